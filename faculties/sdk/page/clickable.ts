// Roles that come from context rather than markup: elements a script made clickable (a span or
// div with a click listener shows it only through `cursor: pointer`), and role-less children of
// a listbox (its options). The snapshot walk passes what it already knows; resolving a single
// element computes the same context (listableRole), so a fingerprint resolves to what the
// snapshot listed.
import { collapse } from './name.ts';
import { GENERIC, roleInfo, type RoleInfo } from './role.ts';
import { composedParent } from './tree.ts';

const LIST_TAGS = new Set(['ul', 'ol', 'menu']);
const NEVER_CLICKABLE = new Set(['html', 'body', 'label', 'option', 'optgroup']);
/** An option of a list box: a role-less child of an ARIA listbox, or an <option> of a select drawn as one. */
export const LISTBOX_OPTION: RoleInfo = { role: 'option', kind: 'control' };
/** Elements with their own role that may sit inside a clickable wrapper. */
const DECLARED_CONTROLS = 'a[href],button,input:not([type=hidden]),select,textarea,[role],[tabindex]';

/** A list hands a pointer cursor on to its items: each item is what one clicks, not the list. */
export function isListContainer(el: Element): boolean {
  if (LIST_TAGS.has(el.localName)) return true;
  const role = el.getAttribute('role');
  return role === 'list' || role === 'listbox' || role === 'menu';
}

/** Whether the children of `el`, which shows a pointer or not, inherit that pointer rather than show one of their own. */
export function passesPointer(el: Element, pointer: boolean): boolean {
  return pointer && !isListContainer(el);
}

/** A clickable wrapper whose whole text is one control inside it adds nothing: the control is listed. */
function wrapsOneControl(el: Element): boolean {
  const inner = el.querySelector(DECLARED_CONTROLS);
  if (!inner) return false;
  return collapse(inner.textContent ?? '') === collapse(el.textContent ?? '');
}

/**
 * Whether a role-less element outside any listbox is one a script made clickable. `pointer`:
 * its computed cursor is `pointer`; `parentPointer`: its parent passes on a pointer cursor (so this one's is
 * inherited); `inControl`: some ancestor is a control already (a span inside a button is the
 * button). Plain arguments: the walk calls this for most elements of a page.
 */
export function scriptClickable(el: Element, pointer: boolean, parentPointer: boolean, inControl: boolean): RoleInfo | null {
  if (inControl || !pointer || parentPointer) return null;
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
  if (isListbox(parent)) return LISTBOX_OPTION;
  if (getComputedStyle(el).cursor !== 'pointer') return null;
  const parentPointer = parent !== null && passesPointer(parent, getComputedStyle(parent).cursor === 'pointer');
  return scriptClickable(el, true, parentPointer, hasControlAncestor(el));
}
