import { BridgeError } from '../../../browser-bridge/errors.ts';
import { takePicture, viewTargets } from '../../sdk/approval-evidence.ts';
import { approvalSentence, approvalWords, argumentsTable, importedFromFacts } from '../../sdk/approval-wording.ts';
import { consequencesOf } from '../../sdk/consequence.ts';
import { APPROVAL_TTL_MS, requesterFact, summaryOf, type ApprovalDisplay, type RequestedApproval } from '../../sdk/grants.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { annotationNotices, requireDebuggingAllowed } from '../annotation-marks.ts';
import { checkedArgumentHash } from '../arguments.ts';
import { discoverTab } from '../discover-tab.ts';
import { afterFill, filledValues, formFieldRefusal } from '../form-tool.ts';
import { selectTool } from '../select-tool.ts';
import { browserWebmcpInvoke, WEBMCP_GRANT_KIND } from '../actions/browser-webmcp-invoke.ts';
import { implement } from '../../sdk/define-action.ts';
import { echoWebmcpApprovalRequest } from '../actions/echo-webmcp-approval-request.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;

export const echoWebmcpApprovalRequestRun = implement(echoWebmcpApprovalRequest, {
  async run(ctx, input): Promise<RequestedApproval> {
    const tab = await ctx.allowedTab(input.tabId);
    const { frames } = await discoverTab(ctx, tab, { listen: true });
    const selected = selectTool(frames, { frameId: input.frameId, ...(input.documentId ? { documentId: input.documentId } : {}), name: input.name, descriptorHash: input.descriptorHash });
    if (selected.frame.origin !== tab.origin) throw new BridgeError('origin-not-allowed', 'Only same-origin tools can be approved.');
    const argumentHash = await checkedArgumentHash(selected.tool.inputSchema, input.arguments, input.name);
    const { tool, frame } = selected;
    await requireDebuggingAllowed(ctx, tool.name, tool.annotations);
    // A field AI Echo never fills is refused here, before any window opens.
    const sensitive = formFieldRefusal(tool.form, input.arguments);
    if (sensitive) throw sensitive;
    const formFacts = tool.form
      ? [
          { label: 'Fills these form fields (labels from the page)', value: filledValues(tool.form, tool.inputSchema, input.arguments) || '(none)' },
          { label: 'After filling', value: afterFill(tool.form) },
        ]
      : [];
    const imported = input.importedFrom ? importedFromFacts(input.importedFrom) : null;
    const hints = Object.entries(tool.annotations).map(([k, v]) => `${k}=${v}`).join(', ');
    const binding = {
      kind: WEBMCP_GRANT_KIND,
      tabId: tab.tabId,
      frameId: frame.frameId,
      documentId: frame.documentId,
      origin: frame.origin,
      subjectHash: tool.descriptorHash,
      argumentHash,
    };
    // A declarative tool is a form on the page (its toolname attribute): the picture shows it.
    // The tool name's characters need no escaping inside the quoted attribute value.
    const [form = null] = await viewTargets(ctx, binding, [{ selector: `form[toolname="${tool.name}"]` }]).catch(() => []);
    const properties = tool.inputSchema.properties;
    const consequences = consequencesOf({
      names: [tool.name, tool.title],
      argumentNames: properties && typeof properties === 'object' ? Object.keys(properties) : [],
      consequentialHint: tool.annotations.consequentialHint === true,
      submits: form?.submits ?? null,
    });
    const { picture, request } = await takePicture(ctx, tab.tabId, form ? [form] : [], form ? 'form' : 'tab');
    const display: ApprovalDisplay = {
      tier: 'webmcp',
      // The run this approves, as invoke will receive it once the person's grant exists.
      sentence: approvalSentence(browserWebmcpInvoke, { grantId: '', tabId: tab.tabId, frameId: frame.frameId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: input.arguments }, approvalWords(frame.origin, null, tool)),
      argumentsTable: argumentsTable(input.arguments),
      consequences,
      picture,
      ...(input.request ? { request: input.request } : {}),
      ...(input.requester ? { requester: input.requester } : {}),
      action: !tool.form ? 'Run a tool this page offers' : tool.form.submit === 'review' ? 'Fill a form this page offers' : 'Fill and send a form this page offers',
      subjectName: tool.name,
      subjectTitle: tool.title,
      subjectDescription: tool.description,
      argumentsJson: JSON.stringify(input.arguments, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
      tabTitle: tab.title.slice(0, 512),
      tabUrl: projectUrl(tab.url),
      facts: [
        requesterFact(input.requester),
        ...(imported ? [imported.fact] : []),
        ...formFacts,
        { label: 'Frame URL', value: frame.url },
        { label: 'Page hints (not trusted)', value: hints || 'none' },
        { label: 'Input schema', value: tool.inputSchemaDeclared ? JSON.stringify(tool.inputSchema, null, 2) : 'None declared: the tool takes no arguments.' },
      ],
      notices: [...(imported ? [imported.notice] : []), ...annotationNotices(tool.annotations)],
    };
    const view = await ctx.grants.request({ binding, ttlMs: input.ttlMs ?? APPROVAL_TTL_MS, display, pictureRequest: request });
    return { ...view, summary: summaryOf(display) };
  },
});
