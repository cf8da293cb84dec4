import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticDrag } from '../actions/browser-semantic-drag.ts';

export const browserSemanticDragRun = implement(browserSemanticDrag, {
  run: (ctx, input) => runMutation(ctx, input, 'drag', { target: input.target, to: input.to }),
});
