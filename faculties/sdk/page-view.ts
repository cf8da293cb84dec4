// What an approval shows of a page before anything runs, as the semantic runtime's `view`
// answers it (faculties/clicks-and-clankers/semantic/page/view.ts): the targets as the page shows
// them, the form an activation would submit, and the boxes a picture must cover. Shared by every
// Faculty's approval request, the extension's picture code and the runtime's own judgement.
import type { Target, TargetRef } from './page/element.ts';
import type { SensitiveReason } from './page/sensitivity.ts';

export interface ViewRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What an approval shows of a page before anything runs (view.ts): read only, acts on nothing. */
export interface ViewArgs {
  targets: Target[];
  /** The action activates its first target: report the form that would submit. */
  submits: boolean;
  /** Also list the boxes a picture must cover: protected fields and regions, other sites' frames. */
  masks: boolean;
  /** Also view the element that has the focus: what a change without a target (a key press) acts on. */
  focused?: boolean;
}

/**
 * What a change the site allowance covers is judged by, in the page, in the same task that then
 * runs it: its target, or the element that has the focus (a key press without a target).
 */
export type Judged = { target: Target } | { focused: true };

export interface ViewedTarget extends TargetRef {
  /** Where it is on screen; null when not rendered or when this frame's place is unknown (another site's frame above it). */
  rect: ViewRect | null;
  /** The form this action would submit, and the kinds of protected fields in it. */
  submits: { formName: string; fields: SensitiveReason[] } | null;
}

export interface PageView {
  /** The top-level viewport as this frame can tell (its own, in a frame). */
  viewport: { width: number; height: number };
  targets: ViewedTarget[];
  masks: ViewRect[];
  /** More protected boxes than a picture may cover one by one: no picture of this tab. */
  tooManyMasks: boolean;
  /** With `focused`: the element that has the focus, with the form it would submit; null when none (the page itself). */
  focused?: ViewedTarget | null;
}

/** The view that shows what a change acts on: its target (with the form it would submit), or the focused element. */
export function judgedView(what: Judged): ViewArgs {
  return 'target' in what ? { targets: [what.target], submits: true, masks: false } : { targets: [], submits: false, masks: false, focused: true };
}

/** What `judgedView(what)` answered about the element the change acts on; null when there is none. */
export function judgedOf(view: PageView, what: Judged): ViewedTarget | null {
  return ('target' in what ? view.targets[0] : view.focused) ?? null;
}
