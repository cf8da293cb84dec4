// Roles that come from context rather than markup: elements a script made clickable (a span or
// div with a click listener shows it only through `cursor: pointer`), and role-less children of
// a listbox (its options). The snapshot walk passes what it already knows; resolving a single
// element computes the same context, so a fingerprint resolves to what the snapshot listed.
import { collapse } from './name.ts';
import { roleInfo, type RoleInfo } from './role.ts';
import { composedParent } from './tree.ts';

const LIST_TAGS = new Set(['ul', 'ol', 'menu']);
const NEVER_CLICKABLE = new Set(['html', 'body', 'label', 'option', 'optgroup']);
const GENERIC: RoleInfo = { role: 'generic', kind: 'control' };
const OPTION: RoleInfo = { role: 'option', kind: 'control' };
/** Elements with their own role that may sit inside a clickable wrapper. */
const DECLARED_CONTROLS = 'a[href],button,input:not([type=hidden]),select,textarea,[role],[tabindex]';

/** A list hands a pointer cursor on to its items: each item is what one clicks, not the list. */
export function isListContainer(el: Element): boolean {
  if (LIST_TAGS.has(el.localName)) return true;
  const role = el.getAttribute('role');
  return role === 'list' || role === 'listbox' || role === 'menu';
}

/** Whether children of `el` see a pointer cursor they inherited rather than one of their own. */
export function passesPointer(el: Element, style: CSSStyleDeclaration): boolean {
  return style.cursor === 'pointer' && !isListContainer(el);
}

/** A clickable wrapper whose whole text is one control inside it adds nothing: the control is listed. */
function wrapsOneControl(el: Element): boolean {
  const inner = el.querySelector(DECLARED_CONTROLS);
  if (!inner) return false;
  return collapse(inner.textContent ?? '') === collapse(el.textContent ?? '');
}

/**
 * The role context gives a role-less element, or null. `style` is its computed style;
 * `parentPointer`: its parent passes on a pointer cursor (so this one's is inherited);
 * `inControl`: some ancestor is a control already (a span inside a button is the button);
 * `listboxChild`: its parent is an ARIA listbox. Plain arguments: the walk calls this for
 * every role-less element.
 */
export function contextRole(el: Element, style: CSSStyleDeclaration, parentPointer: boolean, inControl: boolean, listboxChild: boolean): RoleInfo | null {
  if (listboxChild) return OPTION;
  if (inControl) return null;
  if (style.cursor !== 'pointer' || parentPointer) return null;
  if (NEVER_CLICKABLE.has(el.localName) || isListContainer(el) || wrapsOneControl(el)) return null;
  return GENERIC;
}

function hasControlAncestor(el: Element): boolean {
  for (let p = composedParent(el); p; p = composedParent(p)) if (roleInfo(p)?.kind === 'control') return true;
  return false;
}

export function isListbox(el: Element | null): boolean {
  return el?.getAttribute('role')?.trim().toLowerCase() === 'listbox';
}

/**
 * The role a snapshot lists `el` under, from its markup or its context; null when it lists none.
 * Computes the context the walk would have passed, cheapest test first (resolution and the
 * full scan call this for every element).
 */
export function listableRole(el: Element): RoleInfo | null {
  const declared = roleInfo(el);
  if (declared) return declared;
  const parent = composedParent(el);
  if (isListbox(parent)) return OPTION;
  const style = getComputedStyle(el);
  if (style.cursor !== 'pointer') return null;
  const parentPointer = parent !== null && passesPointer(parent, getComputedStyle(parent));
  return contextRole(el, style, parentPointer, hasControlAncestor(el), false);
}
