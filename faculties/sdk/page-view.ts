// What an approval shows of a page before anything runs, as the semantic runtime's `view`
// answers it (faculties/semantic-control/page/view.ts): the targets as the page shows
// them and the form an activation would submit. Shared by every
// Faculty's approval request, the extension's picture code and the runtime's own judgement.
import type { Target, TargetRef } from './page/element.ts';
import type { SensitiveReason } from './page/sensitivity.ts';
import type { UnpatchedIdentity } from './page/unpatched.ts';

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
  /** Also view the element that has the focus: what a change without a target (a key press) acts on. */
  focused?: boolean;
}

/**
 * What a change the site allowance covers is judged by, in the page, in the same task that then
 * runs it: its target, the element that has the focus (a key press without a target), or, for
 * an edit of the page itself (a Live Patch), every control the edit reaches (the Live Patch
 * runtime judges that; the semantic runtime has nothing to judge).
 */
export type Judged = { target: Target } | { focused: true } | { edits: true };
export type JudgedKind = 'target' | 'focused' | 'edits';

export function judgedKind(what: Judged): JudgedKind {
  return 'target' in what ? 'target' : 'focused' in what ? 'focused' : 'edits';
}

export interface ViewedTarget extends TargetRef {
  /** Where it is on screen; null when not rendered or when this frame's place is unknown (another site's frame above it). */
  rect: ViewRect | null;
  /** The form this action would submit, and the kinds of protected fields in it. */
  submits: { formName: string; fields: SensitiveReason[] } | null;
  /** Its role and name before a Live Patch of this document changed them (absent when none did). */
  unpatched?: UnpatchedIdentity;
}

export interface PageView {
  /** The top-level viewport as this frame can tell (its own, in a frame). */
  viewport: { width: number; height: number };
  targets: ViewedTarget[];
  /** With `focused`: the element that has the focus, with the form it would submit; null when none (the page itself). */
  focused?: ViewedTarget | null;
}

/** The view that shows what a change acts on: its target (with the form it would submit), or the focused element. */
export function judgedView(what: Judged): ViewArgs {
  if ('target' in what) return { targets: [what.target], submits: true };
  return 'focused' in what ? { targets: [], submits: false, focused: true } : { targets: [], submits: false };
}

/** What `judgedView(what)` answered about the element the change acts on; null when there is none. */
export function judgedOf(view: PageView, what: Judged): ViewedTarget | null {
  return ('target' in what ? view.targets[0] : 'focused' in what ? view.focused : null) ?? null;
}

/** Where a picture's masks and crop go: measured by the page runtime before and after a capture. */
export interface ScreenRegions {
  url: string;
  viewport: { width: number; height: number };
  /** Protected fields, marked regions and other sites' frames, to be painted over. */
  mask: ViewRect[];
  target?: { ref: TargetRef; rect: ViewRect };
}

/**
 * What the host's approval evidence asks a page runtime: the targets as the page shows them, and
 * the screen regions a picture masks. The semantic-control Faculty provides the runtime that
 * answers it (`host.provideEvidenceRuntime` in its `activate`).
 */
export interface EvidenceApi {
  view: { args: ViewArgs; result: PageView };
  screenRegions: { args: { target?: Target }; result: ScreenRegions };
}
