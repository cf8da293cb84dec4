import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { tierRule } from '../../../browser-bridge/tiers.ts';
import { judgedTarget, takePicture, viewTargets } from '../../sdk/approval-evidence.ts';
import { targetConsequences } from '../../sdk/consequence.ts';
import { approvalSentence, approvalWords, argumentsTable, importedFromFacts, importedFromSchema, requestSchema, SYNTHETIC_INPUT_FACT } from '../../sdk/approval-wording.ts';
import type { ActionContext, DeclaredAction } from '../../sdk/action-context.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../sdk/consent.ts';
import type { ConsentPlan } from '../../sdk/consent-plan.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { requesterFact, requesterInput, summaryOf, type ApprovalDisplay, type RequestedApproval } from '../../sdk/grants.ts';
import type { Target } from '../../sdk/page/element.ts';
import { projectUrl } from '../../sdk/project-url.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;
/** How long the person has to decide on a semantic change. */
const ACTION_APPROVAL_TTL_MS = 2 * 60_000;

const NAME = 'echo.action.approval.request';

export const echoActionApprovalRequest = defineAction({
  name: NAME,
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a change with these exact arguments on this tab, frame and document (a semantic change, or a browser-level one by its own consent plan). The window names the target as the page shows it, with a picture, and offers to allow such changes on this site for a while, unless the target may spend money or cannot be undone, or the action is approved each time (a submission, a download, an upload). Returns the pending approval at once with what its window shows (or the allowance already in force, with no window, or that this run needs none).",
  input: Type.Object(
    {
      action: Type.String({ minLength: 1, maxLength: 128, description: 'The dotted action name, e.g. browser.semantic.click.' }),
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input the action will receive (tabId pinned).' }),
      request: requestSchema,
      requester: requesterInput,
      importedFrom: importedFromSchema,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
  async run(ctx, input): Promise<RequestedApproval | AllowanceView | NoApprovalView> {
    // As defined, not only as described: its consent plan, approval mode and facts are its own.
    const action = ctx.action(input.action);
    if (!action) throw new BridgeError('unknown-action', `No action named ${input.action}.`);
    // Only the changes whose tier this request serves (the tier table names it).
    if (action.effect !== 'mutation' || tierRule(action.tier).approval?.request !== NAME) {
      throw new BridgeError('invalid-input', `${input.action} does not take an action approval.`);
    }
    ctx.checkInput(action.name, input.input);
    const imported = input.importedFrom ? importedFromFacts(input.importedFrom) : null;
    if (action.consent) return requestPlanned(ctx, action, await action.consent(ctx, input.input as never), input.input, input.requester, input.request, imported);
    const binding = await consentBinding(ctx, action, input.input);
    // The target as the page shows it now (refused here if it is stale or protected), and what the
    // change may set off: the target, or with none the focused element a key press lands on.
    const named = input.input.target as Target | undefined;
    const [target = null] = await viewTargets(ctx, binding, named ? [named] : []);
    const judged = await judgedTarget(ctx, binding, named, ctx.descriptor(action.name)?.inputSchema);
    const consequences = targetConsequences(judged);
    const acted = target ?? judged;
    const eachTime = action.approval === 'each-time';
    // A step of an imported flow is asked one by one, like what cannot be undone: no allowance stands in.
    const allowanceUntil = eachTime || imported ? null : await ctx.allowance(binding.origin);
    // An allowance never covers what may spend money or cannot be undone: that gets a window.
    if (allowanceUntil !== null && !consequences.length) return { allowance: { origin: binding.origin, expiresAt: allowanceUntil } };
    const tab = await ctx.allowedTab(binding.tabId);
    // The picture outlines where the change lands: its target, or the focus a key press goes to.
    const { picture, request } = await takePicture(ctx, binding.tabId, acted ? [acted] : [], acted ? 'target' : 'tab');
    const display: ApprovalDisplay = {
      tier: 'semantic',
      sentence: approvalSentence(action, input.input as never, approvalWords(binding.origin, target)),
      argumentsTable: argumentsTable(input.input, ['tabId', 'frameId', 'target']),
      consequences,
      picture,
      ...(input.request ? { request: input.request } : {}),
      ...(input.requester ? { requester: input.requester } : {}),
      action: 'Let AI Echo change this page',
      subjectName: action.name,
      subjectTitle: action.description.split('. ')[0] ?? action.name,
      subjectDescription: '',
      argumentsJson: JSON.stringify(input.input, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
      tabTitle: tab.title.slice(0, 512),
      tabUrl: projectUrl(tab.url),
      facts: [
        requesterFact(input.requester),
        ...(imported ? [imported.fact] : []),
        // Read before the window opens: a run the action would refuse never asks the person.
        ...(action.approvalFacts
          ? await action.approvalFacts(ctx, input.input as never)
          : [
              { label: 'Target', value: `${input.input.target === undefined ? 'the page itself' : JSON.stringify(input.input.target)}${target ? ` (${target.role} ${JSON.stringify(target.name)})` : ''}` },
              { label: 'Input', value: SYNTHETIC_INPUT_FACT },
            ]),
        eachTime
          ? { label: 'Each time', value: 'This cannot be undone, so it is approved run by run: no site allowance covers it.' }
          : imported
            ? { label: 'Allow on this site', value: 'Not offered: this step comes from an imported flow file.' }
            : {
              label: 'Allow on this site',
              value: consequences.length ? 'Not offered: this may spend money or cannot be undone.' : `Also offered: allow such changes on ${binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.`,
            },
      ],
      ...(eachTime || imported ? { eachTime: true } : {}),
      ...(action.picksFile ? { pickFile: true } : {}),
      ...(imported ? { notices: [imported.notice] } : {}),
    };
    const view = await ctx.grants.request({ binding, ttlMs: ACTION_APPROVAL_TTL_MS, display, pictureRequest: request });
    return { ...view, summary: summaryOf(display) };
  },
});

/** What a run needs when no approval is: the kernel goes ahead; the consent gate applies the same plan. */
export interface NoApprovalView {
  noApproval: { why: string };
}

/** An action that declares its consent (tabs, navigation): ask exactly as its plan says. */
async function requestPlanned(
  ctx: ActionContext,
  action: DeclaredAction,
  plan: ConsentPlan,
  actionInput: Record<string, unknown>,
  requester: string | undefined,
  request: string | undefined,
  imported: ReturnType<typeof importedFromFacts> | null,
): Promise<RequestedApproval | AllowanceView | NoApprovalView> {
  if (plan.need === 'none') return { noApproval: { why: plan.why } };
  const allowanceUntil = plan.need === 'grant-or-allowance' && !imported ? await ctx.allowance(plan.binding.origin) : null;
  if (allowanceUntil !== null) return { allowance: { origin: plan.binding.origin, expiresAt: allowanceUntil } };
  const display: ApprovalDisplay = {
    tier: 'browser',
    sentence: approvalSentence(action, actionInput as never, approvalWords(plan.binding.origin, null)),
    argumentsTable: argumentsTable(actionInput, ['tabId']),
    consequences: [],
    picture: null,
    ...(request ? { request } : {}),
    ...(requester ? { requester } : {}),
    action: plan.display.action,
    subjectName: action.name,
    subjectTitle: plan.display.action,
    subjectDescription: '',
    argumentsJson: JSON.stringify(actionInput, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
    tabTitle: plan.display.tabTitle.slice(0, 512),
    tabUrl: plan.display.tabUrl,
    facts: [
      requesterFact(requester),
      ...(imported ? [imported.fact] : []),
      { label: 'Why an approval', value: plan.why },
      ...plan.display.facts,
      ...(plan.need === 'grant-or-allowance' && !imported ? [{ label: 'Allow on this site', value: `Also offered: allow this on ${plan.binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.` }] : []),
    ],
    ...(imported ? { eachTime: true, notices: [imported.notice] } : {}),
  };
  const view = await ctx.grants.request({ binding: plan.binding, ttlMs: ACTION_APPROVAL_TTL_MS, display });
  return { ...view, summary: summaryOf(display) };
}
