import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { DialogRecord } from '../../sdk/dialogs.ts';
import { tabIdSchema } from '../../sdk/schema.ts';

/** Bounded so a dialog nobody answers cannot hold a request open. */
export const DIALOG_WAIT_DEFAULT_MS = 15_000;
export const DIALOG_WAIT_MAX_MS = 120_000;

export interface DialogWaitResult {
  tabId: number;
  /** The dialog that was open when the wait began (or the newest one), as it ended. */
  dialog: DialogRecord | null;
  waitedMs: number;
  untrusted: true;
}

export const browserDialogsWait = defineSpec({
  name: 'browser.dialogs.wait',
  description:
    "Answers \"tell me once I have answered the pop-up\": waits until the page's open native dialog (alert, confirm, prompt) is answered by the person, then returns what they chose (OK or Cancel, and a prompt's text). Returns at once with the newest dialog when none is open. Fails with timeout, saying the dialog still waits, when nobody answers within timeoutMs. Use it after an action reported dialog-open.",
  input: Type.Object(
    {
      tabId: tabIdSchema,
      timeoutMs: Type.Optional(
        Type.Integer({ minimum: 100, maximum: DIALOG_WAIT_MAX_MS, description: `How long to wait for the person, in ms (default ${DIALOG_WAIT_DEFAULT_MS}); set the call's own deadline above it.` }),
      ),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'inspect',
});
