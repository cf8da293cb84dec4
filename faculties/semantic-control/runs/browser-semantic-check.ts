import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticCheck } from '../actions/browser-semantic-check.ts';

export const browserSemanticCheckRun = implement(browserSemanticCheck, {
  run: (ctx, input) => runMutation(ctx, input, 'check', { target: input.target, checked: input.checked ?? true }),
});
