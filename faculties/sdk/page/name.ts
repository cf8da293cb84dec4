// Accessible names, following the order of the ARIA name computation closely enough to tell
// controls apart: aria-labelledby, aria-label, native labels (label, legend, caption, alt),
// content for roles named by content, then title and placeholder. Bounded; page text is data.
import { MAX_GENERIC_NAME_CHARS, MAX_NAME_CHARS, bound } from './limits.ts';
import { sensitiveRegionLevel } from './sensitivity.ts';
import { NAME_FROM_CONTENT } from './role.ts';
import { PathMemo, forEachFlatChildNode } from './tree.ts';
import { iconName } from './icon-name.ts';

const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript', 'head']);
const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
const WORDLIKE = /[\p{L}\p{N}]/u;
/** Roles a person presses: an icon alone may name them. A field's title is used as ever, below. */
const ICON_ROLES = new Set(['button', 'link', 'generic', 'menuitem', 'tab', 'switch', 'checkbox', 'radio', 'option', 'treeitem', 'menuitemcheckbox', 'menuitemradio']);
/** Stop collecting text well past the name limit: a huge clickable region need not be read whole. */
const COLLECT_LIMIT = MAX_NAME_CHARS * 3;

/** Whitespace that collapse would change: any but a plain space, two spaces, or one at either end. */
const UNCOLLAPSED = /[^\S ]| {2}|^ | $/;

export function collapse(text: string): string {
  // Most names are already collapsed ("Add to cart"): a test allocates nothing.
  return UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** Visible text of a subtree in flat-tree order, skipping aria-hidden and hidden parts and form fields. */
export function textOf(root: Element, limit = COLLECT_LIMIT, skipFields = true): string {
  // Most controls hold one text node ("Add to cart"): no walk needed.
  const only = root.firstChild;
  if (only && only === root.lastChild && only.nodeType === Node.TEXT_NODE && !root.shadowRoot && root.localName !== 'slot') return collapse(only.nodeValue ?? '');
  const parts: string[] = [];
  let length = 0;
  const visit = (node: Node): void => {
    if (length > limit) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const data = node.nodeValue ?? '';
      parts.push(data);
      length += data.length;
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.localName;
    if (SKIP_TEXT.has(tag) || node.getAttribute('aria-hidden') === 'true') return;
    // Fields add nothing, seen or not: no need to ask whether they are.
    if (skipFields && node !== root && FIELD_TAGS.has(tag)) return;
    if (node !== root && !node.checkVisibility() && getComputedStyle(node).display !== 'contents') return;
    // A marked region's text never leaks through the name or cell of something around it.
    if (node !== root && sensitiveRegionLevel(node.getAttribute('data-sensitivity'))) {
      parts.push(' [withheld] ');
      return;
    }
    if (node !== root) {
      const label = node.getAttribute('aria-label');
      if (label) {
        parts.push(` ${label} `);
        length += label.length;
        return;
      }
      if (tag === 'img') {
        parts.push(` ${node.getAttribute('alt') ?? ''} `);
        return;
      }
    }
    parts.push(' ');
    forEachFlatChildNode(node, visit);
    parts.push(' ');
  };
  visit(root);
  return collapse(parts.join(''));
}

function byIds(el: Element, ids: string): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => (id ? root.getElementById(id) : null))
    .filter((ref): ref is HTMLElement => ref !== null)
    .map((ref) => ref.getAttribute('aria-label') || textOf(ref, COLLECT_LIMIT, true))
    .join(' ');
}

function nativeName(el: Element, role: string, memo: PathMemo): string {
  if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) {
    return el.value || (el.type === 'submit' ? 'Submit' : el.type === 'reset' ? 'Reset' : '');
  }
  if (el instanceof HTMLInputElement && el.type === 'image') return el.alt || 'Submit';
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const labels = memo.labelsOf(el).map((l) => textOf(l)).filter(Boolean);
    if (labels.length) return labels.join(' ');
  }
  if (el instanceof HTMLFieldSetElement) {
    const legend = [...el.children].find((c) => c.localName === 'legend');
    if (legend) return textOf(legend);
  }
  if (el instanceof HTMLIFrameElement) return el.title;
  if (el instanceof HTMLImageElement) return el.alt;
  // A script-made clickable is often a whole card: read only as far as its name can go.
  if (NAME_FROM_CONTENT.has(role)) return textOf(el, role === 'generic' ? MAX_GENERIC_NAME_CHARS * 2 : COLLECT_LIMIT);
  return '';
}

/** The element's accessible name, whitespace-collapsed and cut at MAX_NAME_CHARS. */
export function accessibleName(el: Element, role: string, memo: PathMemo = new PathMemo()): string {
  const known = memo.names.get(el);
  if (known?.role === role) return known.name;
  const name = computeName(el, role, memo);
  memo.names.set(el, { role, name });
  return name;
}

function computeName(el: Element, role: string, memo: PathMemo): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  let name = labelledBy ? collapse(byIds(el, labelledBy)) : '';
  if (!name) name = collapse(el.getAttribute('aria-label') ?? '');
  if (!name) name = collapse(nativeName(el, role, memo));
  // A control drawn as a symbol ("›", "☆") or an icon alone says what it does in its title,
  // an SVG's <title> or its icon's class (icon-name.ts).
  if (!WORDLIKE.test(name) && ICON_ROLES.has(role)) name = collapse(iconName(el)) || name;
  if (!name) name = collapse(el.getAttribute('title') ?? '');
  if (!name && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) name = collapse(el.placeholder);
  return bound(name, role === 'generic' ? MAX_GENERIC_NAME_CHARS : MAX_NAME_CHARS);
}
