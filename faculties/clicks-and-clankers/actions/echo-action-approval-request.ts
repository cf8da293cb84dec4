import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { tierRule } from '../../../browser-bridge/tiers.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../sdk/consent.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { requesterFact, requesterInput, type GrantView } from '../../sdk/grants.ts';
import { projectUrl } from '../../sdk/project-url.ts';

const MAX_ARGUMENTS_SHOWN_CHARS = 65_536;
/** How long the person has to decide on a semantic change. */
const ACTION_APPROVAL_TTL_MS = 2 * 60_000;

const NAME = 'echo.action.approval.request';

export const echoActionApprovalRequest = defineAction({
  name: NAME,
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a semantic change with these exact arguments on this tab, frame and document. The window also offers to allow such changes on this site for a while. Returns the pending approval at once (or the allowance already in force, with no window).",
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
  async run(ctx, input): Promise<GrantView | AllowanceView> {
    const action = ctx.descriptor(input.action);
    if (!action) throw new BridgeError('unknown-action', `No action named ${input.action}.`);
    // Only the changes whose tier this request serves (the tier table names it).
    if (action.effect !== 'mutation' || tierRule(action.tier).approval?.request !== NAME) {
      throw new BridgeError('invalid-input', `${input.action} does not take an action approval.`);
    }
    ctx.checkInput(action.name, input.input);
    const binding = await consentBinding(ctx, action, input.input);
    const allowanceUntil = await ctx.allowance(binding.origin);
    if (allowanceUntil !== null) return { allowance: { origin: binding.origin, expiresAt: allowanceUntil } };
    const tab = await ctx.allowedTab(binding.tabId);
    const target = input.input.target === undefined ? 'the page itself' : JSON.stringify(input.input.target);
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
        facts: [
          requesterFact(input.requester),
          { label: 'Target', value: target },
          { label: 'Input', value: 'Synthetic events from a script: the page sees them as untrusted (isTrusted false), never as your keyboard or mouse.' },
          { label: 'Allow on this site', value: `Also offered: allow such changes on ${binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.` },
        ],
      },
    });
  },
});
