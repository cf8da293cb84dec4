import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticRightClick } from '../actions/browser-semantic-right-click.ts';

export const browserSemanticRightClickRun = implement(browserSemanticRightClick, {
  run: (ctx, input) => runMutation(ctx, input, 'rightClick', { target: input.target }),
});
