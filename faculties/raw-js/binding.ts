// What a raw JavaScript approval binds: this exact code (its SHA-256), on this tab, frame and
// Chrome document, with these options. Computed the same way when the approval is requested and
// when the code is about to run, so a changed byte, a navigation or another frame fails first.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext } from '../sdk/action-context.ts';
import { actionArgumentHash } from '../sdk/consent.ts';
import { sha256Hex } from '../sdk/hash.ts';
import type { GrantBinding } from '../sdk/grants.ts';
import { extensionDeveloperMode } from './developer-mode.ts';

export const RAWJS_GRANT_KIND = 'rawjs';

/** SHA-256 of the exact code, as UTF-8: what the person approves. */
export function codeHash(code: string): Promise<string> {
  return sha256Hex(code);
}

export async function rawjsBinding(ctx: Pick<ActionContext, 'allowedTab'>, input: Record<string, unknown>): Promise<GrantBinding> {
  if (typeof input.code !== 'string') throw new BridgeError('invalid-input', 'devjs.evaluate needs code.');
  const tab = await ctx.allowedTab(typeof input.tabId === 'number' ? input.tabId : undefined);
  const frameId = typeof input.frameId === 'number' ? input.frameId : 0;
  const frame = await chrome.webNavigation.getFrame({ tabId: tab.tabId, frameId }).catch(() => null);
  if (!frame) throw new BridgeError('frame-missing', `Tab ${tab.tabId} has no frame ${frameId}.`);
  return {
    kind: RAWJS_GRANT_KIND,
    tabId: tab.tabId,
    frameId,
    documentId: frame.documentId,
    origin: tab.origin,
    subjectHash: await codeHash(input.code),
    argumentHash: await actionArgumentHash({ ...input, tabId: tab.tabId }),
  };
}

export async function requireDeveloperMode(): Promise<void> {
  if (!(await extensionDeveloperMode())) {
    throw new BridgeError(
      'developer-mode-off',
      "Raw JavaScript is off: it runs only while developer mode is on in the extension's options page (and in AI Echo's settings).",
    );
  }
}
