// Names for icon-only controls (a button that shows only "›", an <svg> or an icon font), which
// the ARIA computation leaves empty or a bare symbol: what the page says the icon is, in this
// order: the control's own title, its aria-description, a title inside it (an element's title
// attribute or an SVG <title>), and last the words of an icon class (`icon-chevron-right`,
// `fa-trash-can`, `bi-x-lg`, `search-icon`). Icon classes follow the naming the common icon
// sets use; no page's own words are known here.

/** Class prefixes and suffixes of icon sets, around the icon's own words. */
const ICON_CLASS = /^(?:icon|icons|fa|fas|far|fab|fa-solid|fa-regular|bi|mdi|glyphicon|ti|tabler|lucide|octicon|ion|ionicon|ri|la|las|lar|feather|codicon|gg|uil|ph|heroicon|material-symbols|ms)[-_](.+)$|^(.+)[-_](?:icon|glyph)$/;
/** Words in an icon class that say how it is drawn, not what it is. */
const STYLE_WORDS = new Set(['solid', 'regular', 'light', 'thin', 'duotone', 'outline', 'outlined', 'filled', 'fill', 'line', 'round', 'rounded', 'sharp', 'two', 'tone', 'fw', 'lg', 'sm', 'xs', 'xl', '2x', '3x', '4x', 'spin', 'pulse', 'alt', 'o', 'icon', 'svg', 'inline', 'small', 'large', 'md']);
/** Elements looked into below the control, at most (an icon is a few nodes deep). */
const MAX_LOOKED = 12;

/** The words of an icon class, or '' when `token` is not one. */
export function iconClassWords(token: string): string {
  const m = ICON_CLASS.exec(token.toLowerCase());
  if (!m) return '';
  const words = (m[1] ?? m[2] ?? '').split(/[-_]+/).filter((w) => w && !STYLE_WORDS.has(w) && /[a-z]/.test(w));
  return words.join(' ');
}

/** The control itself and the few elements inside it, in tree order. */
function lookedAt(el: Element): Element[] {
  const out: Element[] = [el];
  for (let i = 0; i < out.length && out.length < MAX_LOOKED; i++) {
    for (const child of out[i]!.children) {
      if (out.length >= MAX_LOOKED) break;
      out.push(child);
    }
  }
  return out;
}

/** What the page says an icon-only control is, or ''. */
export function iconName(el: Element): string {
  const own = el.getAttribute('title')?.trim() || el.getAttribute('aria-description')?.trim();
  if (own) return own;
  const inner = lookedAt(el).slice(1);
  for (const child of inner) {
    if (child.getAttribute('aria-hidden') === 'true' && child.localName !== 'svg') continue;
    const title = child.localName === 'title' ? child.textContent?.trim() : child.getAttribute('title')?.trim();
    if (title) return title;
  }
  for (const node of lookedAt(el)) {
    // SVG elements have an SVGAnimatedString className: classList reads both.
    for (const token of node.classList) {
      const words = iconClassWords(token);
      if (words) return words;
    }
  }
  return '';
}
