// Following a filled form from the OS side: a page form tool without toolautosubmit leaves its
// form filled for the person, and the invoke answers at once. This module asks the extension
// what became of it (long waits, until the hand-off is final), and says what that means for the
// receipt and for the person. Everything in a hand-off came from the page except its state.
import { toErrorShape, type ErrorCode } from '../../browser-bridge/errors.ts';
import type { HandoffView } from '../../faculties/webmcp/handoff.ts';
import type { ReceiptOutcome } from '../../kernel/receipts.ts';

/** How long one wait may hold the bridge (the extension allows at most 25 s). */
export const HANDOFF_POLL_MS = 20_000;
/** Bridge hiccups (a worker restart, a reconnect) tolerated in a row before AI Echo stops following. */
const MAX_FAILURES = 20;
const TRANSIENT: ReadonlySet<ErrorCode> = new Set(['not-connected', 'worker-restarted', 'timeout', 'internal']);

/** The one control call a hand-off is followed with: the bridge, or a stand-in in a unit test. */
export interface HandoffWaiter {
  control(action: 'echo.webmcp.handoff.wait', input: Record<string, unknown>, opts?: { timeoutMs?: number }): Promise<unknown>;
}

/** The hand-off a `browser.webmcp.invoke` result carries, if it filled a form. */
export function handoffIn(value: unknown): HandoffView | null {
  const h = (value as { handoff?: unknown } | null)?.handoff as Partial<HandoffView> | undefined;
  return h && typeof h.handoffId === 'string' && typeof h.state === 'string' && typeof h.final === 'boolean' ? (h as HandoffView) : null;
}

/**
 * Waits until the hand-off is final. When the extension cannot be reached for long, it ends as
 * `expired` in AI Echo's own words: the form is then not followed any more, which is what expired says.
 */
export async function followHandoff(bridge: HandoffWaiter, first: HandoffView, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<HandoffView> {
  let view = first;
  let failures = 0;
  while (!view.final) {
    try {
      view = (await bridge.control('echo.webmcp.handoff.wait', { handoffId: view.handoffId, knownState: view.state, timeoutMs: HANDOFF_POLL_MS }, { timeoutMs: HANDOFF_POLL_MS + 5000 })) as HandoffView;
      failures = 0;
    } catch (err) {
      const e = toErrorShape(err);
      if (!TRANSIENT.has(e.code) || ++failures > MAX_FAILURES) {
        return { ...view, state: 'expired', final: true, reason: `AI Echo could not follow the form any more (${e.code}: ${e.message}); check the page yourself.` };
      }
      await sleep(1000);
    }
  }
  return view;
}

/** The receipt's outcome for a hand-off, and its words. */
export function handoffReceipt(view: HandoffView): { outcome: ReceiptOutcome; errorCode: ErrorCode | null; message: string } {
  switch (view.state) {
    case 'filling':
    case 'waiting':
      return { outcome: 'waiting-for-you', errorCode: null, message: 'Filled, waiting for you: review the form in the page and press Submit there. Nothing is sent until you do.' };
    case 'submitting':
    case 'submitted':
      return { outcome: 'submitted', errorCode: null, message: view.reason ?? 'The form was submitted in the page.' };
    case 'failed':
      return { outcome: 'error', errorCode: 'tool-error', message: view.reason ?? "The form was submitted, but the page's answer failed." };
    case 'cancelled':
      return { outcome: 'cancelled', errorCode: null, message: view.reason ?? 'The form was not submitted.' };
    case 'expired':
      return { outcome: 'expired', errorCode: null, message: view.reason ?? 'AI Echo stopped waiting for the form.' };
  }
}

/** What the Navi tells the person once the hand-off ended. */
export function handoffNews(view: HandoffView): string {
  const name = JSON.stringify(view.toolName);
  const form = `The ${name} form`;
  switch (view.state) {
    case 'submitted':
    case 'submitting':
      if (view.response) return `${form} was submitted in the page. The page answered (untrusted page data): ${JSON.stringify(view.response.value).slice(0, 400)}`;
      if (view.navigation) return `${form} was submitted in the page, which went on to ${view.navigation.url}.`;
      return `${form} was submitted in the page; the page gave no answer.`;
    case 'failed':
      return `${form} was submitted, but the page's answer failed: ${view.reason ?? ''}`.trim();
    case 'cancelled':
      return `${form} was not submitted: ${view.reason ?? ''}`.trim();
    case 'expired':
      return `I stopped waiting for the ${name} form: ${view.reason ?? ''}`.trim();
    default:
      return `${form} is filled and waiting for you in the page.`;
  }
}
