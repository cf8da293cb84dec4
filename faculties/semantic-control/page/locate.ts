// How a capability names an element it found (a search match, a picture, a player, the focused
// field) so the Navi can act on it next: its fingerprint when it is listable, else a CSS selector
// that matches exactly it (checked), else none. Never coordinates.
import { MAX_SELECTOR_CHARS } from '../limits.ts';
import type { Target, TargetRef } from '../protocol.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { deepQuerySelectorAll, type PathMemo } from '../../sdk/page/tree.ts';

export interface Located extends TargetRef {
  /** A target for the next call, or null when no unique one exists. */
  target: Target | null;
}

/** `tag:nth-of-type(n)` steps up to the element's tree root, or up to an element with a unique id. */
function selectorOf(el: Element): string | null {
  const root = el.getRootNode() as Document | ShadowRoot;
  const steps: string[] = [];
  for (let n: Element | null = el; n; n = n.parentElement) {
    if (n.id && root.querySelectorAll(`#${CSS.escape(n.id)}`).length === 1) {
      steps.unshift(`#${CSS.escape(n.id)}`);
      break;
    }
    const parent = n.parentElement;
    if (!parent) {
      steps.unshift(n.localName);
      break;
    }
    let index = 1;
    for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === n.localName) index++;
    steps.unshift(`${n.localName}:nth-of-type(${index})`);
  }
  const selector = steps.join(' > ');
  if (selector.length > MAX_SELECTOR_CHARS) return null;
  // A path inside a shadow root may also match in another root: used only when unique everywhere.
  const matches = deepQuerySelectorAll(selector);
  return matches.length === 1 && matches[0] === el ? selector : null;
}

export function locate(el: Element, memo: PathMemo): Located {
  const ref = refOf(identify(el, memo));
  if (ref.fingerprint) return { ...ref, target: { fingerprint: ref.fingerprint } };
  const selector = selectorOf(el);
  return { ...ref, target: selector ? { selector } : null };
}
