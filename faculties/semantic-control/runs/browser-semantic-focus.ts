import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticFocus } from '../actions/browser-semantic-focus.ts';

export const browserSemanticFocusRun = implement(browserSemanticFocus, {
  run: (ctx, input) => runMutation(ctx, input, 'focus', { target: input.target }),
});
