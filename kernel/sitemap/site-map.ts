// Building a site map from what a mapping run read (discovery, snapshot, links), checking a map
// entry against the live page, and answering "which page has the booking form" from a map.
// Everything read is untrusted page data: it is matched and shown, never followed.
import type { SiteControl, SiteMap, SitePage } from '../../browser-bridge/sitemap.ts';
import { SITEMAP_LIMITS } from '../../browser-bridge/sitemap.ts';
import type { Line } from '../navi/target-resolver.ts';
import { contentStems } from '../navi/words.ts';
import { readDiscovery } from '../untrusted-data.ts';
import { redactText } from '../../faculties/sdk/redaction/data.ts';

/** Roles a person fills in or operates (links are kept as the map's edges instead). */
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton']);
const CONTROL_ROLES = new Set([...FIELD_ROLES, 'button', 'tab', 'menuitem']);
/** A segment that names one record rather than a page: a number, or an id-like token. */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8,}|[0-9a-f-]{36})(?:\.[a-z]+)?$/i;

// Page text in a map is redacted like any page text before it is kept, then bounded.
const bound = (s: string) => redactText(s).text.slice(0, SITEMAP_LIMITS.text);

/** `/items/42/edit?x=1#top` -> `/items/:id/edit`: the page, not the record or the query. */
export function urlPattern(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return '/';
  }
  // A credential in a path (a reset or magic-login link) never becomes part of a pattern.
  return redactText(path.split('/').map((s) => (ID_SEGMENT.test(s) ? ':id' : s)).join('/')).text || '/';
}

/** Same-origin link targets, as patterns, without duplicates or the page itself. */
export function linkPatterns(links: readonly { url: string }[], origin: string, self: string): string[] {
  const out = new Set<string>();
  for (const l of links) {
    try {
      const u = new URL(l.url);
      // A `//` path reads as another site wherever it is resolved again: not a link of this one.
      if (u.origin !== origin || !/^https?:$/.test(u.protocol) || u.pathname.startsWith('//')) continue;
      const p = urlPattern(u.href);
      if (p !== self) out.add(p);
    } catch {
      // not a URL: not a link of the site
    }
  }
  return [...out].slice(0, SITEMAP_LIMITS.links);
}

/** The main controls (roles and names) and forms with their fields; never a value or a fingerprint. */
export function controlsAndForms(lines: readonly Line[]): { controls: SiteControl[]; forms: SitePage['forms'] } {
  const controls: SiteControl[] = [];
  const forms: SitePage['forms'] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.role === 'form' && forms.length < SITEMAP_LIMITS.forms) {
      const fields: SiteControl[] = [];
      for (let j = i + 1; j < lines.length && lines[j]!.depth > line.depth && lines[j]!.frameId === line.frameId; j++) {
        const f = lines[j]!;
        if (CONTROL_ROLES.has(f.role) && f.name && fields.length < SITEMAP_LIMITS.fields) fields.push({ role: f.role, name: bound(f.name) });
      }
      forms.push({ name: bound(line.name), fields });
    }
    if (CONTROL_ROLES.has(line.role) && line.name && controls.length < SITEMAP_LIMITS.controls) controls.push({ role: line.role, name: bound(line.name) });
  }
  return { controls, forms };
}

export interface PageReading {
  url: string;
  title: string;
  discovery: unknown;
  lines: readonly Line[];
  links: readonly { url: string }[];
  now: number;
}

export function pageEntry(r: PageReading, origin: string): SitePage {
  const pattern = urlPattern(r.url);
  const tools = readDiscovery(r.discovery)
    .filter((t) => !t.debugging)
    .slice(0, SITEMAP_LIMITS.tools)
    .map((t) => ({ name: bound(t.name), descriptorHash: t.descriptorHash }));
  return { urlPattern: pattern, title: bound(r.title), tools, ...controlsAndForms(r.lines), links: linkPatterns(r.links, origin, pattern), mappedAt: r.now };
}

/** Why the live page's tools disagree with the map's entry for it, or null when they agree. */
export function staleReason(entry: SitePage, liveTools: readonly { name: string; descriptorHash: string }[]): string | null {
  const key = (t: { name: string; descriptorHash: string }) => `${t.name} ${t.descriptorHash}`;
  const mapped = new Set(entry.tools.map(key));
  const live = new Set(liveTools.map(key));
  const gone = entry.tools.filter((t) => !live.has(key(t))).map((t) => t.name);
  const added = liveTools.filter((t) => !mapped.has(key(t))).map((t) => t.name);
  if (!gone.length && !added.length) return null;
  const parts = [gone.length ? `the map lists ${gone.join(', ')}, which the live page no longer offers as mapped` : '', added.length ? `the live page offers ${added.join(', ')}, which the map does not list` : ''];
  return `The live page disagrees with the map: ${parts.filter(Boolean).join('; ')}.`.slice(0, 500);
}

/** The map with one entry marked stale (the live page wins). */
export function markStale(map: SiteMap, pattern: string, reason: string, at: number): SiteMap {
  return { ...map, pages: map.pages.map((p) => (p.urlPattern === pattern ? { ...p, stale: { at, reason } } : p)) };
}

/** Pages of the map that have what `phrase` names (a form, a control, a tool), best first. */
export function pagesWith(map: SiteMap, phrase: string): { page: SitePage; score: number }[] {
  const wanted = new Set(contentStems(phrase).filter((w) => w.length > 2));
  if (!wanted.size) return [];
  const score = (text: string) => new Set(contentStems(text).filter((w) => wanted.has(w))).size;
  return map.pages
    .map((page) => {
      const texts = [
        ...page.forms.flatMap((f) => [f.name, f.name, ...f.fields.map((x) => x.name)]),
        ...page.tools.map((t) => t.name.replace(/[_.-]+/g, ' ')),
        ...page.controls.map((c) => c.name),
        page.title,
      ];
      return { page, score: Math.max(0, ...texts.map(score)) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}
