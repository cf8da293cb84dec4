// "Who approved the refund?", "who deleted the old repo?": a question about who did something is
// answered by the page's record of what was done (a tab named "Activity", "History", "Audit log",
// "Changes"), not by the list that shows how things are now. When the page has one such tab, not
// open, it is opened (an ordinary approved click) and the answer read from what it shows.
import nlp from 'compromise';
import { call, FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK } from './results.ts';
import { controlsOf, targetOf } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';

/** General names for a record of what was done. */
const HISTORY = /\b(?:log|logs|history|activity|activities|audit|changes|changelog|events|timeline|journal)\b/i;

/** Whether the question asks who did something ("who changed …", "who sent …"). */
export function asksWhoDid(question: string): boolean {
  return /^\s*who\b/i.test(question) && nlp(question).match('^who #PastTense').found;
}

/** The plan that opens the page's history tab to answer a "who did …" question, then `read`s it; null when it does not apply. */
export function historyTab(ctx: StepContext, reason: string, read: (ctx: StepContext) => StepDecision): StepDecision | null {
  if (!asksWhoDid(ctx.step.text)) return null;
  const snap = ctx.mine.find((r) => r.call.name === SNAPSHOT);
  if (!snap?.ok) return null;
  const tabs = controlsOf(outlineLines(snap)).filter((c) => c.line.role === 'tab' && HISTORY.test(c.line.name));
  if (tabs.length !== 1 || tabs[0]!.line.states.selected === true) return null;
  const tab = tabs[0]!;
  const at = ctx.mine.findIndex((r) => r.call.name === CLICK && (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === tab.line.fingerprint);
  if (at >= 0) return ctx.mine[at]!.ok ? read({ ...ctx, mine: ctx.mine.slice(at + 1) }) : null;
  if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool answers this).");
  return call(CLICK, targetOf(tab), `Who did what is in the page's ${JSON.stringify(tab.line.name)}: open it to read the answer there.`);
}
