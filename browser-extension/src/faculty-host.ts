// What the extension offers each Faculty at start (faculties/sdk/faculty.ts): Chrome's events, the
// session store, and the page runtime the approval evidence reads pages with. The worker activates
// every Faculty here, through its `activate` only.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { FACULTIES } from '../../faculties/faculties.ts';
import type { AnyAction, AnySpec } from '../../faculties/sdk/define-action.ts';
import type { FacultyHost } from '../../faculties/sdk/faculty.ts';
import type { PageRuntime } from '../../faculties/sdk/page-rpc.ts';
import type { EvidenceApi } from '../../faculties/sdk/page-view.ts';
import { HOST_RUNS } from './host-actions/index.ts';
import { sessionStore } from './session-store.ts';

let evidence: PageRuntime<EvidenceApi> | null = null;
/** Every action's run by name: the Faculties' (given at activation) and the host's own. */
const runs = new Map<string, AnyAction>();

function implement(actions: readonly AnyAction[]): void {
  for (const action of actions) {
    if (runs.has(action.name)) throw new Error(`Two runs implement ${action.name}.`);
    runs.set(action.name, action);
  }
}

/** The page runtime approval views and pictures are read with; a Faculty provides it at activation. */
export function evidenceRuntime(): PageRuntime<EvidenceApi> {
  if (!evidence) throw new BridgeError('internal', 'No Faculty provides the page runtime that approval views and pictures are read with.');
  return evidence;
}

const host: FacultyHost = {
  implement,
  sessionStore,
  onContentScriptMessage(listener) {
    chrome.runtime.onMessage.addListener((msg: unknown, sender) => {
      // Only the extension's own content scripts; a Faculty then checks the exact document.
      if (sender.id !== chrome.runtime.id) return false;
      listener(msg, { tabId: sender.tab?.id, frameId: sender.frameId, documentId: sender.documentId });
      return false;
    });
  },
  onDocumentCommitted(listener) {
    chrome.webNavigation.onCommitted.addListener((d) => listener(d));
  },
  onTabClosed(listener) {
    chrome.tabs.onRemoved.addListener((tabId) => listener(tabId));
  },
  provideEvidenceRuntime(runtime) {
    evidence = runtime;
  },
};

/** Call once at the worker's top level. */
export function activateFaculties(): void {
  implement(HOST_RUNS);
  for (const faculty of FACULTIES) faculty.activate(host);
}

/**
 * The actions this extension serves: each spec of the registry it was built with, with its run.
 * A spec without a run is a build error, said at the first connection rather than at its first call.
 */
export function servedActions(specs: readonly AnySpec[]): AnyAction[] {
  return specs.map((spec) => {
    const action = runs.get(spec.name);
    if (!action) throw new Error(`No Faculty implements ${spec.name}.`);
    return action;
  });
}
