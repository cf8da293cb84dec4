// What an approval shows of the page before anything runs: each target's role, accessible name
// and place on screen, the form an activation would submit (with the kinds of protected fields in
// it), and the boxes a picture of the tab must cover (protected fields and regions, and frames of
// other sites, which this frame cannot look into). Reads only; acts on nothing.
import { MAX_NAME_CHARS, bound } from '../limits.ts';
import type { PageView, Target, ViewArgs, ViewRect, ViewedTarget } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../../sdk/page/sensitivity.ts';
import { formFieldKinds, submitButtonForm } from '../../../sdk/page/submits.ts';
import { isTextField, defaultButton } from './activation.ts';
import { identify, refOf } from '../../../sdk/page/identity.ts';
import { accessibleName } from '../../../sdk/page/name.ts';
import { resolveTarget } from '../../../sdk/page/resolve.ts';
import { fieldReason, sensitivityOf } from '../../../sdk/page/sensitive.ts';
import { BridgeError } from '../../../../browser-bridge/errors.ts';
import { isVisible } from '../../../sdk/page/state.ts';
import { unpatchedOf } from '../../../sdk/page/unpatched.ts';
import { PathMemo, allElements, deepActiveElement } from '../../../sdk/page/tree.ts';

/** More boxes than this and the picture is not taken at all (covering everything would show nothing). */
const MAX_MASKS = 64;
/** How many documents deep a picture's masks look into same-origin frames. */
const MAX_FRAME_DEPTH = 4;

/** This frame's top-left corner in the top-level viewport; null when another site's frame is above it. */
function frameOffset(): { x: number; y: number } | null {
  let x = 0;
  let y = 0;
  try {
    for (let w: Window = window; w !== w.top; w = w.parent) {
      const host = w.frameElement;
      if (!host) return null;
      const r = host.getBoundingClientRect();
      x += r.left + host.clientLeft;
      y += r.top + host.clientTop;
    }
  } catch {
    return null;
  }
  return { x, y };
}

function shift(r: DOMRect, by: { x: number; y: number }): ViewRect {
  return { x: r.left + by.x, y: r.top + by.y, width: r.width, height: r.height };
}

function submitterForm(el: Element): HTMLFormElement | null {
  // A declarative page tool is a form: running it submits it.
  if (el instanceof HTMLFormElement) return el;
  const submitted = submitButtonForm(el);
  if (submitted) return submitted;
  // Enter in a form's text field submits it through its default button (implicit submission).
  if (isTextField(el) && el.form && defaultButton(el.form)) return el.form;
  return null;
}

function viewTarget(target: Target, submits: boolean, offset: { x: number; y: number } | null): ViewedTarget {
  const memo = new PathMemo();
  const el = resolveTarget(target, memo);
  // The action itself would refuse it: say so before anyone is asked.
  const reason = sensitivityOf(el);
  if (reason) throw new BridgeError('blocked-sensitive', `The target is a protected surface (${reason}): AI Echo never acts on it. Ask the person to do this part.`, { reason });
  return viewElement(el, submits, offset, memo);
}

/** The focused element (a key press without a target lands there); a protected one is refused like a named target. */
function viewFocused(offset: { x: number; y: number } | null): ViewedTarget | null {
  const el = deepActiveElement();
  if (!el || el === document.body || el === document.documentElement) return null;
  const reason = sensitivityOf(el);
  if (reason) throw new BridgeError('blocked-sensitive', `The focus is on a protected surface (${reason}): AI Echo never acts on it. Ask the person to do this part.`, { reason });
  return viewElement(el, true, offset, new PathMemo());
}

function viewElement(el: Element, submits: boolean, offset: { x: number; y: number } | null, memo: PathMemo): ViewedTarget {
  const form = submits ? submitterForm(el) : null;
  const ref = refOf(identify(el, memo));
  // What a Live Patch renamed is judged (and named) by what the page showed before it.
  const unpatched = unpatchedOf(el);
  return {
    ...ref,
    rect: offset && isVisible(el) ? shift(el.getBoundingClientRect(), offset) : null,
    submits: form ? { formName: bound(accessibleName(form, 'form', memo), MAX_NAME_CHARS), fields: formFieldKinds(form) } : null,
    ...(unpatched && (unpatched.name !== ref.name || unpatched.role !== ref.role) ? { unpatched } : {}),
  };
}

function onScreen(r: DOMRect, doc: Document): boolean {
  const view = doc.defaultView;
  return r.width > 0 && r.height > 0 && !!view && r.right > 0 && r.bottom > 0 && r.left < view.innerWidth && r.top < view.innerHeight;
}

/** Protected fields and regions, and frames this frame cannot look into, in one document and its same-origin frames. */
function collectMasks(doc: Document, offset: { x: number; y: number }, out: ViewRect[], depth: number): void {
  for (const el of allElements(doc)) {
    if (out.length > MAX_MASKS) return;
    const region = sensitiveRegionLevel(el.getAttribute('data-sensitivity')) !== null;
    const field = (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && fieldReason(el) !== null;
    const frame = el instanceof HTMLIFrameElement || el instanceof HTMLFrameElement;
    if (!region && !field && !frame) continue;
    const rect = el.getBoundingClientRect();
    if (!onScreen(rect, doc)) continue;
    if (!frame) {
      out.push(shift(rect, offset));
      continue;
    }
    let inner: Document | null = null;
    try {
      inner = (el as HTMLIFrameElement).contentDocument;
    } catch {
      inner = null;
    }
    // Another site's frame (a payment form, say) is never seen into: covered whole.
    if (!inner || depth >= MAX_FRAME_DEPTH) out.push(shift(rect, offset));
    else collectMasks(inner, { x: offset.x + rect.left + el.clientLeft, y: offset.y + rect.top + el.clientTop }, out, depth + 1);
  }
}

export function view(args: ViewArgs): PageView {
  const offset = frameOffset();
  const masks: ViewRect[] = [];
  if (args.masks) collectMasks(document, offset ?? { x: 0, y: 0 }, masks, 0);
  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    targets: args.targets.slice(0, 8).map((t, i) => viewTarget(t, args.submits && i === 0, offset)),
    masks: masks.slice(0, MAX_MASKS),
    tooManyMasks: masks.length > MAX_MASKS,
    ...(args.focused ? { focused: viewFocused(offset) } : {}),
  };
}
