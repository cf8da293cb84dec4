// MV3 service worker: every listener is registered synchronously at top level, and no source of
// truth lives in globals, because Chrome may stop this worker at any moment.
import { PORT_NAME, eventFrame, type BridgeEventMap, type BridgeEventName, type EventSender } from '../../browser-bridge/protocol.ts';
import { describeActions, manifestHash } from '../../faculties/sdk/describe.ts';
import { REGISTRY } from '../../faculties/registry.ts';
import { getAllowedOrigins, watchAllowlist } from './allowlist.ts';
import { registerRecordingListeners } from './recording-session.ts';
import { registerApprovalListeners } from './approvals-messages.ts';
import { BridgeServer, type ServerDeps } from './bridge-server.ts';
import { registerDeveloperModeRelay } from './developer-mode.ts';
import { activateFaculties, servedActions } from './faculty-host.ts';
import { registerNaviTabCleanup } from './navi-tabs.ts';
import { isOsOrigin } from './os-origins.ts';
import { registerTabRecordCleanup } from './tab-records.ts';
import { registerToolchangeRelay } from './webmcp-toolchange.ts';
import { registerPageWatch, syncPageWatch } from './page-watch.ts';

const servers = new Set<BridgeServer>();
let deps: Promise<ServerDeps> | null = null;

function serverDeps(): Promise<ServerDeps> {
  deps ??= (async () => {
    const descriptors = describeActions(REGISTRY);
    return { actions: servedActions(REGISTRY), descriptors, manifestHash: await manifestHash(descriptors), extensionVersion: chrome.runtime.getManifest().version };
  })();
  return deps;
}

chrome.runtime.onConnectExternal.addListener((port) => {
  // externally_connectable already limits who can connect; check again, deny by default.
  if (port.name !== PORT_NAME || !isOsOrigin(port.sender?.origin)) {
    port.disconnect();
    return;
  }
  const server = new BridgeServer(port, serverDeps());
  servers.add(server);
  port.onDisconnect.addListener(() => servers.delete(server));
});

// Allowlist changes, page tool changes and developer mode, as events to every connected OS page.
const broadcast: EventSender = (event, data) => {
  for (const server of servers) server.send(eventFrame(event, data));
};
watchAllowlist((origins) => {
  broadcast('allowlist-changed', { origins });
  void syncPageWatch(origins, true).catch(() => undefined);
});
// Approval state only to the connections of the session that asked.
function toSession<K extends BridgeEventName>(session: string, event: K, data: BridgeEventMap[K]): void {
  for (const server of servers) if (server.sessionId === session) server.send(eventFrame(event, data));
}
registerApprovalListeners(toSession);
registerToolchangeRelay(broadcast);
registerDeveloperModeRelay(broadcast);
// Faculties' records of a closed tab (Live Patch's patches) go with it.
registerTabRecordCleanup();
// Native dialogs and console errors of the allowed sites (page-watch.ts); registered scripts persist,
// this re-syncs them with the allowlist whenever the worker starts.
registerPageWatch();
void getAllowedOrigins().then((origins) => syncPageWatch(origins, false)).catch(() => undefined);
// Every Faculty's own listeners (e.g. WebMCP's filled forms: their submission, navigation or
// cancellation), through its `activate`.
activateFaculties();
// The tabs a session's Navi opened: a closed one leaves the record.
registerNaviTabCleanup();
// What the person does in a recorded tab, and the recorder armed again after each navigation.
registerRecordingListeners(getAllowedOrigins);
