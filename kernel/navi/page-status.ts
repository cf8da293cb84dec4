// Why a page tool failed, in the page's own words. A page tool that throws often reaches the Navi
// only as "the invocation failed", while the page writes its reason where a person would read it:
// its status or alert line ("3:00 PM on Tuesday is already taken"). After such a failure the
// Navi reads that line (an outline and an extract: reads, no approval) and quotes it as
// untrusted page text.
import { call, EXTRACT, outlineLines, SNAPSHOT } from './results.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';

const LIVE = new Set(['status', 'alert']);

/** The next read to make, the page's own words (a sentence), or null when the page says nothing. */
export function failureShown(ctx: StepContext, failed: Result): Extract<StepDecision, { kind: 'call' }> | string | null {
  const after = ctx.mine.slice(ctx.mine.indexOf(failed) + 1);
  const snap = after.find((r) => r.call.name === SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, "The page's tool failed without saying why: read the page's status line for its reason.");
  if (!snap.ok) return null;
  const live = outlineLines(snap).filter((l) => LIVE.has(l.role) && l.fingerprint);
  for (const line of live) {
    const read = after.find((r) => r.call.name === EXTRACT && (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === line.fingerprint);
    if (!read) return call(EXTRACT, { target: { fingerprint: line.fingerprint }, include: ['text'] }, `Read the page's ${line.role} line for why it failed.`);
    const text = read.ok ? String((read.result.data as { text?: unknown }).text ?? '').trim() : '';
    if (text) return text.slice(0, 300);
  }
  return null;
}
