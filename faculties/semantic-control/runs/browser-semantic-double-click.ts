import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticDoubleClick } from '../actions/browser-semantic-double-click.ts';

export const browserSemanticDoubleClickRun = implement(browserSemanticDoubleClick, {
  run: (ctx, input) => runMutation(ctx, input, 'doubleClick', { target: input.target }),
});
