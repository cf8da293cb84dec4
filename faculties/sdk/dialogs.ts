// Native dialogs (alert, confirm, prompt) the extension saw open in an allowed tab, as actions read
// them through `ctx.dialogs`. The extension keeps the records (browser-extension/src/dialog-store.ts)
// and guards every `ctx.page` call against a dialog opening (browser-extension/src/dialog-guard.ts).

export type DialogKind = 'alert' | 'confirm' | 'prompt';

export type DialogState = 'open' | 'answered' | 'gone';

export interface DialogRecord {
  dialogId: string;
  tabId: number;
  frameId: number;
  documentId: string;
  kind: DialogKind;
  /** The page's own text: untrusted. */
  message: string;
  defaultValue?: string;
  state: DialogState;
  /**
   * What the person chose, as the page's wrapper saw it: accepted (OK) or not, and a prompt's text.
   * Absent while open, and for a dialog that went away with its document.
   */
  choice?: { accepted: boolean; value?: string };
  openedAt: number;
  closedAt: number | null;
}

/** A tab's dialog records, newest last. */
export interface Dialogs {
  of(tabId: number): Promise<DialogRecord[]>;
  /** Calls `cb` whenever the tab's dialog records change; returns how to stop. */
  onChange(tabId: number, cb: () => void): () => void;
}
