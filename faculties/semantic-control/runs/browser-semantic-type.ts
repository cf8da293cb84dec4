import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticType } from '../actions/browser-semantic-type.ts';

export const browserSemanticTypeRun = implement(browserSemanticType, {
  run: (ctx, input) => runMutation(ctx, input, 'type', { ...(input.target ? { target: input.target } : {}), text: input.text, clear: input.clear ?? false }),
});
