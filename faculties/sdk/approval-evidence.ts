// What an approval shows besides its binding, gathered in the extension when it is requested:
// the targets as the page shows them (name, role, place, the form they would submit), what that
// says about consequences, and a picture. All of it is evidence for the person; the binding decides.
import type { ActionContext } from './action-context.ts';
import type { GrantBinding } from './grants.ts';
import type { Target } from './page/element.ts';
import { judgedOf, judgedView, type Judged, type ViewedTarget } from './page-view.ts';
import type { Picture, PictureResult } from './picture.ts';
import { FOCUS_WHEN_ABSENT, PAGE_EDITS, PASSIVE_TARGET } from './schema.ts';

/** The targets in the bound document, or a typed error (stale, not found, protected) before anyone is asked. */
export async function viewTargets(ctx: Pick<ActionContext, 'view'>, binding: Pick<GrantBinding, 'tabId' | 'origin' | 'documentId'>, targets: Target[]): Promise<ViewedTarget[]> {
  if (!targets.length) return [];
  return (await ctx.view({ tabId: binding.tabId, documentId: binding.documentId }, binding.origin, { targets, submits: true })).targets;
}

/** The schema keyword on one of an action's input properties (`target` unless named), if it has it. */
function targetMark(inputSchema: unknown, keyword: string, property = 'target'): boolean {
  const marked = (inputSchema as { properties?: Record<string, Record<string, unknown> | undefined> } | null)?.properties?.[property];
  return !!marked && marked[keyword] === true;
}

/** The action's schema declares that, given no target, it acts on the focused element (`FOCUS_WHEN_ABSENT`). */
export function actsOnFocus(inputSchema: unknown): boolean {
  return targetMark(inputSchema, FOCUS_WHEN_ABSENT);
}

/**
 * What a change may set off, to judge its consequences: its target, unless the action declares it
 * never activates it (`PASSIVE_TARGET`: a scroll, a hover); for an action that declares it acts on
 * the focus when given none (a key press), the element that has the focus when it runs, so the
 * focus in a payment form is judged like a click on its button; for edits of the page itself
 * (`PAGE_EDITS`), every control they reach. Null when nothing is.
 */
export function whatToJudge(target: Target | undefined, inputSchema: unknown): Judged | null {
  if (target) return targetMark(inputSchema, PASSIVE_TARGET) ? null : { target };
  if (targetMark(inputSchema, PAGE_EDITS, 'operations')) return { edits: true };
  return actsOnFocus(inputSchema) ? { focused: true } : null;
}

/** `whatToJudge` as the bound document shows it now. */
export async function judgedTarget(
  ctx: Pick<ActionContext, 'view'>,
  binding: Pick<GrantBinding, 'tabId' | 'origin' | 'documentId'>,
  target: Target | undefined,
  inputSchema: unknown,
): Promise<ViewedTarget | null> {
  const what = whatToJudge(target, inputSchema);
  if (!what) return null;
  return judgedOf(await ctx.view({ tabId: binding.tabId, documentId: binding.documentId }, binding.origin, judgedView(what)), what);
}

/** The picture, or why there is none; taking it never fails the approval. */
export async function takePicture(ctx: Pick<ActionContext, 'picture'>, tabId: number, focus: ViewedTarget[], kind: Picture['kind']): Promise<{ picture: PictureResult; request: { focus: NonNullable<ViewedTarget['rect']>[]; kind: Picture['kind'] } }> {
  const request = { focus: focus.flatMap((t) => (t.rect ? [t.rect] : [])), kind };
  const picture = await ctx.picture(tabId, request).catch((err: unknown) => ({ missing: `No picture: ${err instanceof Error ? err.message : String(err)}` }));
  return { picture, request };
}
