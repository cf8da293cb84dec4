import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
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

export const browserDialogsWait = defineAction({
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
  async run(ctx, input): Promise<DialogWaitResult> {
    const tab = await ctx.allowedTab(input.tabId);
    const timeoutMs = input.timeoutMs ?? DIALOG_WAIT_DEFAULT_MS;
    const started = Date.now();
    const opened = (await ctx.dialogs.of(tab.tabId)).filter((d) => d.state === 'open').at(-1);
    if (!opened) {
      const newest = (await ctx.dialogs.of(tab.tabId)).at(-1) ?? null;
      return { tabId: tab.tabId, dialog: newest, waitedMs: 0, untrusted: true };
    }
    const ended = (records: DialogRecord[]) => {
      const r = records.find((d) => d.dialogId === opened.dialogId);
      return r && r.state !== 'open' ? r : null;
    };
    const dialog = await new Promise<DialogRecord>((resolve, reject) => {
      let stop = () => {};
      const finish = (fn: () => void) => {
        clearTimeout(timer);
        stop();
        ctx.signal.removeEventListener('abort', onAbort);
        fn();
      };
      const check = () => void ctx.dialogs.of(tab.tabId).then((records) => {
        const done = ended(records);
        if (done) finish(() => resolve(done));
      });
      const timer = setTimeout(
        () => finish(() => reject(new BridgeError('timeout', `The ${opened.kind} dialog is still open after ${timeoutMs} ms: the person has not answered it yet.`, { dialogId: opened.dialogId }))),
        timeoutMs,
      );
      const onAbort = () => finish(() => reject(ctx.signal.reason));
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      stop = ctx.dialogs.onChange(tab.tabId, check);
      check(); // it may have closed between the first read and the subscription
    });
    return { tabId: tab.tabId, dialog, waitedMs: Date.now() - started, untrusted: true };
  },
});
