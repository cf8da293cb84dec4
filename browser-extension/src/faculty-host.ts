// What the extension offers each Faculty at start (faculties/sdk/faculty.ts): Chrome's events, the
// session store, and the page runtime the approval evidence reads pages with. The worker activates
// every Faculty here, through its `activate` only.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { FACULTIES } from '../../faculties/faculties.ts';
import type { FacultyHost } from '../../faculties/sdk/faculty.ts';
import type { PageRuntime } from '../../faculties/sdk/page-rpc.ts';
import type { EvidenceApi } from '../../faculties/sdk/page-view.ts';
import { sessionStore } from './session-store.ts';

let evidence: PageRuntime<EvidenceApi> | null = null;

/** The page runtime approval views and pictures are read with; a Faculty provides it at activation. */
export function evidenceRuntime(): PageRuntime<EvidenceApi> {
  if (!evidence) throw new BridgeError('internal', 'No Faculty provides the page runtime that approval views and pictures are read with.');
  return evidence;
}

const host: FacultyHost = {
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
  for (const faculty of FACULTIES) faculty.activate(host);
}
