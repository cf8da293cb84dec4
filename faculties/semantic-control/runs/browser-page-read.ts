import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf } from '../../sdk/project-url.ts';
import { READ_DEFAULT_MAX_CHARS, READ_DEFAULT_MAX_LINKS } from '../limits.ts';
import { READER_FILE, type PageRead } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageRead } from '../actions/browser-page-read.ts';

export const browserPageReadRun = implement(browserPageRead, {
  async run(ctx, input): Promise<PageRead & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const tab = await ctx.allowedTab(input.tabId);
    const frameId = input.frameId ?? 0;
    const frame = await ctx.frame(tab.tabId, frameId);
    if (originOf(frame.url) !== tab.origin) throw new BridgeError('origin-not-allowed', `Frame ${frameId} of tab ${tab.tabId} is not on ${tab.origin}; only frames of the tab's own site are read.`);
    // Readability travels in its own file (it is large); it installs once per document beside the runtime.
    await ctx.page.inject({ tabId: tab.tabId, documentId: frame.documentId }, READER_FILE).catch((err: unknown) => {
      if (err instanceof BridgeError) throw err;
      throw new BridgeError('frame-missing', `The reader could not be installed in frame ${frameId} of tab ${tab.tabId}: ${err instanceof Error ? err.message : String(err)}`, { frameId });
    });
    const args = { format: input.format ?? 'markdown', maxChars: input.maxChars ?? READ_DEFAULT_MAX_CHARS, maxLinks: input.maxLinks ?? READ_DEFAULT_MAX_LINKS } as const;
    const { value, ...where } = await runSemantic(ctx, { tabId: tab.tabId, frameId }, 'read', args);
    return { ...value, ...where, untrusted: true };
  },
});
