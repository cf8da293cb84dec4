import { BridgeError } from '../../../browser-bridge/errors.ts';
import { takePicture, viewTargets } from '../../sdk/approval-evidence.ts';
import { approvalSentence, approvalWords, argumentsTable, importedFromFacts } from '../../sdk/approval-wording.ts';
import { consequencesOf } from '../../sdk/consequence.ts';
import { APPROVAL_TTL_MS, requesterFact, summaryOf, type ApprovalDisplay, type PlanReadDisplay, type RequestedApproval } from '../../sdk/grants.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { annotationNotices, requireDebuggingAllowed } from '../annotation-marks.ts';
import { checkedArgumentHash } from '../arguments.ts';
import { discoverTab } from '../discover-tab.ts';
import { afterFill, filledValues, formFieldRefusal } from '../form-tool.ts';
import { selectTool } from '../select-tool.ts';
import { browserWebmcpInvoke, WEBMCP_GRANT_KIND } from '../actions/browser-webmcp-invoke.ts';
import { implement } from '../../sdk/define-action.ts';
import type { ActionContext } from '../../sdk/action-context.ts';
import { filledKeys, nameWords, type LookupFill } from '../../sdk/record-naming.ts';
import type { Static } from '@sinclair/typebox';
import { echoWebmcpApprovalRequest } from '../actions/echo-webmcp-approval-request.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;
const MAX_CHECK_ARGUMENTS_SHOWN_CHARS = 2_000;

export const echoWebmcpApprovalRequestRun = implement(echoWebmcpApprovalRequest, {
  async run(ctx, input): Promise<RequestedApproval> {
    const tab = await ctx.allowedTab(input.tabId);
    const { frames } = await discoverTab(ctx, tab, { listen: true });
    const selected = selectTool(frames, { frameId: input.frameId, ...(input.documentId ? { documentId: input.documentId } : {}), name: input.name, descriptorHash: input.descriptorHash });
    if (selected.frame.origin !== tab.origin) throw new BridgeError('origin-not-allowed', 'Only same-origin tools can be approved.');
    const { tool, frame } = selected;
    // The read that finds the entry first, bound like the change: this frame and document, exact tool and arguments.
    const lookup = input.lookup ? await lookupRead(ctx, frames, selected, input.lookup, input.arguments) : null;
    // The fields its answer fills are left out of the hash and checked apart when the change runs.
    const argumentHash = await checkedArgumentHash(lookup ? schemaWithout(tool.inputSchema, lookup.keys) : tool.inputSchema, input.arguments, input.name);
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
    // The reads that check the change, bound like the change itself: this frame and document, exact tool and arguments.
    const plan = [];
    const checks: PlanReadDisplay[] = [];
    for (const check of input.checks ?? []) {
      const read = selectTool(frames, { frameId: frame.frameId, documentId: frame.documentId, name: check.name, descriptorHash: check.descriptorHash });
      if (read.tool.form) throw new BridgeError('invalid-input', `${check.name} is a form: it is filled only with an approval of its own, never as a check.`);
      await requireDebuggingAllowed(ctx, read.tool.name, read.tool.annotations);
      plan.push({ name: read.tool.name, subjectHash: read.tool.descriptorHash, argumentHash: await checkedArgumentHash(read.tool.inputSchema, check.arguments, check.name) });
      checks.push({ name: read.tool.name, title: read.tool.title, argumentsJson: JSON.stringify(check.arguments).slice(0, MAX_CHECK_ARGUMENTS_SHOWN_CHARS) });
    }
    const { picture, request } = await takePicture(ctx, tab.tabId, form ? [form] : [], form ? 'form' : 'tab');
    // The run this approves, as invoke will receive it once the person's grant exists.
    const sentence = approvalSentence(browserWebmcpInvoke, { grantId: '', tabId: tab.tabId, frameId: frame.frameId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: input.arguments }, approvalWords(frame.origin, null, tool));
    const display: ApprovalDisplay = {
      tier: 'webmcp',
      sentence: lookup ? [...sentence, ' It goes to the one entry that the page\'s tool ', ...approvalWords(frame.origin, null, lookup.tool).tool!.named, ' names ', { value: lookup.fill.recordName }, ', which AI Echo runs first to find it.'] : sentence,
      argumentsTable: [...argumentsTable(input.arguments), ...(lookup ? lookup.rows : [])],
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
      ...(checks.length ? { checks } : {}),
      ...(lookup ? { lookup: lookup.display } : {}),
    };
    const view = await ctx.grants.request({ binding, ttlMs: input.ttlMs ?? APPROVAL_TTL_MS, display, pictureRequest: request, ...(plan.length ? { plan } : {}), ...(lookup ? { lookup: lookup.plan } : {}) });
    return { ...view, summary: summaryOf(display) };
  },
});

type Selected = ReturnType<typeof selectTool>;
type LookupInput = NonNullable<Static<typeof echoWebmcpApprovalRequest.input>['lookup']>;

/** The change's schema with the fields a read fills no longer required (they are checked when it runs). */
function schemaWithout(schema: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]).filter((k) => typeof k !== 'string' || !keys.includes(k)) : undefined;
  return { ...schema, ...(required ? { required } : {}) };
}

/** The read a change's approval runs first: checked and shown like the change, bound to its frame and document. */
async function lookupRead(ctx: ActionContext, frames: Parameters<typeof selectTool>[0], change: Selected, input: LookupInput, changeArgs: Record<string, unknown>) {
  const read = selectTool(frames, { frameId: change.frame.frameId, documentId: change.frame.documentId, name: input.name, descriptorHash: input.descriptorHash });
  if (read.tool.form) throw new BridgeError('invalid-input', `${input.name} is a form: it is filled only with an approval of its own, never to find an entry.`);
  if (read.tool.descriptorHash === change.tool.descriptorHash) throw new BridgeError('invalid-input', 'The read that finds the entry must be another tool than the change.');
  await requireDebuggingAllowed(ctx, read.tool.name, read.tool.annotations);
  const fill: LookupFill = { param: input.param, recordName: input.recordName, fromState: [...new Set(input.fromState)].filter((k) => k !== input.param) };
  const keys = filledKeys(fill);
  const props = (change.tool.inputSchema.properties ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    if (!(key in props)) throw new BridgeError('invalid-input', `${change.tool.name} takes no argument ${key} for its read to fill.`);
    if (key in changeArgs) throw new BridgeError('invalid-input', `${key} is filled by the read; leave it out of the change's arguments.`);
  }
  if (!nameWords(fill.recordName).length) throw new BridgeError('invalid-input', 'The entry needs a name with at least one word.');
  const argumentHash = await checkedArgumentHash(read.tool.inputSchema, input.arguments, input.name);
  const shown = `${read.tool.name} with ${JSON.stringify(input.arguments).slice(0, MAX_CHECK_ARGUMENTS_SHOWN_CHARS)}`;
  return {
    tool: read.tool,
    fill,
    keys,
    plan: { name: read.tool.name, subjectHash: read.tool.descriptorHash, argumentHash, ...fill },
    display: { name: read.tool.name, title: read.tool.title, argumentsJson: JSON.stringify(input.arguments).slice(0, MAX_CHECK_ARGUMENTS_SHOWN_CHARS), ...fill },
    rows: [
      { label: fill.param, value: `the id that ${shown} gives for the one entry named "${fill.recordName}"` },
      ...fill.fromState.map((k) => ({ label: k, value: `as ${shown} reports it` })),
    ],
  };
}
