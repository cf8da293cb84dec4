// What an element was called before any Live Patch of this document touched it. The Live Patch
// runtime records it (faculties/live-patch/page/patcher.ts) for every control a patch may reach,
// before the first change; the semantic runtime's view reads it, so a change is judged, and
// named in its approval, by what the page showed before a patch renamed or re-roled it. Both
// runtimes run in the extension's isolated world of the frame, which page scripts cannot reach:
// the record lives on that world's global, kept with the document and dropped with it.
import type { TargetRef } from './element.ts';

/** An element's role and accessible name as the page showed them before any patch. */
export type UnpatchedIdentity = Pick<TargetRef, 'role' | 'name'>;

const GLOBAL = '__aiEchoUnpatched';

function registry(): WeakMap<Element, UnpatchedIdentity> {
  const g = globalThis as Record<string, unknown>;
  let known = g[GLOBAL] as WeakMap<Element, UnpatchedIdentity> | undefined;
  if (!known) {
    known = new WeakMap();
    Object.defineProperty(globalThis, GLOBAL, { value: known, configurable: false, enumerable: false, writable: false });
  }
  return known;
}

/** Records `el` as it is now, unless a record exists (the first one is from before any patch). */
export function rememberUnpatched(el: Element, identity: () => UnpatchedIdentity): void {
  const known = registry();
  if (!known.has(el)) known.set(el, identity());
}

/** The role and name `el` had before the first patch that reached it; null when none did. */
export function unpatchedOf(el: Element): UnpatchedIdentity | null {
  return registry().get(el) ?? null;
}
