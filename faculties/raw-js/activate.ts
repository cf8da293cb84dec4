// The raw JavaScript (developer mode) Faculty's entry point: its actions' specs are in actions/ (listed in
// faculties/registry.ts); their runs (runs/) are handed to the host here.
import { defineFaculty } from '../sdk/faculty.ts';
import { devjsEvaluateRun } from './runs/devjs-evaluate.ts';
import { echoDevjsApprovalRequestRun } from './runs/echo-devjs-approval-request.ts';
import { echoDevmodeGetRun } from './runs/echo-devmode-get.ts';

export const RUNS = [
  devjsEvaluateRun,
  echoDevjsApprovalRequestRun,
  echoDevmodeGetRun,
] as const;

export const rawJs = defineFaculty({
  id: 'raw-js',
  activate(host) {
    host.implement(RUNS);
  },
});
