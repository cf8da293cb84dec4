// A mapping run: the Navi walks the pages of one allowed site, read-only, breadth first from the
// page the person named: each page is opened in a background tab (echo.sitemap.visit), read with
// the ordinary read actions (discovery, snapshot, links) through the toolset, so each read has a
// receipt, then closed; links within the site are followed up to a bound. The map is saved with
// echo.sitemap.save at the end.
import type { SiteMap, SitePage } from '../../browser-bridge/sitemap.ts';
import { SITEMAP_LIMITS } from '../../browser-bridge/sitemap.ts';
import type { ToolCall } from '../navi-engine.ts';
import { outlineLines } from '../navi/results.ts';
import type { Result } from '../navi/turn.ts';
import { untrusted } from '../navi-engine.ts';
import { pageEntry, urlPattern } from './site-map.ts';

export const DEFAULT_MAX_PAGES = 12;

export interface MappingOps {
  visit(url: string): Promise<{ tabId: number; url: string; title: string }>;
  leave(tabId: number): Promise<void>;
  /** A read through the toolset (router, receipt); the value is untrusted page data. */
  read(call: ToolCall, rationale: string): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>;
  save(map: SiteMap): Promise<void>;
  now(): number;
}

export interface MappingOutcome {
  map: SiteMap;
  /** Pages that could not be read, with why. */
  skipped: { url: string; why: string }[];
}

async function readPage(ops: MappingOps, url: string, origin: string): Promise<SitePage> {
  const opened = await ops.visit(url);
  try {
    const where = { tabId: opened.tabId };
    const discovery = await ops.read({ name: 'browser.webmcp.discover', arguments: where }, `Mapping ${opened.url}: the page's own tools.`);
    const snapshot = await ops.read({ name: 'browser.semantic.snapshot', arguments: where }, `Mapping ${opened.url}: its controls and forms.`);
    const links = await ops.read({ name: 'browser.semantic.extract', arguments: { ...where, include: ['links'] } }, `Mapping ${opened.url}: its links within the site.`);
    const asResult = (name: string, value: unknown): Result => ({ role: 'result', call: { name, arguments: where }, ok: true, result: untrusted(name, value) });
    const linkList = ((links.value as { links?: { url?: unknown }[] } | undefined)?.links ?? []).filter((l): l is { url: string } => typeof l?.url === 'string');
    return pageEntry(
      {
        url: opened.url,
        title: opened.title,
        discovery: discovery.ok ? discovery.value : null,
        lines: snapshot.ok ? outlineLines(asResult('browser.semantic.snapshot', snapshot.value)) : [],
        links: linkList,
        now: ops.now(),
      },
      origin,
    );
  } finally {
    await ops.leave(opened.tabId).catch(() => undefined);
  }
}

export async function mapSite(start: string, ops: MappingOps, maxPages = DEFAULT_MAX_PAGES): Promise<MappingOutcome> {
  const origin = new URL(start).origin;
  const limit = Math.min(maxPages, SITEMAP_LIMITS.pages);
  const queue: string[] = [new URL(start).href];
  const seen = new Set<string>([urlPattern(start)]);
  const pages: SitePage[] = [];
  const skipped: MappingOutcome['skipped'] = [];
  while (queue.length && pages.length < limit) {
    const url = queue.shift()!;
    try {
      const page = await readPage(ops, url, origin);
      pages.push(page);
      for (const link of page.links) {
        if (seen.has(link)) continue;
        seen.add(link);
        // A pattern with :id stands for records, not one page: it is listed, never walked.
        if (!link.includes(':id')) queue.push(new URL(link, origin).href);
      }
    } catch (err) {
      skipped.push({ url, why: err instanceof Error ? err.message : String(err) });
    }
  }
  const map: SiteMap = { origin, mappedAt: ops.now(), pages };
  await ops.save(map);
  return { map, skipped };
}
