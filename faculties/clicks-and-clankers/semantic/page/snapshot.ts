// The snapshot walk: landmarks, headings, frames and every visible control of this frame, in
// flat-tree order through open shadow roots, as outline lines (../outline.ts). Bounded by
// element count and bytes; what is left out is counted by reason. Marked regions appear as one
// withheld line; sensitive fields appear with `blocked:<reason>` and never with a value.
import { projectUrl } from '../../../sdk/project-url.ts';
import { formatLine, type OutlineLine } from '../../../sdk/outline.ts';
import { MAX_SNAPSHOT_VALUE_CHARS, bound } from '../limits.ts';
import type { FrameSnapshot, SnapshotArgs } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../../sdk/page/sensitivity.ts';
import { identify } from '../../../sdk/page/identity.ts';
import { accessibleName } from '../../../sdk/page/name.ts';
import { remember } from '../../../sdk/page/resolve.ts';
import { SPECIAL_ATTRIBUTES, roleInfo, type RoleInfo } from '../../../sdk/page/role.ts';
import { fieldReason, frameRegionLevel } from '../../../sdk/page/sensitive.ts';
import { checkedOf, expandedOf, isVisible, selectedLabels, valueOf } from '../../../sdk/page/state.ts';
import { PathMemo, deepActiveElement, forEachFlatChild } from '../../../sdk/page/tree.ts';

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'link', 'meta', 'svg', 'math', 'option', 'optgroup', 'datalist']);

/**
 * Where this frame's own <iframe> sits in its parent's document (same origin only), so the
 * service worker can tie the parent's iframe line to this frame's id: content scripts have no
 * chrome.runtime.getFrameId here, and webNavigation does not know DOM order.
 */
function ownerPath(): string | null {
  try {
    const host = window.frameElement;
    return host ? new PathMemo().pathOf(host) : null;
  } catch {
    return null;
  }
}

function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? (i++, 4) : 3;
  }
  return n;
}

function countControls(root: Element): number {
  let n = 0;
  const visit = (el: Element) => {
    const info = roleInfo(el);
    if (info?.kind === 'control') n++;
    forEachFlatChild(el, visit);
  };
  visit(root);
  return n;
}

/** Whether a heading's whole listed content is one visible control with the heading's own name. */
const STATE_ATTRIBUTES = '[aria-disabled],[aria-checked],[aria-expanded],[aria-selected],[aria-pressed],[required],[aria-required],[readonly],[aria-readonly]';

function soleControlNamed(heading: Element, name: string, memo: PathMemo): boolean {
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
  return info !== null && isVisible(control) && accessibleName(control, info.role, memo) === name;
}

function controlStates(el: Element, info: RoleInfo, blocked: string | null, focused: Element | null): { states: OutlineLine['states']; value?: string } {
  const states: OutlineLine['states'] = {};
  if (blocked) states.blocked = blocked;
  // One native check for all the state attributes; most controls have none of them.
  const stated = el.hasAttributes() && el.matches(STATE_ATTRIBUTES);
  if (el.matches(':disabled') || (stated && el.getAttribute('aria-disabled') === 'true')) states.disabled = true;
  const checked = stated || el.localName === 'input' ? checkedOf(el) : undefined;
  if (checked === true) states.checked = true;
  else if (checked === 'mixed') states.mixed = true;
  const expanded = stated || el.localName === 'summary' ? expandedOf(el) : undefined;
  if (expanded !== undefined) states[expanded ? 'expanded' : 'collapsed'] = true;
  if (stated) {
    if (el.getAttribute('aria-selected') === 'true') states.selected = true;
    if (el.getAttribute('aria-pressed') === 'true') states.pressed = true;
    if (el.hasAttribute('required') || el.getAttribute('aria-required') === 'true') states.required = true;
    if (el.hasAttribute('readonly') || el.getAttribute('aria-readonly') === 'true') states.readonly = true;
  }
  if (el === focused) states.focused = true;
  if (blocked) return { states };
  if (el instanceof HTMLSelectElement) {
    const labels = selectedLabels(el);
    return labels.length ? { states, value: bound(labels.join(', '), MAX_SNAPSHOT_VALUE_CHARS) } : { states };
  }
  if (info.role === 'checkbox' || info.role === 'radio' || info.role === 'switch') return { states };
  const value = valueOf(el, MAX_SNAPSHOT_VALUE_CHARS);
  return value ? { states, value } : { states };
}

export function snapshot(args: SnapshotArgs): FrameSnapshot {
  const memo = new PathMemo();
  const formMemo = new Map<HTMLFormElement, boolean>();
  const focused = deepActiveElement();
  const lines: string[] = [];
  const omitted = { hidden: 0, overLimit: 0, sensitive: 0, crossOriginFrames: 0 };
  let bytes = 0;
  let interactive = 0;
  let full = false;
  const iframes: FrameSnapshot['iframes'] = [];

  const emit = (line: OutlineLine): boolean => {
    if (full) {
      omitted.overLimit++;
      return false;
    }
    const text = formatLine(line);
    const size = utf8Length(text) + 1;
    if (lines.length >= args.maxElements || bytes + size > args.maxBytes) {
      full = true;
      omitted.overLimit++;
      return false;
    }
    lines.push(text);
    bytes += size;
    return true;
  };

  const visit = (el: Element, depth: number, headingLevel?: number): void => {
    const plain = !el.hasAttributes() || !el.matches(SPECIAL_ATTRIBUTES);
    if (SKIP.has(el.localName) || (!plain && el.getAttribute('aria-hidden') === 'true')) {
      if (el.localName !== 'head') omitted.hidden += countControls(el);
      return;
    }
    const level = plain ? null : sensitiveRegionLevel(el.getAttribute('data-sensitivity'));
    if (level) {
      const withheld = countControls(el);
      omitted.sensitive += withheld;
      emit({ depth, role: 'region', name: '', fingerprint: null, states: { blocked: level, withheld: String(withheld) } });
      return;
    }
    const info = roleInfo(el, plain);
    let childDepth = depth;
    if (info) {
      const visible = isVisible(el);
      if (info.kind === 'control' && !visible) omitted.hidden++;
      else if (visible || info.kind === 'landmark') {
        const id = identify(el, memo, info);
        if (id.fingerprint) {
          if (info.kind === 'frame') {
            const states: OutlineLine['states'] = {};
            if (!(el as HTMLIFrameElement).contentDocument) {
              states['cross-origin'] = true;
              omitted.crossOriginFrames++;
            }
            if (emit({ depth, role: 'iframe', name: id.name, fingerprint: null, states })) iframes.push({ path: memo.pathOf(el), line: lines.length - 1 });
          } else if (info.kind === 'landmark') {
            // An invisible landmark still indents nothing: its controls are counted hidden below.
            if (visible && emit({ depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states: {} })) childDepth = depth + 1;
            if (visible) remember(id.fingerprint, el);
          } else if (info.kind === 'heading') {
            const level = info.level ?? 2;
            if (soleControlNamed(el, id.name, memo)) {
              // Folded: the control inside carries the heading level (outline.ts).
              visitChildren(el, childDepth, level);
              return;
            }
            if (emit({ depth, role: 'heading', name: id.name, fingerprint: id.fingerprint, states: { level: String(level) } })) remember(id.fingerprint, el);
          } else {
            const { states, value } = controlStates(el, info, fieldReason(el, formMemo), focused);
            const line: OutlineLine = { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states };
            if (headingLevel) line.heading = headingLevel;
            if (value !== undefined) line.value = value;
            if (emit(line)) {
              interactive++;
              remember(id.fingerprint, el);
            }
          }
        }
      }
      if (info.kind === 'frame' || el.localName === 'select') return;
    }
    visitChildren(el, childDepth, headingLevel);
  };

  // forEachFlatChild, inlined: no closure per element on pages with tens of thousands.
  const visitChildren = (el: Element, depth: number, headingLevel?: number): void => {
    const shadow = el.shadowRoot;
    if (shadow) {
      for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, headingLevel);
    } else if (el.localName === 'slot') {
      forEachFlatChild(el, (child) => visit(child, depth, headingLevel));
    } else {
      for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, headingLevel);
    }
  };

  const frameLevel = frameRegionLevel();
  if (frameLevel) {
    const withheld = document.documentElement ? countControls(document.documentElement) : 0;
    omitted.sensitive += withheld;
    emit({ depth: 0, role: 'region', name: '', fingerprint: null, states: { blocked: frameLevel, withheld: String(withheld) } });
  } else if (document.documentElement) {
    visit(document.documentElement, 0);
  }
  return {
    url: projectUrl(location.href),
    title: bound(document.title, 200),
    outline: lines.join('\n'),
    listed: lines.length,
    interactive,
    omitted,
    truncated: full,
    iframes,
    ownerPath: ownerPath(),
  };
}
