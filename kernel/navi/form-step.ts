// "fill the booking form with name Ann, guests 2": a page's form tool (declarative WebMCP), filled
// after the person's approval and then handed to them. Without `toolautosubmit` the page waits for
// the person to review and press Submit; the Navi says so in the person's own words for the form
// (never the page's), and AI Echo follows the hand-off to its end.
import { formArguments, parseFillRequest, pickFormTool, type FillRequest } from '../form-intent.ts';
import { call, DISCOVER, discoveredIn, failure, INVOKE, lastOf } from './results.ts';
import type { StepContext, StepDecision, StepPlanner } from './turn.ts';

export { parseFillRequest };

interface HandoffSeen {
  state?: unknown;
  reason?: unknown;
  navigation?: { url?: unknown } | null;
  response?: { value?: unknown } | null;
}

/** What became of an invoked form tool, from its hand-off (page data, only quoted). */
function afterInvoke(form: string, h: HandoffSeen | undefined): StepDecision {
  if (h?.state === 'waiting' || h?.state === 'filling') return { kind: 'done', summary: `I filled the ${form} form: review it and press Submit in the page.` };
  if (h?.state === 'submitted' || h?.state === 'submitting') {
    const what = h.response
      ? `the page answered (untrusted page data): ${JSON.stringify(h.response.value ?? null).slice(0, 300)}`
      : h.navigation
        ? `the page went on to ${String(h.navigation.url)}`
        : 'the page gave no answer';
    return { kind: 'done', summary: `I filled and sent the ${form} form (the page submits it by itself); ${what}.` };
  }
  return { kind: 'stop', text: `The ${form} form was not sent (${String(h?.state ?? 'no hand-off')}): ${String(h?.reason ?? '')}`.trim() };
}

export function formPlanner(request: FillRequest): StepPlanner {
  return (ctx: StepContext): StepDecision => {
    const invoked = lastOf(ctx.mine, INVOKE);
    if (invoked) {
      if (!invoked.ok) return { kind: 'stop', text: `I did not fill the ${request.form} form: ${failure(invoked)}` };
      return afterInvoke(request.form, (invoked.result.data as { handoff?: HandoffSeen } | null)?.handoff);
    }
    const disc = discoveredIn(ctx.mine) ?? discoveredIn(ctx.before);
    if (!disc) {
      const failed = lastOf(ctx.mine, DISCOVER);
      if (failed) return { kind: 'stop', text: `I could not look at the page: ${failure(failed)}` };
      return call(DISCOVER, {}, "Look for the page's own form tools (WebMCP).");
    }
    const tool = pickFormTool(disc.tools, request.form);
    if (!tool) return { kind: 'stop', text: `I found no single form tool on this page for ${JSON.stringify(request.form)}.` };
    const filled = formArguments(tool, request.pairs);
    if ('unknownKey' in filled) return { kind: 'stop', text: `The ${request.form} form has no field for ${JSON.stringify(filled.unknownKey)}.` };
    return call(
      INVOKE,
      { frameId: tool.frameId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: filled.args },
      tool.form?.submit === 'autosubmit'
        ? `Fill and send the page's ${request.form} form with its own form tool (it submits itself; needs your approval).`
        : `Fill the page's ${request.form} form with its own form tool (needs your approval); you review and submit it in the page.`,
    );
  };
}
