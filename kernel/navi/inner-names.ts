// A tree item, row or list item whose accessible name is only the names of the controls it holds
// (a tree item holding a button "Deploy runbook"; a space's item named after every page under it)
// is the same target as those controls, not another: a person naming it means the inner control,
// and asking "the tree item or the button?" would ask about one thing twice.
import { contentStems } from './words.ts';

/** What this module reads of a control (target-resolver.ts's Control, which imports this module). */
interface Control {
  line: { role: string; name: string; depth: number; frameId: number };
  namedByInside?: true;
}

/** Roles that hold other controls and take their name from them. */
const HOLDERS = new Set(['treeitem', 'row', 'listitem', 'article', 'gridcell', 'cell']);

/**
 * Whether the holder at `at` is named only by the controls that follow it (the outline nests
 * landmarks, not controls, so what a tree item holds comes after it, as deep or deeper): its name
 * read off from their names in order, a name said twice in a row (an item and its own button)
 * read once.
 */
function namedByFollowing(controls: readonly Control[], at: number): boolean {
  const holder = controls[at]!;
  let rest = holder.line.name.trim();
  let last = '';
  for (let i = at + 1; i < controls.length && rest; i++) {
    const c = controls[i]!;
    if (c.line.frameId !== holder.line.frameId || c.line.depth < holder.line.depth) return false;
    const name = c.line.name.trim();
    if (!name || name === last) continue;
    if (!rest.startsWith(name)) return false;
    rest = rest.slice(name.length).trim();
    last = name;
    if (!contentStems(rest).length) return true;
  }
  return false;
}

/** Marks each holder named only by what it holds (`namedByInside`), in place; the controls in page order. */
export function markNameHolders<C extends Control>(controls: C[]): C[] {
  controls.forEach((c, i) => {
    if (HOLDERS.has(c.line.role) && namedByFollowing(controls, i)) c.namedByInside = true;
  });
  return controls;
}

/** Of candidates for one target, those that are not a holder named by what it holds (its inner control stands for it); all when none is left. */
export function preferInner<T>(candidates: readonly T[], controlOf: (t: T) => Control): T[] {
  const kept = candidates.filter((t) => !controlOf(t).namedByInside);
  return kept.length && kept.length < candidates.length ? kept : [...candidates];
}
