// How the built-in Navi keeps track of a request without keeping state: each time it is asked
// for the next step, it replays the request's steps over the results already in the
// conversation. A step planner is a pure function of its step's text, the results of its own
// calls so far and the person's answers to its questions, so replaying it reaches the same point
// and the next call (or answer) follows. A question ends the turn; the person's next message is
// its answer, and the replay then carries on past the question.
import { offScreenRetry } from './off-screen-retry.ts';
import type { NaviMessage, NaviStep, FindsSpec, ReadbackSpec, ShownCheck, ToolCall } from '../navi-engine.ts';
import type { Step } from './steps.ts';

export type Result = Extract<NaviMessage, { role: 'result' }>;

export type StepDecision =
  | { kind: 'call'; call: ToolCall; rationale: string; shows?: ShownCheck; readback?: ReadbackSpec; reads?: true; finds?: FindsSpec }
  /** The step is finished; `summary` says what happened, in the person's terms. */
  | { kind: 'done'; summary: string }
  /** A question for the person; the turn ends here. `unsaid`: it asks for a value a page tool needs that the request did not say. */
  | { kind: 'ask'; question: string; unsaid?: true }
  /**
   * The step cannot be done: say why, and run nothing more for this request. `unfit`: the
   * person's answer did not fit the question asked (it picked none of the choices), so it may be
   * a new request instead.
   */
  | { kind: 'stop'; text: string; unfit?: true };

export interface StepContext {
  /** The step's own words. */
  step: Step;
  /** The whole request, for reasons and receipts. */
  request: string;
  /** Results of this step's calls so far, in order. */
  mine: readonly Result[];
  /** Results of the earlier steps of this request (a discovery can be shared). */
  before: readonly Result[];
  /** The person's answer to a question this step asks, if they gave one; asking consumes it. */
  answer(): string | undefined;
  /** The step's position and how many there are. */
  index: number;
  count: number;
  /**
   * Whether a result came after the person's latest message. Each message begins a request for
   * the router (its fallback reasons start over), so a reason recorded before an answer does not
   * cover a change made after it.
   */
  thisMessage(r: Result): boolean;
  /** What the Navi said last before this request ("it" in a new request may be what that named). */
  earlier?: string;
}

export type StepPlanner = (ctx: StepContext) => StepDecision;

/** One request and the answers the person gave to its questions, with the results since it began. */
export interface Unit {
  request: string;
  answers: string[];
  results: Result[];
  /** Where the results since the person's latest message begin (0 when it is the request itself). */
  latestFrom?: number;
  /** The Navi's last message before the request. */
  earlier?: string;
}

/** The Navi's last message before message `i`, if any. */
function saidBefore(messages: readonly NaviMessage[], i: number): string | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const m = messages[k]!;
    if (m.role === 'navi') return m.text;
  }
  return undefined;
}

/** The latest request and its results (the messages after the last user message). */
export function latestUnit(messages: readonly NaviMessage[]): { unit: Unit; start: number } {
  let i = messages.length - 1;
  while (i >= 0 && messages[i]!.role !== 'user') i--;
  const request = i >= 0 ? (messages[i] as { text: string }).text : '';
  const earlier = saidBefore(messages, i);
  return { unit: { request, answers: [], results: results(messages.slice(i + 1)), ...(earlier !== undefined ? { earlier } : {}) }, start: i };
}

function results(messages: readonly NaviMessage[]): Result[] {
  return messages.filter((m): m is Result => m.role === 'result');
}

/** Questions in a row the Navi follows back (a request, its question, the answer, another question…). */
const MAX_ANSWERS = 5;

/**
 * The request the conversation is on: the latest user message, or, when the Navi's answers
 * before it were questions that replaying confirms, the request that asked them with the later
 * messages as its answers. `isAnswer` can refuse a message that is a new request instead.
 */
export function currentUnit(
  messages: readonly NaviMessage[],
  replay: (unit: Unit) => NaviStep & { asked?: boolean; unfit?: boolean },
  isAnswer: (text: string, question: string) => boolean,
): Unit {
  const users = messages.flatMap((m, i) => (m.role === 'user' ? [i] : []));
  if (!users.length) return { request: '', answers: [], results: [] };
  const text = (i: number) => (messages[i] as { text: string }).text;
  const unitFrom = (j: number, upTo: number): Unit => ({
    ...(saidBefore(messages, users[j]!) !== undefined ? { earlier: saidBefore(messages, users[j]!)! } : {}),
    request: text(users[j]!),
    answers: users.slice(j + 1, upTo).map(text),
    results: results(messages.slice(users[j]! + 1, upTo < users.length ? users[upTo] : messages.length)),
    latestFrom: results(messages.slice(users[j]! + 1, users[upTo - 1]!)).length,
  });
  let start = users.length - 1;
  for (let j = users.length - 2; j >= Math.max(0, users.length - 1 - MAX_ANSWERS); j--) {
    let ok = true;
    for (let k = j + 1; k < users.length && ok; k++) {
      const question = messages[users[k]! - 1];
      if (question?.role !== 'navi') ok = false;
      else {
        const r = replay(unitFrom(j, k));
        ok = r.kind === 'answer' && r.asked === true && r.text === question.text && isAnswer(text(users[k]!), question.text);
      }
    }
    if (!ok) break;
    start = j;
  }
  // One pending question: the latest message answers it only when it fits (it picks one of the
  // choices asked about); otherwise the question lapses and the message is a request of its own.
  if (start < users.length - 1 && replay(unitFrom(start, users.length)).unfit) return unitFrom(users.length - 1, users.length);
  return unitFrom(start, users.length);
}

/**
 * Replays the steps over the unit's results. Returns the next call (with the plan on the first
 * call of a request of several steps), a question, or the final answer.
 */
export function runSteps(unit: Unit, steps: readonly Step[], plan: (step: Step, index: number) => StepPlanner, finish: (summaries: string[]) => string): NaviStep & { asked?: boolean; unfit?: boolean } {
  let used = 0;
  let answerBase = 0;
  const latest = new Set(unit.results.slice(unit.latestFrom ?? 0));
  const summaries: string[] = [];
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    const planner = plan(step, index);
    const mine: Result[] = [];
    const before = unit.results.slice(0, used);
    for (let guard = 0; ; guard++) {
      if (guard > 50) return { kind: 'answer', text: `I stopped: step ${index + 1} did not settle.` };
      let cursor = answerBase;
      const decision = planner({
        step,
        request: unit.request,
        mine,
        before,
        answer: () => (cursor < unit.answers.length ? unit.answers[cursor++] : undefined),
        index,
        count: steps.length,
        thisMessage: (r) => latest.has(r),
        ...(unit.earlier !== undefined ? { earlier: unit.earlier } : {}),
      });
      if (decision.kind === 'call') {
        // A press refused off screen: scrolled into view and pressed again (off-screen-retry.ts).
        const retry = offScreenRetry(unit.results, used, decision.call, decision.rationale);
        if (retry?.kind === 'call') return { kind: 'call', call: retry.call, rationale: steps.length > 1 ? `Step ${index + 1} of ${steps.length}: ${retry.rationale}` : retry.rationale };
        if (retry?.kind === 'skip') used += retry.count;
        if (used < unit.results.length) {
          mine.push(unit.results[used++]!);
          continue;
        }
        const first = unit.results.length === 0;
        return {
          kind: 'call',
          call: decision.call,
          rationale: steps.length > 1 ? `Step ${index + 1} of ${steps.length}: ${decision.rationale}` : decision.rationale,
          ...(decision.shows ? { shows: decision.shows } : {}),
          ...(decision.readback ? { readback: decision.readback } : {}),
          ...(decision.reads ? { reads: decision.reads } : {}),
          ...(decision.finds ? { finds: decision.finds } : {}),
          ...(first && steps.length > 1 ? { plan: steps.map((s) => s.text) } : {}),
        };
      }
      if (decision.kind === 'ask') return { kind: 'answer', text: decision.question, asked: true };
      if (decision.kind === 'stop') {
        const done = summaries.length ? `\n(Before that: ${summaries.join(' ')})` : '';
        const which = steps.length > 1 ? `Step ${index + 1} of ${steps.length} ("${step.text}"): ` : '';
        const rest = steps.length > index + 1 ? ` I did not go on with the rest: ${steps.slice(index + 1).map((s) => `"${s.text}"`).join(', ')}.` : '';
        return { kind: 'answer', text: `${which}${decision.text}${rest}${done}`, ...(decision.unfit ? { unfit: true } : {}) };
      }
      summaries.push(decision.summary);
      answerBase = cursor;
      break;
    }
  }
  return { kind: 'answer', text: finish(summaries) };
}
