// What an approval shows of the page before anything runs: each target's role, accessible name
// (and, after a Live Patch, the one it had before) and place on screen, and the form an activation
// would submit (with the kinds of protected fields in it). What its picture covers is measured by
// screen-regions.ts, the one masking routine of every picture. Reads only; acts on nothing.
import { MAX_NAME_CHARS, bound } from '../limits.ts';
import type { PageView, Target, ViewArgs, ViewRect, ViewedTarget } from '../protocol.ts';
import { formFieldKinds, submitButtonForm } from '../../sdk/page/submits.ts';
import { isTextField, defaultButton } from './activation.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { accessibleName } from '../../sdk/page/name.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { sensitivityOf } from '../../sdk/page/sensitive.ts';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { isVisible } from '../../sdk/page/state.ts';
import { unpatchedOf } from '../../sdk/page/unpatched.ts';
import { PathMemo, deepActiveElement } from '../../sdk/page/tree.ts';

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

export function view(args: ViewArgs): PageView {
  const offset = frameOffset();
  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    targets: args.targets.slice(0, 8).map((t, i) => viewTarget(t, args.submits && i === 0, offset)),
    ...(args.focused ? { focused: viewFocused(offset) } : {}),
  };
}
