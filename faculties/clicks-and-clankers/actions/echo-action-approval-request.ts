import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { tierRule } from '../../../browser-bridge/tiers.ts';
import { judgedTarget, takePicture, targetConsequences, viewTargets } from '../../sdk/approval-evidence.ts';
import { argumentsTable, semanticSentence, requestSchema } from '../../sdk/approval-wording.ts';
import { consentBinding, ORIGIN_ALLOWANCE_MS, type AllowanceView } from '../../sdk/consent.ts';
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
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a semantic change with these exact arguments on this tab, frame and document. The window names the target as the page shows it, with a picture, and offers to allow such changes on this site for a while unless the target may spend money or cannot be undone. Returns the pending approval at once with what its window shows (or the allowance already in force, with no window).",
  input: Type.Object(
    {
      action: Type.String({ minLength: 1, maxLength: 128, description: 'The dotted action name, e.g. browser.semantic.click.' }),
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input the action will receive (tabId pinned).' }),
      request: requestSchema,
      requester: requesterInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
  async run(ctx, input): Promise<RequestedApproval | AllowanceView> {
    const action = ctx.descriptor(input.action);
    if (!action) throw new BridgeError('unknown-action', `No action named ${input.action}.`);
    // Only the changes whose tier this request serves (the tier table names it).
    if (action.effect !== 'mutation' || tierRule(action.tier).approval?.request !== NAME) {
      throw new BridgeError('invalid-input', `${input.action} does not take an action approval.`);
    }
    ctx.checkInput(action.name, input.input);
    const binding = await consentBinding(ctx, action, input.input);
    // The target as the page shows it now (refused here if it is stale or protected), and what the
    // change may set off: the target, or with none the focused element a key press lands on.
    const named = input.input.target as Target | undefined;
    const [target = null] = await viewTargets(ctx, binding, named ? [named] : []);
    const judged = await judgedTarget(ctx, binding, named, action.inputSchema);
    const consequences = targetConsequences(judged);
    const acted = target ?? judged;
    const allowanceUntil = await ctx.allowance(binding.origin);
    // An allowance never covers what may spend money or cannot be undone: that gets a window.
    if (allowanceUntil !== null && !consequences.length) return { allowance: { origin: binding.origin, expiresAt: allowanceUntil } };
    const tab = await ctx.allowedTab(binding.tabId);
    // The picture outlines where the change lands: its target, or the focus a key press goes to.
    const { picture, request } = await takePicture(ctx, binding.tabId, acted ? [acted] : [], acted ? 'target' : 'tab');
    const display: ApprovalDisplay = {
      tier: 'semantic',
      sentence: semanticSentence(action.name, input.input, target, binding.origin),
      argumentsTable: argumentsTable(input.input, ['tabId', 'frameId', 'target']),
      consequences,
      picture,
      ...(input.request ? { request: input.request } : {}),
      ...(input.requester ? { requester: input.requester } : {}),
      action: `Let AI Echo ${action.name.split('.').at(-1)} on this page`,
      subjectName: action.name,
      subjectTitle: action.description.split('. ')[0] ?? action.name,
      subjectDescription: '',
      argumentsJson: JSON.stringify(input.input, null, 2).slice(0, MAX_ARGUMENTS_SHOWN_CHARS),
      tabTitle: tab.title.slice(0, 512),
      tabUrl: projectUrl(tab.url),
      facts: [
        requesterFact(input.requester),
        { label: 'Target', value: `${input.input.target === undefined ? 'the page itself' : JSON.stringify(input.input.target)}${target ? ` (${target.role} ${JSON.stringify(target.name)})` : ''}` },
        { label: 'Input', value: 'Synthetic events from a script: the page sees them as untrusted (isTrusted false), never as your keyboard or mouse.' },
        {
          label: 'Allow on this site',
          value: consequences.length ? 'Not offered: this may spend money or cannot be undone.' : `Also offered: allow such changes on ${binding.origin} for ${ORIGIN_ALLOWANCE_MS / 60_000} minutes.`,
        },
      ],
    };
    const view = await ctx.grants.request({ binding, ttlMs: ACTION_APPROVAL_TTL_MS, display, pictureRequest: request });
    return { ...view, summary: summaryOf(display) };
  },
});
