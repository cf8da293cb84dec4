// What a raw JavaScript approval binds: this exact code (its SHA-256), on this tab, frame and
// Chrome document, with these options (the SDK's consent binding for the `code` subject). Computed
// the same way when the approval is requested and when the code is about to run, so a changed
// byte, a navigation or another frame fails first.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext } from '../sdk/action-context.ts';
import { consentBinding } from '../sdk/consent.ts';
import type { GrantBinding } from '../sdk/grants.ts';
import { sha256Hex } from '../sdk/hash.ts';

const EVALUATE = { name: 'devjs.evaluate', effect: 'mutation', tier: 'rawjs' } as const;

/** SHA-256 of the exact code, as UTF-8: what the person approves. */
export function codeHash(code: string): Promise<string> {
  return sha256Hex(code);
}

export function rawjsBinding(ctx: Pick<ActionContext, 'allowedTop' | 'frame'>, input: Record<string, unknown>): Promise<GrantBinding> {
  return consentBinding(ctx, EVALUATE, input);
}

export async function requireDeveloperMode(ctx: Pick<ActionContext, 'developerMode'>): Promise<void> {
  if (!(await ctx.developerMode())) {
    throw new BridgeError(
      'developer-mode-off',
      "Raw JavaScript is off: it runs only while developer mode is on in the extension's options page (and in AI Echo's settings).",
    );
  }
}
