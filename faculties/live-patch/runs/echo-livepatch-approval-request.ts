import { BridgeError } from '../../../browser-bridge/errors.ts';
import { takePicture, viewTargets } from '../../sdk/approval-evidence.ts';
import { approvalSentence, approvalWords } from '../../sdk/approval-wording.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../sdk/consent.ts';
import { requesterFact, summaryOf, type ApprovalDisplay, type RequestedApproval } from '../../sdk/grants.ts';
import type { ViewedTarget } from '../../sdk/page-view.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { checkPatch, type Operation } from '../rules.ts';
import { livepatchApply } from '../actions/livepatch-apply.ts';
import { livepatchRevert } from '../actions/livepatch-revert.ts';
import { activeRecord } from '../store.ts';
import { LIVEPATCH_RUNTIME, type ConsequentialTouch } from '../protocol.ts';
import { implement } from '../../sdk/define-action.ts';
import { echoLivepatchApprovalRequest } from '../actions/echo-livepatch-approval-request.ts';

/** How long the person has to decide on a patch. */
const LIVEPATCH_APPROVAL_TTL_MS = 2 * 60_000;
const MAX_SHOWN_CHARS = 65_536;

/** One edit in words; `seen` is its target as the page shows it, or showed it before any patch (its name is page text, quoted). */
function describeOperation(op: Operation, seen?: ViewedTarget): string {
  const shown = seen?.unpatched ?? seen;
  const target = shown ? `${shown.role}${shown.name ? ` ${JSON.stringify(shown.name)}` : ''} ${JSON.stringify(op.target)}` : JSON.stringify(op.target);
  switch (op.op) {
    case 'setStyle':
      return `set style ${op.property}: ${op.value}${op.important ? ' !important' : ''} on ${target}`;
    case 'removeStyle':
      return `remove style ${op.property} from ${target}`;
    case 'setAttribute':
      return `set attribute ${op.name}=${JSON.stringify(op.value)} on ${target}`;
    case 'removeAttribute':
      return `remove attribute ${op.name} from ${target}`;
    case 'replaceText':
      return `replace the text of ${target} with ${JSON.stringify(op.text)}`;
    case 'annotate':
      return `add a note ${op.position ?? 'after'} ${target}: ${JSON.stringify(op.text)}`;
    default:
      return `${op.op} ${target}`;
  }
}

export const echoLivepatchApprovalRequestRun = implement(echoLivepatchApprovalRequest, {
  async run(ctx, input): Promise<RequestedApproval | AllowanceView> {
    ctx.checkInput(input.action, input.input);
    const tab = await ctx.allowedTab(typeof input.input.tabId === 'number' ? input.input.tabId : undefined);
    const facts: { label: string; value: string }[] = [requesterFact(input.requester)];
    const table: { label: string; value: string }[] = [];
    const operations = input.action === 'livepatch.apply' ? (input.input.operations as Operation[]) : [];
    // Controls the patch reaches that may spend money or cannot be undone, as the page showed them before any patch.
    let consequential: ConsequentialTouch[] = [];
    if (input.action === 'livepatch.apply') {
      const refusal = checkPatch(input.input.purpose, operations);
      if (refusal) throw new BridgeError(refusal.code, refusal.message, refusal.detail);
      // Every page-side rule too (targets, protected surfaces), checking only: nothing changes.
      const frameId = typeof input.input.frameId === 'number' ? input.input.frameId : 0;
      const checked = await ctx.page.call(LIVEPATCH_RUNTIME, { tabId: tab.tabId, frameId }, tab.origin, 'plan', { patchId: 'check', operations, dryRun: true });
      consequential = checked.value.consequential;
      facts.push({ label: 'Purpose (declared by the Navi)', value: String(input.input.purpose) });
      operations.forEach((op, i) => facts.push({ label: `Edit ${i + 1}`, value: describeOperation(op) }));
      table.push({ label: 'Why (the Navi says)', value: String(input.input.purpose) });
      facts.push({ label: 'Reversible', value: 'The exact previous state is recorded before anything changes; livepatch.revert puts it back. A navigation or reload drops the patch.' });
    } else {
      const rec = await activeRecord(ctx, tab.tabId, String(input.input.patchId));
      facts.push({ label: 'Undo patch', value: `${rec.patchId}: ${rec.purpose}` });
      facts.push({ label: 'Why (declared by the Navi)', value: String(input.input.purpose) });
      table.push({ label: 'Undo', value: `${rec.patchId}: ${rec.purpose}` }, { label: 'Why (the Navi says)', value: String(input.input.purpose) });
    }
    const binding = await consentBinding(ctx, { name: input.action, effect: 'mutation', tier: 'livepatch' }, input.input);
    const consequences = consequential.flatMap((t) => t.consequences);
    const allowanceUntil = await ctx.allowance(binding.origin);
    // An allowance never covers a patch that reaches what may spend money or cannot be undone.
    if (allowanceUntil !== null && !consequences.length) return { allowance: { origin: binding.origin, expiresAt: allowanceUntil } };
    for (const t of consequential) facts.push({ label: 'Reaches', value: `${t.role} ${JSON.stringify(t.name)} (as the page showed it before any patch)` });
    facts.push({
      label: 'Allow on this site',
      value: consequences.length ? 'Not offered: this patch reaches something that may spend money or cannot be undone.' : `Also offered: allow such changes on ${binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.`,
    });
    // The targets as the page shows them, for the table and the picture's outlines.
    const seen = await viewTargets(ctx, binding, operations.map((op) => op.target)).catch(() => []);
    operations.forEach((op, i) => table.push({ label: `Edit ${i + 1}`, value: describeOperation(op, seen[i]) }));
    const { picture, request } = await takePicture(ctx, binding.tabId, seen, seen.length ? 'target' : 'tab');
    const display: ApprovalDisplay = {
      tier: 'livepatch',
      sentence: approvalSentence<never>(input.action === 'livepatch.apply' ? livepatchApply : livepatchRevert, input.input as never, approvalWords(binding.origin, null)),
      argumentsTable: table,
      consequences,
      picture,
      ...(input.request ? { request: input.request } : {}),
      ...(input.requester ? { requester: input.requester } : {}),
      action: input.action === 'livepatch.apply' ? 'apply a Live Patch (a declared, reversible interface edit)' : 'undo a Live Patch',
      subjectName: input.action,
      subjectTitle: 'Live Patch',
      subjectDescription: '',
      argumentsJson: JSON.stringify(input.input, null, 2).slice(0, MAX_SHOWN_CHARS),
      tabTitle: tab.title.slice(0, 512),
      tabUrl: projectUrl(tab.url),
      facts,
    };
    const view = await ctx.grants.request({ binding, ttlMs: LIVEPATCH_APPROVAL_TTL_MS, display, pictureRequest: request });
    return { ...view, summary: summaryOf(display) };
  },
});
