// Which outline lines fit the caller's limits, and what the rest adds up to. Pure, so the
// choice is tested alone; the page runtime measures the lines and ranks them (viewport first,
// then lines relevant to a query, then document order).
//
// Lines are taken in rank order, each with the landmarks around it (a line without its landmark
// reads out of context), until the next one does not fit; then everything not taken is counted
// on the nearest taken landmark (`more=N`) or as the frame's rest, and can be paged through.

export interface Candidate {
  /** The enclosing landmark's index in the candidate list, or -1. */
  parent: number;
  /** Lower is taken first; equal ranks keep document order. */
  rank: number;
  /** Landmarks can carry a `more=N` count of what was not taken inside them. */
  landmark: boolean;
  /** Cost of the line in UTF-8 bytes (with its newline). */
  bytes: number;
  /** Cost of the line in characters of JSON (with its escaped newline). */
  chars: number;
}

export interface LineLimits {
  lines: number;
  bytes: number;
  chars: number;
}

export interface Selection {
  /** Indexes of the lines taken, in document order. */
  taken: number[];
  /** Lines not taken inside each taken landmark (by index); only non-zero counts. */
  moreIn: Map<number, number>;
  /** Lines not taken, in document order. */
  rest: number[];
}

/** ` more=` and the widest count a landmark can carry: reserved when a landmark is taken. */
export function moreReserve(total: number): number {
  return ' more='.length + String(total).length;
}

export function selectLines(candidates: readonly Candidate[], limits: LineLimits): Selection {
  const n = candidates.length;
  const order = Array.from({ length: n }, (_, i) => i);
  // Stable: equal ranks stay in document order.
  if (candidates.some((c) => c.rank !== 0)) order.sort((a, b) => candidates[a]!.rank - candidates[b]!.rank || a - b);
  const taken = new Uint8Array(n);
  const reserve = moreReserve(n);
  let lines = 0;
  let bytes = 0;
  let chars = 0;
  const pending: number[] = [];
  for (const i of order) {
    if (taken[i]) continue;
    pending.length = 0;
    for (let j = i; j >= 0 && !taken[j]; j = candidates[j]!.parent) pending.push(j);
    let addLines = 0;
    let addBytes = 0;
    let addChars = 0;
    for (const j of pending) {
      const c = candidates[j]!;
      addLines++;
      addBytes += c.bytes + (c.landmark ? reserve : 0);
      addChars += c.chars + (c.landmark ? reserve : 0);
    }
    if (lines + addLines > limits.lines || bytes + addBytes > limits.bytes || chars + addChars > limits.chars) break;
    for (const j of pending) taken[j] = 1;
    lines += addLines;
    bytes += addBytes;
    chars += addChars;
  }
  const result: Selection = { taken: [], moreIn: new Map(), rest: [] };
  for (let i = 0; i < n; i++) {
    if (taken[i]) {
      result.taken.push(i);
      continue;
    }
    result.rest.push(i);
    let p = candidates[i]!.parent;
    while (p >= 0 && !taken[p]) p = candidates[p]!.parent;
    if (p >= 0) result.moreIn.set(p, (result.moreIn.get(p) ?? 0) + 1);
  }
  return result;
}
