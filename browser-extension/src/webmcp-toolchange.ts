// Relays `toolchange` from pages to the OS: the relay installed by discovery in each frame's
// content-script world sends one message per burst; we pass on where it happened. The OS treats
// it as an invalidation and discovers again in full; nothing about the tools travels with it.
import type { EventSender } from '../../browser-bridge/protocol.ts';

export interface ToolchangeMessage {
  type: 'webmcp-toolchange';
}

function isToolchange(msg: unknown): msg is ToolchangeMessage {
  return !!msg && typeof msg === 'object' && (msg as { type?: unknown }).type === 'webmcp-toolchange';
}

/** Call once, at the worker's top level. */
export function registerToolchangeRelay(broadcast: EventSender): void {
  chrome.runtime.onMessage.addListener((msg: unknown, sender) => {
    if (!isToolchange(msg)) return false;
    // Only our own content scripts, from a tab: extension pages have no business sending this.
    if (sender.id !== chrome.runtime.id || !sender.tab?.id || typeof sender.frameId !== 'number') return false;
    if (sender.url?.startsWith(chrome.runtime.getURL('/'))) return false;
    broadcast('webmcp-toolchange', { tabId: sender.tab.id, frameId: sender.frameId, documentId: sender.documentId ?? null, origin: sender.origin ?? null });
    return false;
  });
}
