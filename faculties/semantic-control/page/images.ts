// The pictures on the page as a person sees them: each with its alt text (null when it has none,
// '' when marked decorative), where it comes from, the link it sits in, whether it loaded and is
// visible. Pictures inside marked regions are counted, never listed.
import { projectUrl } from '../../sdk/project-url.ts';
import type { ImagesResult, PageImage, RuntimeApi } from '../protocol.ts';
import { locate } from './locate.ts';
import { accessibleName, collapse } from '../../sdk/page/name.ts';
import { regionLevelOf } from '../../sdk/page/sensitive.ts';
import { inViewport, isVisible } from '../../sdk/page/state.ts';
import { PathMemo, allElements } from '../../sdk/page/tree.ts';

/** A source as it may leave: data: URLs are named by their type only (they can be megabytes). */
export function sourceOf(url: string): string {
  if (url.startsWith('data:')) return `${url.slice(0, Math.max(5, url.indexOf(';') >= 0 ? url.indexOf(';') : url.indexOf(',')))},…`;
  return projectUrl(url) || url.slice(0, 100);
}

/** Smaller than this on screen in both directions: a tracking pixel or spacer, not a picture. */
const MIN_PICTURE_PX = 2;

export function images(args: RuntimeApi['images']['args']): ImagesResult {
  const memo = new PathMemo();
  const images: PageImage[] = [];
  const omitted = { images: 0, hidden: 0, sensitiveRegions: 0 };
  for (const el of allElements()) {
    const isImg = el instanceof HTMLImageElement;
    if (!isImg && el.getAttribute('role') !== 'img') continue;
    if (regionLevelOf(el)) {
      omitted.sensitiveRegions++;
      continue;
    }
    const box = el.getBoundingClientRect();
    if (!isVisible(el) || (box.width < MIN_PICTURE_PX && box.height < MIN_PICTURE_PX)) {
      omitted.hidden++;
      continue;
    }
    if (images.length >= args.maxImages) {
      omitted.images++;
      continue;
    }
    const link = el.closest('a[href]') as HTMLAnchorElement | null;
    images.push({
      element: locate(el, memo),
      alt: isImg ? (el.hasAttribute('alt') ? collapse(el.alt) : null) : accessibleName(el, 'img', memo) || null,
      src: isImg ? sourceOf(el.currentSrc || el.src) : '',
      link: link ? projectUrl(link.href) : null,
      naturalWidth: isImg ? el.naturalWidth : Math.round(box.width),
      naturalHeight: isImg ? el.naturalHeight : Math.round(box.height),
      loaded: isImg ? el.complete && el.naturalWidth > 0 : true,
      visible: true,
      inViewport: inViewport(el),
    });
  }
  return { url: projectUrl(location.href), images, omitted };
}
