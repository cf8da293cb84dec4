import { BridgeError } from '../../../browser-bridge/errors.ts';
import { tierRule } from '../../../browser-bridge/tiers.ts';
import { judgedTarget, takePicture, viewTargets } from '../../../faculties/sdk/approval-evidence.ts';
import { targetConsequences } from '../../../faculties/sdk/consequence.ts';
import { approvalSentence, approvalWords, argumentsTable, importedFromFacts, SYNTHETIC_INPUT_FACT } from '../../../faculties/sdk/approval-wording.ts';
import type { ActionContext, DeclaredAction } from '../../../faculties/sdk/action-context.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../../faculties/sdk/consent.ts';
import type { ConsentPlan } from '../../../faculties/sdk/consent-plan.ts';
import { requesterFact, summaryOf, type ApprovalDisplay, type RequestedApproval } from '../../../faculties/sdk/grants.ts';
import type { Target } from '../../../faculties/sdk/page/element.ts';
import { projectUrl } from '../../../faculties/sdk/project-url.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoActionApprovalRequest, NAME, type NoApprovalView } from '../../../faculties/host/actions/echo-action-approval-request.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;
/** How long the person has to decide on a semantic change. */
const ACTION_APPROVAL_TTL_MS = 2 * 60_000;

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

export const echoActionApprovalRequestRun = implement(echoActionApprovalRequest, {
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
