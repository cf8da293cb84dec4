// The Live Patch Faculty's entry point: its actions' specs are in actions/ (listed in
// faculties/registry.ts); their runs (runs/) are handed to the host here.
import { defineFaculty } from '../sdk/faculty.ts';
import { echoLivepatchApprovalRequestRun } from './runs/echo-livepatch-approval-request.ts';
import { livepatchApplyRun } from './runs/livepatch-apply.ts';
import { livepatchListRun } from './runs/livepatch-list.ts';
import { livepatchRevertRun } from './runs/livepatch-revert.ts';

export const RUNS = [
  echoLivepatchApprovalRequestRun,
  livepatchApplyRun,
  livepatchListRun,
  livepatchRevertRun,
] as const;

export const livePatch = defineFaculty({
  id: 'live-patch',
  activate(host) {
    host.implement(RUNS);
  },
});
