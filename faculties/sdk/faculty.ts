// A Faculty's one entry point into the extension: `activate(host)`, called once at the service
// worker's top level (browser-extension/src/faculty-host.ts). Its actions' specs are listed in
// faculties/registry.ts; their runs, and what else it needs of the extension at start (Chrome's
// events, the session store, a page runtime the host uses), go through here, so the worker imports
// no Faculty's internals.
import type { AnyAction } from './define-action.ts';
import type { PageRuntime } from './page-rpc.ts';
import type { EvidenceApi } from './page-view.ts';
import type { SessionStore } from './session-store.ts';

/** Which frame and document of a tab one of the extension's own content scripts wrote from. */
export interface ContentScriptSender {
  tabId: number | undefined;
  frameId: number | undefined;
  documentId: string | undefined;
}

/** A document committed in a frame of a tab. */
export interface CommittedDocument {
  tabId: number;
  frameId: number;
  documentId: string;
  url: string;
}

export interface FacultyHost {
  /** The runs of this Faculty's actions (`implement(spec, {run})`), which the extension serves for the registry's specs. */
  implement(actions: readonly AnyAction[]): void;
  /** Per-session storage no page or content script can read (chrome.storage.session). */
  readonly sessionStore: SessionStore;
  /** Messages from the extension's own content scripts only; other senders never reach the listener. */
  onContentScriptMessage(listener: (msg: unknown, sender: ContentScriptSender) => void): void;
  onDocumentCommitted(listener: (d: CommittedDocument) => void): void;
  onTabClosed(listener: (tabId: number) => void): void;
  /** The page runtime the host's approval evidence (views and pictures) reads pages with. */
  provideEvidenceRuntime(runtime: PageRuntime<EvidenceApi>): void;
}

export interface Faculty {
  /** The Faculty's folder name under faculties/. */
  readonly id: string;
  /** Registers listeners synchronously: Chrome only wakes a worker for listeners added at its start. */
  activate(host: FacultyHost): void;
}

/** Identity: types a Faculty's entry point. */
export function defineFaculty(faculty: Faculty): Faculty {
  return faculty;
}
