// Which controls a Live Patch reaches, and which of them may set something off (spend money,
// cannot be undone: faculties/sdk/consequence.ts). A patch reaches a control when it edits the
// control itself, something inside it (its text, its price), something that labels or describes
// it, or a container around it (hiding it hides the control). Controls are judged by what they
// were called before any patch of this document (sdk/page/unpatched.ts), as well as now. What a
// patch does to a control it does not reach this way (covering it, hiding it from afar) is
// measured around the change itself (`watchConsequential`).
import { targetConsequences, priceIn } from '../../sdk/consequence.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { accessibleName, textOf } from '../../sdk/page/name.ts';
import { roleInfo } from '../../sdk/page/role.ts';
import { isVisible } from '../../sdk/page/state.ts';
import { formFieldKinds, submitButtonForm } from '../../sdk/page/submits.ts';
import { PathMemo, allElements, composedContains, composedParent } from '../../sdk/page/tree.ts';
import { rememberUnpatched, unpatchedOf } from '../../sdk/page/unpatched.ts';
import type { ConsequentialTouch } from '../protocol.ts';

/** Its control role, from its markup or, when a role attribute hides it, from its tag. */
function controlRole(el: Element): string | null {
  for (const info of [roleInfo(el), roleInfo(el, true)]) if (info?.kind === 'control') return info.role;
  return null;
}

/** Controls whose name `el`'s text or attributes feed: aria-labelledby / aria-describedby of its id, and the control of a label. */
function labelled(el: Element, out: Set<Element>): void {
  const root = el.getRootNode() as Document | ShadowRoot;
  if (el.id && 'querySelectorAll' in root) {
    const id = CSS.escape(el.id);
    for (const c of root.querySelectorAll(`[aria-labelledby~="${id}"], [aria-describedby~="${id}"]`)) out.add(c);
  }
  if (el instanceof HTMLLabelElement && el.control) out.add(el.control);
}

/** Every control a patch on `el` reaches (see the file comment). */
export function reachedControls(el: Element): Element[] {
  const out = new Set<Element>();
  for (let n: Element | null = el; n; n = composedParent(n)) {
    if (controlRole(n)) out.add(n);
    labelled(n, out);
  }
  for (const inner of allElements(el)) {
    if (controlRole(inner)) out.add(inner);
    labelled(inner, out);
  }
  return [...out];
}

/** What acting on the control may set off, judged by its name now and before any patch, and the form it submits. */
function judgeControl(el: Element, memo: PathMemo): ConsequentialTouch | null {
  const now = refOf(identify(el, memo));
  const role = controlRole(el) ?? now.role;
  const before = unpatchedOf(el);
  const form = submitButtonForm(el);
  const consequences = targetConsequences({
    ...now,
    role,
    rect: null,
    submits: form ? { formName: accessibleName(form, 'form', memo), fields: formFieldKinds(form) } : null,
    ...(before ? { unpatched: before } : {}),
  });
  if (!consequences.length) return null;
  return { role: before?.role ?? role, name: before?.name ?? now.name, consequences };
}

/**
 * Records, before the first change, what each control the patch reaches is called, so later
 * judgements (and approvals) read the unpatched name.
 */
export function rememberReached(controls: readonly Element[], memo: PathMemo): void {
  for (const el of controls) rememberUnpatched(el, () => ({ role: controlRole(el) ?? refOf(identify(el, memo)).role, name: refOf(identify(el, memo)).name }));
}

/** The consequential controls the patch's targets reach, and the prices it edits, deduplicated. */
export function consequentialTouches(targets: readonly Element[], memo: PathMemo): ConsequentialTouch[] {
  const out: ConsequentialTouch[] = [];
  const seen = new Set<Element>();
  for (const el of targets) {
    for (const control of reachedControls(el)) {
      if (seen.has(control)) continue;
      seen.add(control);
      const touch = judgeControl(control, memo);
      if (touch) out.push(touch);
    }
    const price = priceIn(textOf(el, 2000, true));
    if (price) out.push({ role: 'text', name: price, consequences: [{ kind: 'spends-money', because: `it edits a price the page shows ("${price}")` }] });
  }
  return out;
}

interface Watched {
  el: Element;
  touch: ConsequentialTouch;
  name: string;
  visible: boolean;
  /** On screen, but something else is on top of its middle. */
  covered: boolean;
}

/** The element the point lands on, looking into open shadow roots. */
function topmostAt(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

function measure(el: Element, memo: PathMemo): Pick<Watched, 'name' | 'visible' | 'covered'> {
  const visible = isVisible(el);
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const onScreen = visible && x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
  return { name: refOf(identify(el, memo)).name, visible, covered: onScreen && !composedContains(el, topmostAt(x, y)) };
}

/**
 * Every consequential control of the document as it is now (named, seen, uncovered): `changed()`
 * then lists those the change in between renamed, hid or covered (one that only moved, on screen
 * or off it, is not changed). Synchronous, in
 * the task that makes the change, so the page paints nothing in between.
 */
export function watchConsequential(): { changed(): { el: Element; touch: ConsequentialTouch }[] } {
  const memo = new PathMemo();
  const watched: Watched[] = [];
  for (const el of allElements(document)) {
    if (!controlRole(el)) continue;
    const touch = judgeControl(el, memo);
    if (touch) watched.push({ el, touch, ...measure(el, memo) });
  }
  return {
    changed() {
      const after = new PathMemo();
      return watched
        .filter((w) => {
          const now = measure(w.el, after);
          return !w.el.isConnected || now.name !== w.name || (w.visible && !now.visible) || (!w.covered && now.covered);
        })
        .map((w) => ({ el: w.el, touch: w.touch }));
    },
  };
}
