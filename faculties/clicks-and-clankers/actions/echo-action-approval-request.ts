import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { tierRule } from '../../../browser-bridge/tiers.ts';
import type { ActionContext } from '../../sdk/action-context.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../sdk/consent.ts';
import type { ConsentPlan } from '../../sdk/consent-plan.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { requesterFact, requesterInput, type GrantView } from '../../sdk/grants.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { pictureOf } from '../picture.ts';
import type { Target } from '../semantic/protocol.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;
/** How semantic changes reach the page, as the approval window says it. */
export const SYNTHETIC_INPUT_FACT = 'Synthetic events from a script: the page sees them as untrusted (isTrusted false), never as your keyboard or mouse.';
/** How long the person has to decide on a semantic change. */
const ACTION_APPROVAL_TTL_MS = 2 * 60_000;
/** The picture of the target in the window: small, so the grant record stays small. */
const APPROVAL_PICTURE_MAX_WIDTH = 480;
const APPROVAL_PICTURE_PADDING = 40;

const NAME = 'echo.action.approval.request';

export const echoActionApprovalRequest = defineAction({
  name: NAME,
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a change with these exact arguments on this tab, frame and document (a semantic change, or a browser-level one by its own consent plan). The window shows a masked picture of the target when its tab is on screen, and offers to allow such changes on this site for a while, except for changes approved each time (a submission, a download, an upload), which no allowance covers. Returns the pending approval at once (or the allowance already in force, with no window, or that this run needs none).",
  input: Type.Object(
    {
      action: Type.String({ minLength: 1, maxLength: 128, description: 'The dotted action name, e.g. browser.semantic.click.' }),
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input the action will receive (tabId pinned).' }),
      requester: requesterInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
  async run(ctx, input): Promise<GrantView | AllowanceView | NoApprovalView> {
    // As defined, not only as described: its consent plan, approval mode and facts are its own.
    const action = ctx.action(input.action);
    if (!action) throw new BridgeError('unknown-action', `No action named ${input.action}.`);
    // Only the changes whose tier this request serves (the tier table names it).
    if (action.effect !== 'mutation' || tierRule(action.tier).approval?.request !== NAME) {
      throw new BridgeError('invalid-input', `${input.action} does not take an action approval.`);
    }
    ctx.checkInput(action.name, input.input);
    if (action.consent) return requestPlanned(ctx, action.name, await action.consent(ctx, input.input as never), input.input, input.requester);
    const binding = await consentBinding(ctx, action, input.input);
    const eachTime = action.approval === 'each-time';
    if (!eachTime) {
      const allowanceUntil = await ctx.allowance(binding.origin);
      if (allowanceUntil !== null) return { allowance: { origin: binding.origin, expiresAt: allowanceUntil } };
    }
    const tab = await ctx.allowedTab(binding.tabId);
    // Read before the window opens: a run the action would refuse never asks the person.
    const facts = [requesterFact(input.requester), ...(action.approvalFacts ? await action.approvalFacts(ctx, input.input as never) : defaultFacts(input.input))];
    facts.push(
      eachTime
        ? { label: 'Each time', value: 'This cannot be undone, so it is approved run by run: no site allowance covers it.' }
        : { label: 'Allow on this site', value: `Also offered: allow such changes on ${binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.` },
    );
    // Best effort: a picture only when the tab is on screen and the target is in its top frame.
    const target = input.input.target as Target | undefined;
    const picture =
      target && binding.frameId === 0
        ? await pictureOf(ctx, binding.tabId, { target, padding: APPROVAL_PICTURE_PADDING, format: 'jpeg', maxWidth: APPROVAL_PICTURE_MAX_WIDTH }).catch(() => null)
        : null;
    return ctx.grants.request({
      binding,
      ttlMs: ACTION_APPROVAL_TTL_MS,
      display: {
        action: `Let AI Echo ${action.name.split('.').at(-1)} on this page`,
        subjectName: action.name,
        subjectTitle: action.description.split('. ')[0] ?? action.name,
        subjectDescription: '',
        argumentsJson: JSON.stringify(input.input, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
        tabTitle: tab.title.slice(0, 512),
        tabUrl: projectUrl(tab.url),
        facts,
        ...(eachTime ? { eachTime: true } : {}),
        ...(action.picksFile ? { pickFile: true } : {}),
        ...(picture ? { picture: picture.dataUrl } : {}),
      },
    });
  },
});

/** What the window shows for a change that declares no facts of its own: its target, and how it acts. */
function defaultFacts(actionInput: Record<string, unknown>): { label: string; value: string }[] {
  const target = actionInput.target === undefined ? 'the page itself' : JSON.stringify(actionInput.target);
  return [
    { label: 'Target', value: target },
    { label: 'Input', value: SYNTHETIC_INPUT_FACT },
  ];
}

/** What a run needs when no approval is: the kernel goes ahead; the consent gate applies the same plan. */
export interface NoApprovalView {
  noApproval: { why: string };
}

/** An action that declares its consent (tabs, navigation): ask exactly as its plan says. */
async function requestPlanned(
  ctx: ActionContext,
  name: string,
  plan: ConsentPlan,
  actionInput: Record<string, unknown>,
  requester: string | undefined,
): Promise<GrantView | AllowanceView | NoApprovalView> {
  if (plan.need === 'none') return { noApproval: { why: plan.why } };
  const allowanceUntil = plan.need === 'grant-or-allowance' ? await ctx.allowance(plan.binding.origin) : null;
  if (allowanceUntil !== null) return { allowance: { origin: plan.binding.origin, expiresAt: allowanceUntil } };
  return ctx.grants.request({
    binding: plan.binding,
    ttlMs: ACTION_APPROVAL_TTL_MS,
    display: {
      action: plan.display.action,
      subjectName: name,
      subjectTitle: plan.display.action,
      subjectDescription: '',
      argumentsJson: JSON.stringify(actionInput, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
      tabTitle: plan.display.tabTitle.slice(0, 512),
      tabUrl: plan.display.tabUrl,
      facts: [
        requesterFact(requester),
        { label: 'Why an approval', value: plan.why },
        ...plan.display.facts,
        ...(plan.need === 'grant-or-allowance' ? [{ label: 'Allow on this site', value: `Also offered: allow this on ${plan.binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.` }] : []),
      ],
    },
  });
}
