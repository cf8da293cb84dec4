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

// Shared answers for the fixed roles: the snapshot asks for every element of a page, and a
// RoleInfo is never changed by its reader.
const LINK: RoleInfo = { role: 'link', kind: 'control' };
const BUTTON: RoleInfo = { role: 'button', kind: 'control' };
const TEXTBOX: RoleInfo = { role: 'textbox', kind: 'control' };
/** A control with no role of its own: focusable, a handler in its markup, or made clickable by script (clickable.ts). */
export const GENERIC: RoleInfo = { role: 'generic', kind: 'control' };
const OPTION: RoleInfo = { role: 'option', kind: 'control' };
const LISTBOX: RoleInfo = { role: 'listbox', kind: 'control' };
const COMBOBOX: RoleInfo = { role: 'combobox', kind: 'control' };
const IFRAME: RoleInfo = { role: 'iframe', kind: 'frame' };
const BANNER: RoleInfo = { role: 'banner', kind: 'landmark' };
const CONTENTINFO: RoleInfo = { role: 'contentinfo', kind: 'landmark' };
const NAVIGATION: RoleInfo = { role: 'navigation', kind: 'landmark' };
const MAIN: RoleInfo = { role: 'main', kind: 'landmark' };
const COMPLEMENTARY: RoleInfo = { role: 'complementary', kind: 'landmark' };
const FORM: RoleInfo = { role: 'form', kind: 'landmark' };
const SEARCH: RoleInfo = { role: 'search', kind: 'landmark' };
const DIALOG: RoleInfo = { role: 'dialog', kind: 'landmark' };
const REGION: RoleInfo = { role: 'region', kind: 'landmark', needsName: true };
const GROUP: RoleInfo = { role: 'group', kind: 'landmark' };
const HEADINGS: RoleInfo[] = [1, 2, 3, 4, 5, 6].map((level) => ({ role: 'heading', kind: 'heading', level }));
const INPUTS = new Map(Object.entries(INPUT_ROLES).map(([type, role]): [string, RoleInfo] => [type, { role, kind: 'control' }]));

function nativeRole(el: Element, tag: string): RoleInfo | null {
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? LINK : null;
    case 'button':
      return BUTTON;
    case 'input': {
      const type = (el as HTMLInputElement).type;
      if (type === 'hidden') return null;
      return INPUTS.get(type) ?? TEXTBOX;
    }
    case 'select':
      return isListboxSelect(el as HTMLSelectElement) ? LISTBOX : COMBOBOX;
    case 'option': {
      // A listbox's options are on screen, one line each; a drop-down's are not (its value is).
      const select = (el as HTMLOptionElement).closest('select');
      return select && isListboxSelect(select) ? OPTION : null;
    }
    case 'textarea':
      return TEXTBOX;
    case 'summary':
      return el.parentElement?.localName === 'details' ? BUTTON : null;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return HEADINGS[Number(tag[1]) - 1]!;
    case 'iframe':
    case 'frame':
      return IFRAME;
    case 'header':
      return isPageLevel(el) ? BANNER : null;
    case 'footer':
      return isPageLevel(el) ? CONTENTINFO : null;
    case 'nav':
      return NAVIGATION;
    case 'main':
      return MAIN;
    case 'aside':
      return COMPLEMENTARY;
    case 'form':
      return FORM;
    case 'search':
      return SEARCH;
    case 'dialog':
      return (el as HTMLDialogElement).open ? DIALOG : null;
    case 'section':
      return REGION;
    case 'fieldset':
      return GROUP;
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
export function roleInfo(el: Element, plain = false, tag = el.localName): RoleInfo | null {
  if (plain) return nativeRole(el, tag);
  const attr = el.getAttribute('role');
  if (attr && !/^\s*(presentation|none)\b/i.test(attr)) {
    const explicit = explicitRole(el, attr);
    if (explicit) return explicit;
  }
  const native = nativeRole(el, tag);
  if (native) return native;
  if (isContentEditableRoot(el)) return TEXTBOX;
  // Script-made controls without semantics: focusable or with a click handler in the markup.
  const tabindex = el.getAttribute('tabindex');
  if ((tabindex !== null && Number(tabindex) >= 0) || el.matches(HANDLER_SELECTOR)) return GENERIC;
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
