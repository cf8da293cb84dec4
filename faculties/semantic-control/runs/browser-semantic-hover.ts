import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticHover } from '../actions/browser-semantic-hover.ts';

export const browserSemanticHoverRun = implement(browserSemanticHover, {
  run: (ctx, input) => runMutation(ctx, input, 'hover', { target: input.target }),
});
