import { BridgeError } from '../../../browser-bridge/errors.ts';
import { ALLOWED_KEY_NAMES, parseAllowedKey } from '../keys.ts';
import { runMutation } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticKey } from '../actions/browser-semantic-key.ts';

export const browserSemanticKeyRun = implement(browserSemanticKey, {
  run(ctx, input) {
    // The one key guard: checked here, before the tab is even resolved.
    const allowed = parseAllowedKey(input.key);
    if (!allowed) {
      return Promise.reject(
        new BridgeError('key-not-allowed', `${JSON.stringify(input.key)} is not an allowed key. Allowed: ${ALLOWED_KEY_NAMES.join(', ')}. Enter text with browser.semantic.type.`, {
          allowed: ALLOWED_KEY_NAMES,
        }),
      );
    }
    return runMutation(ctx, input, 'key', { key: allowed.name, ...(input.target ? { target: input.target } : {}) });
  },
});
