// A press refused because its target is outside the visible part of the page ("not-hittable",
// off screen) is not a failure of the plan that asked for it: the target is scrolled into view
// (its own approved step) and pressed once more. This is done for every planner at once, where
// the steps are replayed (turn.ts): the planner sees only the press that counted, so no click
// path (a question opening a record, a row's action, a control found by name) has to know.
import type { NaviMessage, ToolCall } from '../navi-engine.ts';

type Result = Extract<NaviMessage, { role: 'result' }>;

const SCROLL = 'browser.semantic.scroll';
/** Actions on a control that the page refuses when it is off screen. */
const PRESSES = new Set(['browser.semantic.click', 'browser.semantic.check', 'browser.semantic.select']);

function offScreen(r: Result): boolean {
  if (r.ok || r.errorCode !== 'not-hittable' || !PRESSES.has(r.call.name)) return false;
  const data = r.result.data as { detail?: { reason?: unknown }; message?: unknown } | null;
  const reason = data?.detail?.reason;
  return reason === 'off-screen' || (reason === undefined && typeof data?.message === 'string' && /outside the viewport/i.test(data.message));
}

/** What replaying does with the result at `at`, the answer to `asked`: the next call, results to pass over, or nothing special. */
export type Retry = { kind: 'call'; call: ToolCall; rationale: string } | { kind: 'skip'; count: number } | null;

export function offScreenRetry(results: readonly Result[], at: number, asked: ToolCall, rationale: string): Retry {
  const r = results[at];
  if (!r || !offScreen(r) || r.call.name !== asked.name) return null;
  const { target, frameId } = r.call.arguments as { target?: unknown; frameId?: unknown };
  if (target === undefined) return null;
  const scrolled = results[at + 1];
  if (!scrolled) {
    return { kind: 'call', call: { name: SCROLL, arguments: { target, ...(frameId !== undefined ? { frameId } : {}), to: 'intoView' } }, rationale: 'It is outside the visible part of the page: scroll it into view first.' };
  }
  // A scroll that failed leaves the refusal as it was: the planner says why it stopped.
  if (scrolled.call.name !== SCROLL || !scrolled.ok) return null;
  if (!results[at + 2]) return { kind: 'call', call: asked, rationale: `${rationale} (now that it is in view)` };
  return { kind: 'skip', count: 2 };
}
