// "start the holiday lights" on a page whose visible controls each meet one word ("Porch lights",
// "Holiday mode"), while a closed tab holds "Run Holiday lights": several weak matches on screen
// are not a reason to ask when one control inside a closed part carries more of the request's
// words than any of them. That control is reached by opening its part first (hidden-controls.ts).
import { affordancesOf, chooseAffordance, rankAffordances, type RankRequest } from './affordances.ts';
import { COLLAPSED, hiddenControlsOf, openToReach, pinnedHidden } from './hidden-controls.ts';
import { call, lastOf } from './results.ts';
import type { Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';

/** The opener of the closed part whose control names more of the request than anything visible; a read of the closed parts first; or null. */
export function hiddenBetter(ctx: StepContext, req: RankRequest, visible: readonly Control[]): { opener: Control } | StepDecision | null {
  if (pinnedHidden(ctx)) return null;
  const shown = rankAffordances(affordancesOf(visible), req);
  // The verb said by a control's own name ("Approve …" for "approve …") counts as one more word it names.
  const naming = (r: { named: number; saysVerb?: boolean }) => r.named + (r.saysVerb ? 1 : 0);
  const bestShown = Math.max(0, ...shown.map(naming));
  const r = lastOf(ctx.mine, COLLAPSED);
  if (!r) return call(COLLAPSED, {}, 'What is on screen fits only in part: look inside the page\'s closed sections, tabs and menus for a closer fit.');
  if (!r.ok) return null;
  const hidden = hiddenControlsOf(r);
  const ranked = rankAffordances(affordancesOf(hidden.map((h, index) => ({ ...h.control, index }))), req);
  const choice = chooseAffordance(ranked);
  if (choice.kind !== 'one') return null;
  const top = ranked.find((x) => x.affordance === choice.affordance)!;
  if (naming(top) < Math.max(2, bestShown + 1) || typeof top.affordance.control.line.states.blocked === 'string') return null;
  return openToReach(ctx, hidden[top.affordance.control.index]!);
}
