import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticSelect } from '../actions/browser-semantic-select.ts';

export const browserSemanticSelectRun = implement(browserSemanticSelect, {
  run: (ctx, input) =>
    runMutation(ctx, input, 'select', {
      target: input.target,
      ...(input.value !== undefined ? { value: input.value } : {}),
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.values !== undefined ? { values: input.values } : {}),
      ...(input.labels !== undefined ? { labels: input.labels } : {}),
    }),
});
