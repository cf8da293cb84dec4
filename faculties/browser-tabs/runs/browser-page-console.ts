import { BridgeError } from '../../../browser-bridge/errors.ts';
import { CONSOLE_KINDS, WATCH_GLOBAL, WATCH_ISOLATED_FILE, WATCH_MAIN_FILE, WATCH_VERSION, type ConsoleReport } from '../../sdk/page-watch.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageConsole, type PageConsole } from '../actions/browser-page-console.ts';

// Serialised by chrome.scripting into the isolated world: self-contained.
function readWatch(globalName: string, version: string): ConsoleReport | null {
  const watch = (globalThis as Record<string, unknown>)[globalName] as { version: string; console(): ConsoleReport } | undefined;
  return watch && watch.version === version ? watch.console() : null;
}

/** "https://x/app.js:12": the URL part is projected like every URL that leaves the extension. */
function projectSource(source: string): string {
  const m = /^(.*?)(:\d+)?$/.exec(source);
  const url = m?.[1] ?? source;
  return `${projectUrl(url) || url}${m?.[2] ?? ''}`;
}

export const browserPageConsoleRun = implement(browserPageConsole, {
  async run(ctx, input): Promise<PageConsole> {
    const tab = await ctx.allowedTab(input.tabId);
    const frameId = input.frameId ?? 0;
    const frame = await ctx.frame(tab.tabId, frameId);
    if (originOf(frame.url) !== tab.origin) {
      throw new BridgeError('origin-not-allowed', `Frame ${frameId} of tab ${tab.tabId} is not on ${tab.origin}; only frames of the tab's own site are read.`);
    }
    // Pinned to the document just checked, so a navigation in between cannot answer for it.
    const target = { tabId: tab.tabId, documentId: frame.documentId };
    const read = async () => {
      try {
        const [first] = await ctx.page.run(target, readWatch, [WATCH_GLOBAL, WATCH_VERSION]);
        return first?.value;
      } catch (err) {
        if (err instanceof BridgeError && err.code === 'dialog-open') throw err;
        throw new BridgeError('navigated', `Frame ${frameId} of tab ${tab.tabId} navigated while it was being read.`);
      }
    };
    let report = await read();
    if (report === null) {
      // A document opened before the site was allowed: watch it from now on.
      await ctx.page.inject(target, WATCH_ISOLATED_FILE);
      await ctx.page.inject(target, WATCH_MAIN_FILE, 'MAIN');
      report = await read();
    }
    if (!report) throw new BridgeError('internal', `The page watch could not be started in frame ${frameId} of tab ${tab.tabId}.`);
    const wanted = new Set<string>(CONSOLE_KINDS.filter((k) => k !== 'console.warn' || input.includeWarnings));
    const all = report.entries.filter((e) => wanted.has(e.kind));
    const max = input.maxEntries ?? 50;
    const entries = all.slice(-max).map((e) => (e.source ? { ...e, source: projectSource(e.source) } : e));
    return { tabId: tab.tabId, frameId, documentId: frame.documentId, entries, omitted: report.dropped + all.length - entries.length, watchingSince: report.watchingSince, untrusted: true };
  },
});
