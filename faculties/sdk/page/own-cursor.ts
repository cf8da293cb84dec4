// Which elements of a document can have a `cursor` other than their parent's. `cursor` is an
// inherited property: an element no rule, inline style, presentation attribute or animation gives
// a cursor has its flat-tree parent's. The snapshot walk reads the computed style only of the
// elements found here and infers the rest, instead of one style read per element of the page.
// Whenever the document's rules cannot all be read (a cross-origin sheet, a nested or scoped rule
// that sets a cursor, an animated cursor), the answer is null: then every element is read. Shadow
// trees style their hosts and what is slotted into them with rules of their own (closed ones
// cannot even be seen): the walk reads the cursor of every element that may host one, and of its
// children (mayHostShadow, mayPlaceChildren).

/**
 * Tags the browser's own style sheet gives a cursor (links, form controls, labels), and a few
 * rare ones for good measure: the caller reads these itself. own-cursor.test.ts checks the list
 * against Chromium's every tag.
 */
export const UA_CURSOR_TAGS = new Set(['a', 'area', 'button', 'input', 'label', 'select', 'textarea', 'summary', 'details', 'dialog', 'option', 'optgroup', 'frame', 'frameset']);

/** Elements that may host a shadow root (DOM's attachShadow list; custom elements' names hold a hyphen). */
const SHADOW_CAPABLE = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span']);
/** Elements the browser gives a shadow tree of its own: where their children go is its business. */
const UA_SHADOW_HOSTS = new Set(['details', 'video', 'audio', 'meter', 'progress', 'marquee', 'img', 'input', 'textarea', 'select', 'object', 'embed', 'iframe']);

/**
 * Whether `el` may host a shadow tree, open or closed (a closed one cannot be seen from here):
 * its `:host` rules may give it a cursor. Asking chrome.dom costs more than reading the style.
 */
export function mayHostShadow(tag: string): boolean {
  return SHADOW_CAPABLE.has(tag) || tag.includes('-');
}

/** Whether the children of `el` may sit in a shadow tree's slot (styled by it, or not shown): then they do not simply inherit. */
export function mayPlaceChildren(tag: string): boolean {
  return mayHostShadow(tag) || UA_SHADOW_HOSTS.has(tag);
}

/** Elements that may carry a cursor of their own through markup alone. */
const MARKUP_CURSOR = '[style],[cursor]';

/** Rules directly inside these apply their selectors as written (a condition or a layer around them). */
function isPlainGroup(rule: CSSRule): boolean {
  return rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule || rule instanceof CSSContainerRule;
}

function setsCursor(style: CSSStyleDeclaration): boolean {
  // `all` (even through var()) resets the cursor too.
  return style.getPropertyValue('cursor') !== '' || style.getPropertyValue('all') !== '';
}

/** Collects the selectors of the rules that set a cursor; false when one of them cannot be used as written. */
function collect(rules: CSSRuleList, nested: boolean, selectors: string[]): boolean {
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    if (rule instanceof CSSStyleRule) {
      if (setsCursor(rule.style)) {
        // A nested rule's selector is relative to its parent's: not a selector of its own.
        if (nested) return false;
        selectors.push(rule.selectorText);
      }
      if (rule.cssRules.length && !collect(rule.cssRules, true, selectors)) return false;
    } else if (rule instanceof CSSImportRule) {
      // Not loaded yet: it applies nothing.
      if (rule.styleSheet && !collectSheet(rule.styleSheet, selectors)) return false;
    } else if (rule instanceof CSSKeyframesRule) {
      for (let k = 0; k < rule.cssRules.length; k++) if (setsCursor((rule.cssRules[k] as CSSKeyframeRule).style)) return false;
    } else if (rule instanceof CSSGroupingRule) {
      // @scope, @starting-style and whatever comes next: trusted only when they set no cursor.
      if (!collect(rule.cssRules, nested || !isPlainGroup(rule), selectors)) return false;
    }
  }
  return true;
}

function collectSheet(sheet: CSSStyleSheet, selectors: string[]): boolean {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return false; // a cross-origin sheet without CORS: its rules cannot be read
  }
  return collect(rules, false, selectors);
}

function animatesCursor(doc: Document): boolean {
  for (const animation of doc.getAnimations()) {
    const effect = animation.effect;
    if (effect instanceof KeyframeEffect && effect.getKeyframes().some((frame) => 'cursor' in frame)) return true;
  }
  return false;
}

/**
 * The elements of `doc`'s own tree (not inside shadow roots, whose styles are their own) that
 * may have a cursor of their own, or null when that cannot be known. The user agent's own rules
 * are not seen here: the caller reads the elements they style (links and form controls) itself.
 */
export function ownCursorElements(doc: Document): Set<Element> | null {
  const selectors = [MARKUP_CURSOR];
  for (const sheet of doc.styleSheets) if (!collectSheet(sheet, selectors)) return null;
  for (const sheet of doc.adoptedStyleSheets) if (!collectSheet(sheet, selectors)) return null;
  if (animatesCursor(doc)) return null;
  try {
    return new Set(doc.querySelectorAll(selectors.join(',')));
  } catch {
    return null;
  }
}
