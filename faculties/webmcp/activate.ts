// The WebMCP Faculty's entry point: the hand-offs of filled forms follow the relay messages of its
// content script, new documents and closed tabs (handoff-store.ts).
import { defineFaculty } from '../sdk/faculty.ts';
import { handoffEvents } from './handoff-store.ts';
import { browserWebmcpDiscoverRun } from './runs/browser-webmcp-discover.ts';
import { browserWebmcpInvokeRun } from './runs/browser-webmcp-invoke.ts';
import { echoWebmcpApprovalRequestRun } from './runs/echo-webmcp-approval-request.ts';
import { echoWebmcpHandoffWaitRun } from './runs/echo-webmcp-handoff-wait.ts';

export const RUNS = [
  browserWebmcpDiscoverRun,
  browserWebmcpInvokeRun,
  echoWebmcpApprovalRequestRun,
  echoWebmcpHandoffWaitRun,
] as const;

export const webmcp = defineFaculty({
  id: 'webmcp',
  activate(host) {
    host.implement(RUNS);
    const events = handoffEvents(host.sessionStore);
    host.onContentScriptMessage((msg, sender) => events.relayed(msg, sender));
    host.onDocumentCommitted((d) => events.committed(d));
    host.onTabClosed((tabId) => events.tabClosed(tabId));
  },
});
