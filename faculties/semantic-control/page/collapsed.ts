// Controls a person cannot see yet because what holds them is closed: a `<details>` that is not
// open, a disclosure or menu button with `aria-expanded="false"` and the part it controls, a tab
// that is not selected and its panel. Each closed part is listed with its opener (the visible
// control that shows it, as a snapshot line whose fingerprint a click can target) and the
// controls inside it as outline lines without fingerprints: they cannot be acted on until they
// show, and are found again in a fresh snapshot after the opener is clicked. A part nothing on
// screen opens (a `hidden` field with no opener, a honeypot) is never listed. Values are never
// read; protected fields show as `blocked:<reason>`; marked regions are counted, not entered.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { formatLine, type OutlineLine } from '../../sdk/outline.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { identify } from '../../sdk/page/identity.ts';
import { bound, MAX_NAME_CHARS } from '../../sdk/page/limits.ts';
import { accessibleName, collapse } from '../../sdk/page/name.ts';
import { remember } from '../../sdk/page/resolve.ts';
import { NAME_FROM_CONTENT, roleInfo } from '../../sdk/page/role.ts';
import { fieldReason, frameRegionLevel, regionLevelOf } from '../../sdk/page/sensitive.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { expandedOf, isVisible } from '../../sdk/page/state.ts';
import { allElements, forEachFlatChild, PathMemo } from '../../sdk/page/tree.ts';
import type { CollapsedArgs, CollapsedContainer, CollapsedKind, FrameCollapsed } from '../protocol.ts';
import { countControls, PLAIN_INPUT_TYPES, SKIP } from './walk.ts';


interface Found {
  kind: CollapsedKind;
  opener: Element;
  /** The closed parts it shows (a details element's content is everything but its summary). */
  parts: Element[];
}

/** Elements an IDREF list names, in the referring element's own tree. */
function byIds(el: Element, ids: string | null): Element[] {
  if (!ids) return [];
  const root = el.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((id) => root.getElementById(id))
    .filter((x): x is HTMLElement => x !== null);
}

/** Not rendered: what a person cannot see, whatever the reason (display, hidden, content-visibility). */
const shut = (el: Element) => !el.checkVisibility();

/** The part a disclosure without `aria-controls` shows: the element right after it (or after the heading it sits alone in), when that is closed. */
function nextClosed(opener: Element): Element[] {
  let at: Element = opener;
  const parent = opener.parentElement;
  if (parent && !opener.previousElementSibling && !opener.nextElementSibling && /^h[1-6]$|^(?:div|span|li|dt)$/.test(parent.localName)) at = parent;
  const next = at.nextElementSibling;
  return next && shut(next) ? [next] : [];
}

function openerOf(el: Element): Found | null {
  const tag = el.localName;
  if (tag === 'details' && !(el as HTMLDetailsElement).open) {
    const summary = [...el.children].find((c) => c.localName === 'summary');
    return summary ? { kind: 'details', opener: summary, parts: [...el.children].filter((c) => c !== summary) } : null;
  }
  if (!el.hasAttribute('aria-expanded') && !el.hasAttribute('aria-selected') && el.getAttribute('role') !== 'tab') return null;
  const role = el.getAttribute('role');
  if (role === 'tab') {
    if (el.getAttribute('aria-selected') === 'true') return null;
    let parts = byIds(el, el.getAttribute('aria-controls'));
    if (!parts.length && el.id) {
      const root = el.getRootNode() as Document | ShadowRoot;
      parts = [...root.querySelectorAll('[role=tabpanel][aria-labelledby]')].filter((p) => p.getAttribute('aria-labelledby')!.split(/\s+/).includes(el.id));
    }
    return { kind: 'tab', opener: el, parts };
  }
  if (el.getAttribute('aria-expanded') !== 'false' || tag === 'summary') return null;
  const controlled = byIds(el, el.getAttribute('aria-controls'));
  const parts = controlled.length ? controlled : nextClosed(el);
  const popup = el.getAttribute('aria-haspopup');
  const menu = (popup !== null && popup !== 'false' && popup !== 'dialog') || parts.some((p) => /^(?:menu|menubar|listbox)$/.test(p.getAttribute('role') ?? ''));
  return { kind: menu ? 'menu' : 'disclosure', opener: el, parts };
}

/** A control's name; content hidden with its container is read from the text itself when the name computation (which skips what is not rendered) found none. */
function nameOf(el: Element, role: string, memo: PathMemo): string {
  const name = accessibleName(el, role, memo);
  if (name || !NAME_FROM_CONTENT.has(role) || el.querySelector('[data-sensitivity],input,select,textarea')) return name;
  return bound(collapse(el.textContent ?? ''), MAX_NAME_CHARS);
}

interface Budget {
  controls: number;
  chars: number;
}

/** The controls inside one closed part, as lines at depth 1, within what is left of the budget. */
function controlsIn(parts: readonly Element[], memo: PathMemo, budget: Budget, seen: Set<Element>, omitted: FrameCollapsed['omitted']): { lines: string[]; more: number } {
  const lines: string[] = [];
  let more = 0;
  const formMemo = new Map<HTMLFormElement, boolean>();
  const visit = (el: Element): void => {
    if (SKIP.has(el.localName) || seen.has(el)) return;
    seen.add(el);
    if (sensitiveRegionLevel(el.getAttribute('data-sensitivity'))) {
      omitted.sensitive += countControls(el);
      return;
    }
    const info = roleInfo(el);
    if (info?.kind === 'control') {
      const states: OutlineLine['states'] = {};
      const blocked = fieldReason(el, formMemo);
      if (blocked) states.blocked = blocked;
      if (el instanceof HTMLInputElement && !PLAIN_INPUT_TYPES.has(el.type)) states.type = el.type;
      // An opener inside (a closed section in a closed tab) says so: a request to open it finds it by that.
      if (expandedOf(el) === false) states.collapsed = true;
      const line = formatLine({ depth: 1, role: info.role, name: nameOf(el, info.role, memo), fingerprint: null, states });
      const chars = line.length + 1;
      if (budget.controls < 1 || chars > budget.chars) more++;
      else {
        lines.push(line);
        budget.controls--;
        budget.chars -= chars;
      }
      // A select's options and a control's inner parts are not controls of their own here.
      if (el instanceof HTMLSelectElement || info.role !== 'generic') return;
    }
    forEachFlatChild(el, visit);
  };
  for (const part of parts) visit(part);
  return { lines, more };
}

export function collapsed(args: CollapsedArgs): FrameCollapsed {
  if (!(args.maxContainers >= 1 && args.maxControls >= 1 && args.maxChars >= 1)) throw new BridgeError('invalid-input', 'collapsed needs positive limits.');
  const url = projectUrl(location.href);
  const result: FrameCollapsed = { url, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
  // A frame inside a marked region of its parent is withheld whole.
  if (frameRegionLevel()) return result;
  const memo = new PathMemo();
  const budget: Budget = { controls: args.maxControls, chars: args.maxChars };
  const seen = new Set<Element>();
  const shown = new Set<Element>();
  for (const el of allElements()) {
    const found = openerOf(el);
    if (!found) continue;
    // Only what a person could open now: a visible opener outside marked regions, over parts that are closed.
    const parts = found.parts.filter((p) => shut(p) && !shown.has(p));
    if (!parts.length || !isVisible(found.opener) || regionLevelOf(found.opener)) continue;
    const id = identify(found.opener, memo);
    if (!id.fingerprint) continue;
    const { lines, more } = controlsIn(parts, memo, budget, seen, result.omitted);
    for (const p of parts) shown.add(p);
    if (!lines.length && !more) continue;
    if (result.containers.length >= args.maxContainers) {
      result.omitted.containers++;
      result.omitted.controls += lines.length + more;
      continue;
    }
    remember(id.fingerprint, found.opener);
    const opener = formatLine({ depth: 0, role: id.role, name: id.name, fingerprint: id.fingerprint, states: found.kind === 'tab' ? {} : { collapsed: true } });
    const container: CollapsedContainer = { kind: found.kind, opener, controls: lines, more };
    result.omitted.controls += more;
    result.containers.push(container);
  }
  return result;
}
