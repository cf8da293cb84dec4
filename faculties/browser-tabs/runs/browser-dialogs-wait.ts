import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { DialogRecord } from '../../sdk/dialogs.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserDialogsWait, DIALOG_WAIT_DEFAULT_MS, type DialogWaitResult } from '../actions/browser-dialogs-wait.ts';

export const browserDialogsWaitRun = implement(browserDialogsWait, {
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
