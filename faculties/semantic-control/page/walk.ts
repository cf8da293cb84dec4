// The snapshot's walk: every landmark, heading, frame and control a person can use in this
// frame, in flat-tree order through open shadow roots, as outline lines with the element each
// one names. Controls inside `aria-hidden` subtrees are listed when a person can still see and
// press them (marked `aria-hidden`), transparent ones that still take the pointer are marked
// `transparent`; elements a script made clickable are `generic` lines named by their text.
// Marked regions are one withheld line; sensitive fields are `blocked:<reason>` without a value.
// The walk lists everything; snapshot.ts chooses what fits.
import { MAX_SNAPSHOT_VALUE_CHARS, bound } from '../limits.ts';
import type { OutlineLine } from '../../sdk/outline.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { LISTBOX_OPTION, isListbox, passesPointer, scriptClickable } from '../../sdk/page/clickable.ts';
import { identify } from '../../sdk/page/identity.ts';
import { accessibleName, collapse } from '../../sdk/page/name.ts';
import { SPECIAL_ATTRIBUTES, isListboxSelect, roleInfo, type RoleInfo } from '../../sdk/page/role.ts';
import { fieldReason } from '../../sdk/page/sensitive.ts';
import { checkedOf, expandedOf, hasBox, isVisible, selectedLabels, valueOf } from '../../sdk/page/state.ts';
import { PathMemo, deepActiveElement, forEachFlatChild } from '../../sdk/page/tree.ts';

export interface WalkEntry {
  el: Element;
  line: OutlineLine;
  /** The enclosing listed landmark's index among the entries, or -1. */
  parent: number;
  landmark: boolean;
  /** A control (something to act on), as opposed to a landmark, heading, frame or withheld region. */
  interactive: boolean;
  /** For iframe lines: the iframe's structural path, to tie it to its frame id. */
  iframePath?: string;
}

export interface Walk {
  entries: WalkEntry[];
  omitted: { hidden: number; sensitive: number; crossOriginFrames: number };
  /** Elements that hold a document of their own (iframe, frame, object, embed), listed or not. */
  childFrames: number;
}

export const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'link', 'meta', 'option', 'optgroup', 'datalist']);
const FRAME_HOSTS = new Set(['iframe', 'frame', 'object', 'embed']);
/** Listed when clickable, never entered: their insides are drawing, not controls. */
const OPAQUE = new Set(['svg', 'math']);
/** Input types the role does not already say, shown as `type=<t>` (a date field is not a text field). */
export const PLAIN_INPUT_TYPES = new Set(['text', 'checkbox', 'radio', 'search', 'button', 'submit', 'reset', 'image', 'hidden']);
/** What `:disabled` can match: HTML's form controls, and form-associated custom elements (whose names hold a hyphen). */
const DISABLABLE = new Set(['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset']);
const STATE_ATTRIBUTES = '[aria-disabled],[aria-checked],[aria-expanded],[aria-selected],[aria-pressed],[required],[aria-required],[readonly],[aria-readonly],[aria-multiline]';

// Walk flags, one integer per call instead of an object per element.
const ARIA_HIDDEN = 1;
const IN_CONTROL = 2;
const PARENT_POINTER = 4;
const LISTBOX_CHILD = 8;
/** Under a `display: none` element: nothing here is rendered, so nothing can be seen or pressed. */
const UNRENDERED = 16;

/** Controls (by markup) in a withheld subtree. */
export function countControls(root: Element): number {
  let n = 0;
  const visit = (el: Element) => {
    if (roleInfo(el)?.kind === 'control') n++;
    forEachFlatChild(el, visit);
  };
  visit(root);
  return n;
}

/**
 * Whether a heading's whole listed content is one visible control with the heading's own name.
 * `visible` remembers the control's visibility: the walk asks again when it lists the control.
 */
function soleControlNamed(heading: Element, name: string, memo: PathMemo, visible: Map<Element, boolean>): boolean {
  let found: Element | null = null;
  let other = false;
  const scan = (el: Element): void => {
    if (other) return;
    const info = roleInfo(el);
    if (info) {
      if (info.kind !== 'control' || found) {
        other = true;
        return;
      }
      found = el;
    }
    forEachFlatChild(el, scan);
  };
  forEachFlatChild(heading, scan);
  if (other || !found) return false;
  const control: Element = found;
  const info = roleInfo(control);
  if (info === null) return false;
  const shown = isVisible(control);
  visible.set(control, shown);
  return shown && accessibleName(control, info.role, memo) === name;
}

function controlStates(el: Element, info: RoleInfo, blocked: string | null, focused: Element | null): { states: OutlineLine['states']; value?: string } {
  const states: OutlineLine['states'] = {};
  if (blocked) states.blocked = blocked;
  if (el instanceof HTMLInputElement && !PLAIN_INPUT_TYPES.has(el.type)) states.type = el.type;
  // One native check for all the state attributes; most controls have none of them.
  const stated = el.hasAttributes() && el.matches(STATE_ATTRIBUTES);
  if (el instanceof HTMLTextAreaElement || (stated && el.getAttribute('aria-multiline') === 'true')) states.multiline = true;
  const tag = el.localName;
  if (((DISABLABLE.has(tag) || tag.includes('-')) && el.matches(':disabled')) || (stated && el.getAttribute('aria-disabled') === 'true')) states.disabled = true;
  const checked = stated || tag === 'input' ? checkedOf(el) : undefined;
  if (checked === true) states.checked = true;
  else if (checked === 'mixed') states.mixed = true;
  const expanded = stated || tag === 'summary' ? expandedOf(el) : undefined;
  if (expanded !== undefined) states[expanded ? 'expanded' : 'collapsed'] = true;
  if (stated) {
    if (el.getAttribute('aria-selected') === 'true') states.selected = true;
    // A toggle button not pressed says so too ("unpressed"), so a chip reads as a setting, not a plain button.
    const pressed = el.getAttribute('aria-pressed');
    if (pressed === 'true') states.pressed = true;
    else if (pressed === 'false') states.unpressed = true;
    if (el.hasAttribute('required') || el.getAttribute('aria-required') === 'true') states.required = true;
    if (el.hasAttribute('readonly') || el.getAttribute('aria-readonly') === 'true') states.readonly = true;
  }
  if (el === focused) states.focused = true;
  if (blocked) return { states };
  if (el instanceof HTMLSelectElement) {
    if (el.multiple) states.multiple = true;
    const labels = selectedLabels(el);
    return labels.length ? { states, value: bound(labels.join(', '), MAX_SNAPSHOT_VALUE_CHARS) } : { states };
  }
  if (info.role === 'checkbox' || info.role === 'radio' || info.role === 'switch' || info.role === 'option' || info.role === 'generic') return { states };
  const value = valueOf(el, MAX_SNAPSHOT_VALUE_CHARS);
  return value ? { states, value } : { states };
}

type Seen = 'visible' | 'transparent' | 'hidden';

/**
 * Whether a person sees `el` (isVisible), or cannot see it but still presses it: fully
 * transparent, yet rendered, sized and taking the pointer (an overlay link over a card).
 */
function seen(el: Element, visible: boolean | undefined): Seen {
  if (visible ?? isVisible(el)) return 'visible';
  if (!el.checkVisibility({ checkVisibilityCSS: true }) || !hasBox(el)) return 'hidden';
  return getComputedStyle(el).pointerEvents === 'none' ? 'hidden' : 'transparent';
}

export function walkDocument(memo: PathMemo): Walk {
  const formMemo = new Map<HTMLFormElement, boolean>();
  const focused = deepActiveElement();
  const entries: WalkEntry[] = [];
  const omitted = { hidden: 0, sensitive: 0, crossOriginFrames: 0 };
  let childFrames = 0;

  const add = (entry: WalkEntry): number => entries.push(entry) - 1;
  /** isVisible of the controls a heading fold already asked about. */
  const visible = new Map<Element, boolean>();

  /** seen(), known without asking where the walk already read `display: none` above (a field's own label may still show it). */
  const seenIn = (el: Element, flags: number): Seen => (flags & UNRENDERED && !(el instanceof HTMLInputElement) ? 'hidden' : seen(el, visible.get(el)));

  const control = (el: Element, info: RoleInfo, depth: number, parent: number, flags: number, headingLevel: number): void => {
    const how = seenIn(el, flags);
    // Inside aria-hidden, only what a person can still press counts as there.
    if (how === 'hidden' || (flags & ARIA_HIDDEN && getComputedStyle(el).pointerEvents === 'none')) {
      omitted.hidden++;
      return;
    }
    const id = identify(el, memo, info);
    if (!id.fingerprint) return;
    const { states, value } = controlStates(el, info, fieldReason(el, formMemo), focused);
    if (how === 'transparent') states.transparent = true;
    if (flags & ARIA_HIDDEN) states['aria-hidden'] = true;
    const line: OutlineLine = { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states };
    if (headingLevel) line.heading = headingLevel;
    if (value !== undefined) line.value = value;
    add({ el, line, parent, landmark: false, interactive: true });
  };

  /** A list-box select's options, one line each under it. */
  const options = (select: HTMLSelectElement, depth: number, parent: number, flags: number): void => {
    for (const option of select.options) {
      if (option.hidden) {
        omitted.hidden++;
        continue;
      }
      const id = identify(option, memo, LISTBOX_OPTION);
      if (!id.fingerprint) continue;
      const states: OutlineLine['states'] = {};
      if (option.selected) states.selected = true;
      if (option.disabled) states.disabled = true;
      if (flags & ARIA_HIDDEN) states['aria-hidden'] = true;
      add({ el: option, line: { depth, role: 'option', name: id.name, fingerprint: id.fingerprint, states }, parent, landmark: false, interactive: true });
    }
  };

  const visit = (el: Element, depth: number, parent: number, inherited: number, headingLevel: number): void => {
    const tag = el.localName;
    if (SKIP.has(tag)) return;
    if (FRAME_HOSTS.has(tag)) childFrames++;
    const plain = !el.hasAttributes() || !el.matches(SPECIAL_ATTRIBUTES);
    // Flags about the parent apply to this element only; the rest hold for the whole subtree.
    let flags = inherited & ~(PARENT_POINTER | LISTBOX_CHILD);
    if (!plain) {
      if (el.getAttribute('aria-hidden') === 'true') flags |= ARIA_HIDDEN;
      const level = sensitiveRegionLevel(el.getAttribute('data-sensitivity'));
      if (level) {
        const withheld = countControls(el);
        omitted.sensitive += withheld;
        add({ el, line: { depth, role: 'region', name: '', fingerprint: null, states: { blocked: level, withheld: String(withheld) } }, parent, landmark: false, interactive: false });
        return;
      }
    }
    const declared = roleInfo(el, plain, tag);
    let info = declared;
    let childFlags = flags;
    if (declared?.kind === 'control') childFlags |= IN_CONTROL;
    else if (!declared && inherited & LISTBOX_CHILD) info = LISTBOX_OPTION;
    else if (!(inherited & IN_CONTROL) && !(inherited & PARENT_POINTER && !el.firstElementChild && !el.shadowRoot && tag !== 'slot')) {
      // The one style read per element, only where a pointer could make something clickable: not
      // inside a control, nor for a leaf whose parent passes a pointer on (its own cursor could
      // make neither it nor anything below it a clickable; the text of a clickable card). The
      // cursor is read, never inferred from the parent's: style sheets (closed shadow trees'
      // among them) may set it anywhere, and scanning their rules costs more than reading it.
      const style = getComputedStyle(el);
      const pointer = style.cursor === 'pointer';
      // `display` only matters to what is below: a leaf skips the second property read.
      if ((el.firstElementChild || el.shadowRoot || tag === 'slot') && style.display === 'none') childFlags |= UNRENDERED;
      if (!declared) info = scriptClickable(el, pointer, (inherited & PARENT_POINTER) !== 0, false);
      if (passesPointer(el, pointer)) childFlags |= PARENT_POINTER;
    }
    if (!plain && isListbox(el)) childFlags |= LISTBOX_CHILD;
    let childDepth = depth;
    let childParent = parent;
    if (info?.kind === 'control') {
      control(el, info, depth, parent, flags, headingLevel);
      if (el instanceof HTMLSelectElement) {
        if (isListboxSelect(el) && seenIn(el, flags) !== 'hidden') options(el, depth + 1, parent, flags);
        return;
      }
    } else if (info?.kind === 'frame') {
      // Structure (frames, landmarks, headings) inside aria-hidden is not listed: only controls.
      if (flags & ARIA_HIDDEN) return;
      const id = identify(el, memo, info);
      const states: OutlineLine['states'] = {};
      if (!(el as HTMLIFrameElement).contentDocument) {
        states['cross-origin'] = true;
        omitted.crossOriginFrames++;
      }
      if (seenIn(el, flags) === 'visible') add({ el, line: { depth, role: 'iframe', name: id.name, fingerprint: null, states }, parent, landmark: false, interactive: false, iframePath: memo.pathOf(el) });
      return;
    } else if (info && !(flags & ARIA_HIDDEN) && seenIn(el, flags) === 'visible') {
      const id = identify(el, memo, info);
      if (id.fingerprint && info.kind === 'landmark') {
        childParent = add({ el, line: { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states: {} }, parent, landmark: true, interactive: false });
        childDepth = depth + 1;
      } else if (id.fingerprint && info.kind === 'heading') {
        const level = info.level ?? 2;
        // Folded: the one control inside carries the heading level (outline.ts).
        if (soleControlNamed(el, id.name, memo, visible)) return visitChildren(el, depth, parent, childFlags, level);
        add({ el, line: { depth, role: 'heading', name: id.name, fingerprint: id.fingerprint, states: { level: String(level) } }, parent, landmark: false, interactive: false });
      }
    }
    if (OPAQUE.has(tag)) return;
    visitChildren(el, childDepth, childParent, childFlags, headingLevel, tag);
  };

  // forEachFlatChild, inlined: no closure per element on pages with tens of thousands.
  const visitChildren = (el: Element, depth: number, parent: number, flags: number, headingLevel: number, tag = el.localName): void => {
    const shadow = el.shadowRoot;
    if (shadow) {
      for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, parent, flags, headingLevel);
    } else if (tag === 'slot') {
      forEachFlatChild(el, (child) => visit(child, depth, parent, flags, headingLevel));
    } else {
      for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, parent, flags, headingLevel);
    }
  };

  if (document.documentElement) visit(document.documentElement, 0, -1, 0, 0);
  return { entries, omitted, childFrames };
}

/** Case-insensitive words of a query, at most 16, each at most 100 characters. */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return collapse(query)
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .slice(0, 16)
    .map((w) => w.slice(0, 100));
}

/** How many of `words` a line's role, name or value contains. */
export function relevance(line: OutlineLine, words: readonly string[]): number {
  if (!words.length) return 0;
  const text = `${line.role} ${line.name} ${line.value ?? ''}`.toLowerCase();
  let n = 0;
  for (const w of words) if (text.includes(w)) n++;
  return n;
}
