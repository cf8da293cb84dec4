// A picture for a semantic change's receipt: the target after the change, as the person would
// see it, so a receipt shows what was acted on. Taken with browser.page.screenshot (the
// extension masks protected fields before the picture leaves it), best effort: a tab that is not
// on screen, or a target in a child frame, gets none. Keyed on declared data (tier, effect) and
// on the evidence the action returned, never on the action's name.
import type { RouteMeta } from '../../kernel/tool-router.ts';
import type { ToolCall } from '../../kernel/navi-engine.ts';

export const PICTURE_TOOL = 'browser.page.screenshot';
/** Small: a receipt is kept in IndexedDB, and the picture only has to show the target. */
const RECEIPT_PICTURE_MAX_WIDTH = 320;
const RECEIPT_PICTURE_PADDING = 32;

/** The screenshot call for this change's receipt, or null when it has no picturable target. */
export function receiptPictureCall(meta: RouteMeta, value: unknown): ToolCall | null {
  if (meta.tier !== 'semantic' || meta.effect !== 'mutation' || meta.tabId === null) return null;
  const ev = (value ?? {}) as { fingerprint?: unknown; frameId?: unknown; fields?: { fingerprint?: unknown }[] };
  // A whole-form fill pictures its first field; its evidence lists every field it filled.
  const fingerprint = typeof ev.fingerprint === 'string' ? ev.fingerprint : Array.isArray(ev.fields) ? ev.fields[0]?.fingerprint : undefined;
  if (typeof fingerprint !== 'string' || (ev.frameId !== undefined && ev.frameId !== 0)) return null;
  return {
    name: PICTURE_TOOL,
    arguments: { tabId: meta.tabId, target: { fingerprint }, padding: RECEIPT_PICTURE_PADDING, format: 'jpeg', maxWidth: RECEIPT_PICTURE_MAX_WIDTH },
  };
}

/** The picture's data URL from the screenshot's result, when it is one. */
export function pictureIn(value: unknown): string | null {
  const url = (value as { dataUrl?: unknown } | null)?.dataUrl;
  return typeof url === 'string' && url.startsWith('data:image/jpeg;base64,') ? url : null;
}
