import { implement } from '../../sdk/define-action.ts';
import { browserDialogsList, type DialogList } from '../actions/browser-dialogs-list.ts';

export const browserDialogsListRun = implement(browserDialogsList, {
  async run(ctx, input): Promise<DialogList> {
    const tab = await ctx.allowedTab(input.tabId);
    const dialogs = await ctx.dialogs.of(tab.tabId);
    return { tabId: tab.tabId, open: dialogs.filter((d) => d.state === 'open').at(-1) ?? null, dialogs, untrusted: true };
  },
});
