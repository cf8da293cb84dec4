// Targets to elements: exactly one, or a typed error. Fingerprints resolve through a memo the
// snapshot fills (checked again before use, so a reused element under a changed name or place
// does not answer), falling back to recomputing every listable element of the frame.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { isFingerprint } from './fingerprint.ts';
import type { Target } from './element.ts';
import { FINGERPRINT_CACHE_MAX } from './limits.ts';
import { identify } from './identity.ts';
import { listableRole } from './clickable.ts';
import { PathMemo, allElements, deepQuerySelectorAll } from './tree.ts';

const remembered = new Map<string, WeakRef<Element>>();

/** Called by the snapshot walk and the full scan for every fingerprint they compute. */
export function remember(fp: string, el: Element): void {
  // Most lines name what the last snapshot named: keep its reference rather than make another.
  if (remembered.get(fp)?.deref() === el) return;
  if (remembered.size >= FINGERPRINT_CACHE_MAX) remembered.clear();
  remembered.set(fp, new WeakRef(el));
}

function byFingerprint(fp: string, memo: PathMemo): Element {
  if (!isFingerprint(fp)) throw new BridgeError('invalid-input', `"${fp}" is not a fingerprint (8 lower-case letters or digits from a snapshot).`);
  const known = remembered.get(fp)?.deref();
  if (known?.isConnected && identify(known, memo).fingerprint === fp) return known;
  const matches: Element[] = [];
  for (const el of allElements()) {
    const info = listableRole(el);
    if (!info) continue;
    const id = identify(el, memo, info);
    if (id.fingerprint === null) continue;
    remember(id.fingerprint, el);
    if (id.fingerprint === fp) matches.push(el);
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new BridgeError('target-ambiguous', `Fingerprint ${fp} matches ${matches.length} elements in this frame; use a selector or a fresh snapshot.`, { matches: matches.length });
  }
  throw new BridgeError(
    'stale',
    `Fingerprint ${fp} no longer matches anything in this frame: the element changed (role, name or position) or is gone. Take a fresh snapshot.`,
    { fingerprint: fp },
  );
}

function bySelector(selector: string): Element {
  let matches: Element[];
  try {
    matches = deepQuerySelectorAll(selector);
  } catch {
    throw new BridgeError('invalid-input', `"${selector}" is not a valid CSS selector.`);
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new BridgeError('target-not-found', `No element in this frame matches the selector ${JSON.stringify(selector)}.`, { selector });
  throw new BridgeError(
    'target-ambiguous',
    `The selector ${JSON.stringify(selector)} matches ${matches.length} elements in this frame; make it match exactly one, or use a fingerprint.`,
    { selector, matches: matches.length },
  );
}

/** Inside `resolvingOnce`: the target the judgement resolved first; null outside it and once handed on. */
let judged: { key: string; el: Element } | null = null;
let judging = false;

const keyOf = (target: Target) => ('fingerprint' in target ? `f:${target.fingerprint}` : `s:${target.selector}`);

/**
 * Runs a judgement, then the change it judged, in this task: the change's first lookup gets the
 * element the judgement resolved for the same target without finding it again. Nothing of the page
 * runs in between (one task, and every action looks up its target before it sends any event), so
 * it is the element a second lookup would find. Any later lookup finds afresh.
 */
export function resolvingOnce<T>(judge: () => void, act: () => T): T {
  judging = true;
  try {
    judge();
    judging = false;
    return act();
  } finally {
    judging = false;
    judged = null;
  }
}

export function resolveTarget(target: Target, memo: PathMemo = new PathMemo()): Element {
  const handed = judging ? null : judged;
  judged = null;
  if (handed && handed.key === keyOf(target)) return handed.el;
  const el = 'fingerprint' in target ? byFingerprint(target.fingerprint, memo) : bySelector(target.selector);
  if (judging) judged = { key: keyOf(target), el };
  return el;
}
