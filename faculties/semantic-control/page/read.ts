// The page's main content as a reader would see it: Mozilla's Readability (installed beside this
// runtime from runtimes/reader.js) runs on a copy of the document from which everything a person
// cannot see is removed first (hidden elements, form fields) and marked regions are replaced by
// "[withheld: level]". Hidden text never reaches the Navi, so it cannot smuggle instructions.
import type { Readability } from '@mozilla/readability';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { bound } from '../limits.ts';
import { READER_GLOBAL, type PageRead, type ReadArgs } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { renderArticle } from './markdown.ts';
import { collapse } from '../../sdk/page/name.ts';
import { frameRegionLevel } from '../../sdk/page/sensitive.ts';

const DROP = new Set(['input', 'select', 'textarea', 'button', 'script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'canvas', 'dialog']);
const META_CHARS = 300;

interface Pruned {
  hidden: number;
  sensitiveRegions: number;
}

/** Walks the live tree and its copy in step, removing from the copy what the live page does not show. */
function prune(live: Element, copy: Element, counts: Pruned): void {
  const liveKids = [...live.children];
  const copyKids = [...copy.children];
  for (let i = 0; i < liveKids.length; i++) {
    const l = liveKids[i]!;
    const c = copyKids[i];
    if (!c || c.localName !== l.localName) continue; // cannot happen for a fresh copy; never guess
    const level = sensitiveRegionLevel(l.getAttribute('data-sensitivity'));
    if (level) {
      counts.sensitiveRegions++;
      const note = copy.ownerDocument.createElement('p');
      note.textContent = `[withheld: ${level}]`;
      c.replaceWith(note);
      continue;
    }
    if (DROP.has(l.localName)) {
      c.remove();
      continue;
    }
    // The head is metadata (title, author, site name): never rendered, read by Readability as such.
    if (l.localName === 'head') continue;
    if (!l.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && getComputedStyle(l).display !== 'contents') {
      counts.hidden++;
      c.remove();
      continue;
    }
    if (l.getAttribute('aria-hidden') === 'true') {
      c.remove();
      continue;
    }
    prune(l, c, counts);
  }
}

type ReadabilityClass = typeof Readability;

export function read(args: ReadArgs): PageRead {
  const Reader = (globalThis as Record<string, unknown>)[READER_GLOBAL] as ReadabilityClass | undefined;
  if (!Reader) throw new BridgeError('internal', 'The reader is not installed in this frame.');
  const level = frameRegionLevel();
  if (level) throw new BridgeError('blocked-sensitive', `This frame is inside a region marked ${level}; it is never read.`, { reason: level });
  const copy = document.cloneNode(true) as Document;
  const counts: Pruned = { hidden: 0, sensitiveRegions: 0 };
  prune(document.documentElement, copy.documentElement, counts);
  const article = new Reader<Node>(copy, { charThreshold: 200, serializer: (node) => node }).parse();
  const body = article?.content instanceof Element ? article.content : copy.body;
  const rendered = body ? renderArticle(body, args.format, document.baseURI, args.maxLinks) : { content: '', links: [], omittedLinks: 0 };
  const content = rendered.content.length > args.maxChars ? rendered.content.slice(0, args.maxChars) : rendered.content;
  const meta = (v: string | null | undefined) => (v ? bound(collapse(v), META_CHARS) : null);
  return {
    url: projectUrl(location.href),
    title: meta(article?.title) ?? bound(collapse(document.title), META_CHARS),
    byline: meta(article?.byline),
    siteName: meta(article?.siteName),
    lang: meta(article?.lang) ?? (document.documentElement.lang || null),
    publishedTime: meta(article?.publishedTime),
    excerpt: meta(article?.excerpt),
    article: article !== null,
    format: args.format,
    content,
    links: rendered.links,
    omitted: { chars: rendered.content.length - content.length, links: rendered.omittedLinks, hiddenElements: counts.hidden, sensitiveRegions: counts.sensitiveRegions },
  };
}
