import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticScroll } from '../actions/browser-semantic-scroll.ts';

export const browserSemanticScrollRun = implement(browserSemanticScroll, {
  run: (ctx, input) =>
    runMutation(ctx, input, 'scroll', { to: input.to ?? (input.target ? 'intoView' : 'pageDown'), ...(input.target ? { target: input.target } : {}) }),
});
