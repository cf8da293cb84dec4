import { takePicture } from '../../sdk/approval-evidence.ts';
import { approvalSentence, approvalWords } from '../../sdk/approval-wording.ts';
import { requesterFact, summaryOf, type ApprovalDisplay, type RequestedApproval } from '../../sdk/grants.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { rawjsBinding, requireDeveloperMode } from '../binding.ts';
import { DEFAULT_RAWJS_TIMEOUT_MS, RAWJS_APPROVAL_TTL_MS } from '../limits.ts';
import { devjsEvaluate } from '../actions/devjs-evaluate.ts';
import { implement } from '../../sdk/define-action.ts';
import { echoDevjsApprovalRequest } from '../actions/echo-devjs-approval-request.ts';

export const echoDevjsApprovalRequestRun = implement(echoDevjsApprovalRequest, {
  async run(ctx, input): Promise<RequestedApproval> {
    await requireDeveloperMode(ctx);
    ctx.checkInput('devjs.evaluate', input.input);
    const binding = await rawjsBinding(ctx, input.input);
    const tab = await ctx.allowedTab(binding.tabId);
    const code = String(input.input.code);
    const timeoutMs = typeof input.input.timeoutMs === 'number' ? input.input.timeoutMs : DEFAULT_RAWJS_TIMEOUT_MS;
    const { picture, request } = await takePicture(ctx, binding.tabId, [], 'tab');
    const display: ApprovalDisplay = {
      tier: 'rawjs',
      sentence: approvalSentence(devjsEvaluate, input.input as never, approvalWords(binding.origin, null)),
      argumentsTable: [
        { label: 'Code', value: code, code: true },
        { label: 'Time limit', value: `${timeoutMs} ms` },
      ],
      consequences: [],
      picture,
      ...(input.request ? { request: input.request } : {}),
      ...(input.requester ? { requester: input.requester } : {}),
      action: 'run this JavaScript in the page (developer mode)',
      subjectName: 'devjs.evaluate',
      subjectTitle: 'Raw JavaScript',
      subjectDescription: '',
      // The code itself, exactly as it will run (its limit keeps it whole here).
      argumentsJson: code,
      tabTitle: tab.title.slice(0, 512),
      tabUrl: projectUrl(tab.url),
      facts: [
        requesterFact(input.requester),
        { label: 'Runs in', value: "The page's own JavaScript world (MAIN), with everything the page itself can do: its DOM, cookies and storage." },
        { label: 'Once', value: 'This approval runs exactly these bytes once, in this document; any change needs a new approval.' },
        { label: 'Time limit', value: `${timeoutMs} ms for a returned promise.` },
      ],
    };
    const view = await ctx.grants.request({ binding, ttlMs: RAWJS_APPROVAL_TTL_MS, display, pictureRequest: request });
    return { ...view, summary: summaryOf(display) };
  },
});
