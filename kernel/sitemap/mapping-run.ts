// A mapping run: the Navi walks the pages of one allowed site, read-only, breadth first from the
// page the person named: each page is opened in a background tab (echo.sitemap.visit), read with
// the ordinary read actions (discovery, snapshot, links) through the toolset, so each read has a
// receipt, then closed; links within the site are followed up to a bound. The map is saved with
// echo.sitemap.save at the end. Read-only means no link that may change state is ever opened:
// each one passes readOnlyLink (faculties/sdk/read-only-link.ts: exact origin, no token, no
// acting words) before it is queued, and echo.sitemap.visit checks it again in the extension.
// The person can stop a run (its signal): nothing more is opened once it is aborted.
import type { SiteMap, SitePage } from '../../browser-bridge/sitemap.ts';
import { SITEMAP_LIMITS } from '../../browser-bridge/sitemap.ts';
import type { ToolCall } from '../navi-engine.ts';
import { outlineLines } from '../navi/results.ts';
import type { Result } from '../navi/turn.ts';
import { untrusted } from '../navi-engine.ts';
import { readOnlyLink } from '../../faculties/sdk/read-only-link.ts';
import { projectUrl } from '../../faculties/sdk/project-url.ts';
import { redactText } from '../../faculties/sdk/redaction/data.ts';
import { pageEntry, urlPattern } from './site-map.ts';

export const DEFAULT_MAX_PAGES = 12;

export interface MappingOps {
  visit(url: string): Promise<{ tabId: number; url: string; title: string }>;
  leave(tabId: number): Promise<void>;
  /** A read through the toolset (router, receipt); the value is untrusted page data. */
  read(call: ToolCall, rationale: string): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>;
  save(map: SiteMap): Promise<void>;
  now(): number;
  /** Told after each page and each skipped link: what the panel shows while the run goes on. */
  progress?(p: MappingProgress): void;
}

export interface MappingProgress {
  origin: string;
  visited: number;
  queued: number;
  skipped: number;
}

export interface MappingOutcome {
  map: SiteMap;
  /** Links not opened and pages that could not be read, with why (URLs as shown: no secrets). */
  skipped: { url: string; why: string }[];
  /** The person stopped the run: the map holds the pages read until then. */
  stopped: boolean;
}

interface PageRead {
  page: SitePage;
  links: { url: string; text: string }[];
  url: string;
}

/** Thrown inside a page read once the person stopped the run: the page is left unread. */
const stopError = () => new Error('stopped');

async function readPage(ops: MappingOps, url: string, origin: string, signal: AbortSignal): Promise<PageRead> {
  const opened = await ops.visit(url);
  try {
    if (signal.aborted) throw stopError();
    const where = { tabId: opened.tabId };
    const discovery = await ops.read({ name: 'browser.webmcp.discover', arguments: where }, `Mapping ${opened.url}: the page's own tools.`);
    const snapshot = await ops.read({ name: 'browser.semantic.snapshot', arguments: where }, `Mapping ${opened.url}: its controls and forms.`);
    const links = await ops.read({ name: 'browser.semantic.extract', arguments: { ...where, include: ['links'] } }, `Mapping ${opened.url}: its links within the site.`);
    const asResult = (name: string, value: unknown): Result => ({ role: 'result', call: { name, arguments: where }, ok: true, result: untrusted(name, value) });
    const linkList = ((links.value as { links?: { url?: unknown; text?: unknown }[] } | undefined)?.links ?? [])
      .filter((l): l is { url: string; text?: unknown } => typeof l?.url === 'string')
      .map((l) => ({ url: l.url, text: typeof l.text === 'string' ? l.text : '' }));
    const page = pageEntry(
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
    return { page, links: linkList, url: opened.url };
  } finally {
    await ops.leave(opened.tabId).catch(() => undefined);
  }
}

/** A URL as the answer and the panel show it: no user info, no secret parameter, no token shape. */
const shown = (url: string) => redactText(projectUrl(url) || url.slice(0, 200)).text;

export async function mapSite(start: string, ops: MappingOps, maxPages = DEFAULT_MAX_PAGES, signal: AbortSignal = new AbortController().signal): Promise<MappingOutcome> {
  const origin = new URL(start).origin;
  const limit = Math.min(maxPages, SITEMAP_LIMITS.pages);
  const pages: SitePage[] = [];
  const skipped: MappingOutcome['skipped'] = [];
  const queue: string[] = [];
  const seen = new Set<string>();
  const tell = () => ops.progress?.({ origin, visited: pages.length, queued: queue.length, skipped: skipped.length });
  // A link is judged once per page pattern: records (`:id`) are listed in the map, never walked.
  const consider = (raw: string, base: string, text: string) => {
    const verdict = readOnlyLink(raw, base, origin, text);
    if (!verdict.ok) {
      const key = `${raw} ${verdict.why}`;
      if (!seen.has(key)) {
        seen.add(key);
        skipped.push({ url: shown(raw), why: `not opened: ${verdict.why}` });
      }
      return;
    }
    const pattern = urlPattern(verdict.url);
    if (seen.has(pattern)) return;
    seen.add(pattern);
    if (!pattern.includes(':id')) queue.push(verdict.url);
  };
  consider(start, start, '');
  tell();
  while (queue.length && pages.length < limit && !signal.aborted) {
    const url = queue.shift()!;
    try {
      const read = await readPage(ops, url, origin, signal);
      pages.push(read.page);
      for (const link of read.links) consider(link.url, read.url, link.text);
    } catch (err) {
      if (!signal.aborted) skipped.push({ url: shown(url), why: err instanceof Error ? err.message : String(err) });
    }
    tell();
  }
  const map: SiteMap = { origin, mappedAt: ops.now(), pages };
  // A run that read nothing (stopped at once, or its start page is one it may not open) keeps the map there was.
  if (pages.length) await ops.save(map);
  return { map, skipped, stopped: signal.aborted };
}
