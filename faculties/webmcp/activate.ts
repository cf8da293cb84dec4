// The WebMCP Faculty's entry point: the hand-offs of filled forms follow the relay messages of its
// content script, new documents and closed tabs (handoff-store.ts).
import { defineFaculty } from '../sdk/faculty.ts';
import { handoffEvents } from './handoff-store.ts';

export const webmcp = defineFaculty({
  id: 'webmcp',
  activate(host) {
    const events = handoffEvents(host.sessionStore);
    host.onContentScriptMessage((msg, sender) => events.relayed(msg, sender));
    host.onDocumentCommitted((d) => events.committed(d));
    host.onTabClosed((tabId) => events.tabClosed(tabId));
  },
});
