// What an element is to a person using assistive technology: its role, and whether the snapshot
// lists it as something to act on (control), a heading, a landmark (indents what it holds) or a
// frame. A deliberately small subset of ARIA's mapping: enough to find and name every control.
import { composedParent } from './tree.ts';

export type RoleKind = 'control' | 'heading' | 'landmark' | 'frame';

export interface RoleInfo {
  role: string;
  kind: RoleKind;
  level?: number;
  /** Regions and groups are only landmarks when named. */
  needsName?: boolean;
}

const CONTROL_ROLES = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'treeitem', 'listbox', 'scrollbar',
]);
const LANDMARK_ROLES = new Set([
  'banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'form', 'dialog', 'alertdialog',
  'tablist', 'menu', 'menubar', 'toolbar', 'radiogroup', 'tree', 'grid',
]);
const NAMED_LANDMARK_ROLES = new Set(['region', 'group']);

const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  file: 'button',
  color: 'button',
};

const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);

/** header/footer are page-level landmarks only outside sectioning content. */
function isPageLevel(el: Element): boolean {
  for (let p = composedParent(el); p; p = composedParent(p)) if (SECTIONING.has(p.localName)) return false;
  return true;
}

export function isContentEditableRoot(el: Element): boolean {
  const attr = el.getAttribute('contenteditable');
  if (attr === null || attr.toLowerCase() === 'false') return false;
  const parent = composedParent(el);
  return !(parent instanceof HTMLElement && parent.isContentEditable);
}

function explicitRole(el: Element, attr: string): RoleInfo | null {
  for (const token of attr.trim().toLowerCase().split(/\s+/)) {
    if (CONTROL_ROLES.has(token)) return { role: token, kind: 'control' };
    if (LANDMARK_ROLES.has(token)) return { role: token, kind: 'landmark' };
    if (NAMED_LANDMARK_ROLES.has(token)) return { role: token, kind: 'landmark', needsName: true };
    if (token === 'heading') {
      const level = Number(el.getAttribute('aria-level'));
      return { role: 'heading', kind: 'heading', level: Number.isInteger(level) && level > 0 ? level : 2 };
    }
  }
  return null;
}

function nativeRole(el: Element): RoleInfo | null {
  switch (el.localName) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? { role: 'link', kind: 'control' } : null;
    case 'button':
      return { role: 'button', kind: 'control' };
    case 'input': {
      const type = (el as HTMLInputElement).type;
      if (type === 'hidden') return null;
      return { role: INPUT_ROLES[type] ?? 'textbox', kind: 'control' };
    }
    case 'select':
      return { role: isListboxSelect(el as HTMLSelectElement) ? 'listbox' : 'combobox', kind: 'control' };
    case 'option': {
      // A listbox's options are on screen, one line each; a drop-down's are not (its value is).
      const select = (el as HTMLOptionElement).closest('select');
      return select && isListboxSelect(select) ? { role: 'option', kind: 'control' } : null;
    }
    case 'textarea':
      return { role: 'textbox', kind: 'control' };
    case 'summary':
      return el.parentElement?.localName === 'details' ? { role: 'button', kind: 'control' } : null;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return { role: 'heading', kind: 'heading', level: Number(el.localName[1]) };
    case 'iframe':
    case 'frame':
      return { role: 'iframe', kind: 'frame' };
    case 'header':
      return isPageLevel(el) ? { role: 'banner', kind: 'landmark' } : null;
    case 'footer':
      return isPageLevel(el) ? { role: 'contentinfo', kind: 'landmark' } : null;
    case 'nav':
      return { role: 'navigation', kind: 'landmark' };
    case 'main':
      return { role: 'main', kind: 'landmark' };
    case 'aside':
      return { role: 'complementary', kind: 'landmark' };
    case 'form':
      return { role: 'form', kind: 'landmark' };
    case 'search':
      return { role: 'search', kind: 'landmark' };
    case 'dialog':
      return (el as HTMLDialogElement).open ? { role: 'dialog', kind: 'landmark' } : null;
    case 'section':
      return { role: 'region', kind: 'landmark', needsName: true };
    case 'fieldset':
      return { role: 'group', kind: 'landmark' };
    default:
      return null;
  }
}

/** A select drawn as a list box (every option on screen) rather than a drop-down. */
export function isListboxSelect(select: HTMLSelectElement): boolean {
  return select.multiple || select.size > 1;
}

/**
 * Markup that says "script acts when this is pressed": inline handlers, and the attributes
 * common frameworks compile click bindings to (Angular, Alpine, htmx, Google's jsaction).
 */
export const HANDLER_ATTRIBUTES = [
  'onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'ontouchstart', 'ontouchend',
  'ng-click', 'x-on:click', 'hx-get', 'hx-post', 'jsaction',
];
const HANDLER_SELECTOR = HANDLER_ATTRIBUTES.map((a) => `[${a.replace(':', '\\:')}]`).join(',');

/** Attributes that can make an element listable or change how it is read; most elements have none. */
export const SPECIAL_ATTRIBUTES = `[role],[contenteditable],[tabindex],[aria-hidden],[data-sensitivity],${HANDLER_SELECTOR}`;

/**
 * The element's role from its own markup, or null when that gives no reason to list it (see
 * clickable.ts for roles that come from context: styles and the parent). `plain` says the caller
 * already knows `el` matches none of SPECIAL_ATTRIBUTES (the snapshot walk checks that in one
 * native call instead of five attribute reads per element).
 */
export function roleInfo(el: Element, plain = false): RoleInfo | null {
  if (plain) return nativeRole(el);
  const attr = el.getAttribute('role');
  if (attr && !/^\s*(presentation|none)\b/i.test(attr)) {
    const explicit = explicitRole(el, attr);
    if (explicit) return explicit;
  }
  const native = nativeRole(el);
  if (native) return native;
  if (isContentEditableRoot(el)) return { role: 'textbox', kind: 'control' };
  // Script-made controls without semantics: focusable or with a click handler in the markup.
  const tabindex = el.getAttribute('tabindex');
  if ((tabindex !== null && Number(tabindex) >= 0) || el.matches(HANDLER_SELECTOR)) return { role: 'generic', kind: 'control' };
  return null;
}

/** Roles whose accessible name comes from their content (ARIA "name from content"). */
export const NAME_FROM_CONTENT = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'treeitem', 'heading', 'generic',
]);

/** Form controls whose value a person types or picks (and that `type`/`select` may change). */
export function isTextEntry(el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLElement {
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return ['text', 'search', 'email', 'url', 'tel', 'number', 'password'].includes(el.type);
  return el instanceof HTMLElement && isContentEditableRoot(el);
}
