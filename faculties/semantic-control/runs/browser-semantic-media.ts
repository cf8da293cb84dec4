import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticMedia } from '../actions/browser-semantic-media.ts';

export const browserSemanticMediaRun = implement(browserSemanticMedia, {
  run: (ctx, input) => runMutation(ctx, input, 'mediaControl', { target: input.target, command: input.command, ...(input.time !== undefined ? { time: input.time } : {}) }),
});
