// Text search (browser.page.find) over what a person can see in this frame (through open shadow roots, skipping hidden
// parts, form fields and marked regions), like the browser's find bar. Each match comes back as a
// target: the nearest element the Navi can act on or scroll to, with a short snippet around it.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { FIND_SNIPPET_CHARS } from '../limits.ts';
import type { TextFindArgs, TextFindResult, TextMatch } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { locate } from './locate.ts';
import { roleInfo } from '../../sdk/page/role.ts';
import { frameRegionLevel } from '../../sdk/page/sensitive.ts';
import { inViewport } from '../../sdk/page/state.ts';
import { PathMemo, composedParent, forEachFlatChildNode } from '../../sdk/page/tree.ts';

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'input', 'select', 'textarea', 'option', 'datalist']);
/** How far up a match looks for a listable element (a link or button around the words) before settling for its own element. */
const LISTABLE_HOPS = 4;

interface Piece {
  node: Text;
  start: number;
}

/** The element a match names: a listable ancestor close by (a link, a button, a heading), else the text's own element. */
function owner(text: Text): Element {
  const parent = text.parentElement ?? (text.parentNode as ShadowRoot | null)?.host ?? document.body;
  let n: Element | null = parent;
  for (let hops = 0; n && hops < LISTABLE_HOPS; hops++, n = composedParent(n)) {
    const info = roleInfo(n);
    if (info && info.kind !== 'landmark' && info.kind !== 'frame') return n;
  }
  return parent;
}

export function findText(args: TextFindArgs): TextFindResult {
  const query = args.query.replace(/\s+/g, ' ').trim();
  if (!query) throw new BridgeError('invalid-input', 'The search text is empty.');
  const level = frameRegionLevel();
  if (level) throw new BridgeError('blocked-sensitive', `This frame is inside a region marked ${level}; it is never searched.`, { reason: level });
  let flat = '';
  const pieces: Piece[] = [];
  let withheld = 0;
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const data = (node.nodeValue ?? '').replace(/\s+/g, ' ');
      if (!data) return;
      pieces.push({ node: node as Text, start: flat.length });
      flat += data;
      return;
    }
    if (!(node instanceof Element) || SKIP.has(node.localName)) return;
    if (sensitiveRegionLevel(node.getAttribute('data-sensitivity'))) {
      withheld++;
      flat += ' ';
      return;
    }
    if (!node.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && getComputedStyle(node).display !== 'contents') return;
    flat += ' ';
    forEachFlatChildNode(node, visit);
    flat += ' ';
  };
  if (document.body) visit(document.body);

  const haystack = args.caseSensitive ? flat : flat.toLowerCase();
  const needle = args.caseSensitive ? query : query.toLowerCase();
  const memo = new PathMemo();
  const matches: TextMatch[] = [];
  let total = 0;
  let piece = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    total++;
    if (matches.length >= args.maxMatches) continue;
    while (piece + 1 < pieces.length && pieces[piece + 1]!.start <= at) piece++;
    const text = pieces[piece];
    if (!text) continue;
    const el = owner(text.node);
    const from = Math.max(0, at - FIND_SNIPPET_CHARS);
    const to = Math.min(flat.length, at + needle.length + FIND_SNIPPET_CHARS);
    const snippet = `${from > 0 ? '…' : ''}${flat.slice(from, to).replace(/\s+/g, ' ').trim()}${to < flat.length ? '…' : ''}`;
    matches.push({ snippet, element: locate(el, memo), inViewport: inViewport(el) });
  }
  return { url: projectUrl(location.href), query, total, matches, omitted: { matches: total - matches.length, sensitiveRegions: withheld } };
}
