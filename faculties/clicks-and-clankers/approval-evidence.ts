// What an approval shows besides its binding, gathered in the extension when it is requested:
// the targets as the page shows them (name, role, place, the form they would submit), what that
// says about consequences, and a picture. All of it is evidence for the person; the binding decides.
import type { ActionContext } from './action-context.ts';
import { consequencesOf, type Consequence } from './consequence.ts';
import type { GrantBinding } from './grants.ts';
import type { Picture, PictureResult } from './picture.ts';
import { callRuntime } from './semantic/frame-call.ts';
import type { Target, ViewedTarget } from './semantic/protocol.ts';

/** The targets in the bound document, or a typed error (stale, not found, protected) before anyone is asked. */
export async function viewTargets(binding: Pick<GrantBinding, 'tabId' | 'frameId' | 'origin' | 'documentId'>, targets: Target[]): Promise<ViewedTarget[]> {
  if (!targets.length) return [];
  const reply = await callRuntime(binding.tabId, binding.frameId, binding.origin, 'view', { targets, submits: true, masks: false }, binding.documentId);
  return reply.value.targets;
}

/** Why acting on this target may spend money or cannot be undone: its name and the form it submits. */
export function targetConsequences(target: ViewedTarget | null): Consequence[] {
  return target ? consequencesOf({ names: target.name ? [target.name] : [], submits: target.submits }) : [];
}

/** The picture, or why there is none; taking it never fails the approval. */
export async function takePicture(ctx: Pick<ActionContext, 'picture'>, tabId: number, focus: ViewedTarget[], kind: Picture['kind']): Promise<{ picture: PictureResult; request: { focus: NonNullable<ViewedTarget['rect']>[]; kind: Picture['kind'] } }> {
  const request = { focus: focus.flatMap((t) => (t.rect ? [t.rect] : [])), kind };
  const picture = await ctx.picture(tabId, request).catch((err: unknown) => ({ missing: `No picture: ${err instanceof Error ? err.message : String(err)}` }));
  return { picture, request };
}
