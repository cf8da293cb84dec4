import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticClick } from '../actions/browser-semantic-click.ts';

export const browserSemanticClickRun = implement(browserSemanticClick, {
  run: (ctx, input) => runMutation(ctx, input, 'click', { target: input.target }),
});
