// Chrome's events for the filled-form hand-offs (faculties/.../webmcp/handoff-store.ts): relay
// messages from the extension's own content scripts, new documents, closed tabs.
import { handoffEvents } from '../../faculties/clicks-and-clankers/webmcp/handoff-store.ts';
import { sessionStore } from './session-store.ts';

/** Call once at the worker's top level. */
export function registerHandoffWatch(): void {
  const events = handoffEvents(sessionStore);
  chrome.runtime.onMessage.addListener((msg: unknown, sender) => {
    // Only the extension's own content scripts; the record then checks the exact document.
    if (sender.id !== chrome.runtime.id) return false;
    events.relayed(msg, { tabId: sender.tab?.id, frameId: sender.frameId, documentId: sender.documentId });
    return false;
  });
  chrome.webNavigation.onCommitted.addListener((d) => events.committed(d));
  chrome.tabs.onRemoved.addListener((tabId) => events.tabClosed(tabId));
}
