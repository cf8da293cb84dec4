import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { runMutation } from '../run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';
import { takePickedFile, UPLOAD_MAX_BYTES } from '../../sdk/picked-file.ts';
import { SYNTHETIC_INPUT_FACT } from '../../sdk/approval-wording.ts';

export const browserSemanticUpload = defineAction({
  name: 'browser.semantic.upload',
  description: `Answers "attach my CV", "upload a photo" and "add the invoice to this form": puts one file into a page's file field. The person picks the file themselves, in the extension's own approval window, for this run only; the Navi names no file and no path (there is no such argument). Approved each time (no site allowance covers it). The field must pass the click hit test (its label counts when the field is styled away) and accept the file's type; at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MiB. Returns evidence with the file's name, type and size and trustedInput:false.`,
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  movesFiles: true,
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to give a file you pick below to ', ...target, ` on ${host}.`],
  approval: 'each-time',
  picksFile: true,
  approvalFacts: async (_ctx, input) => [
    { label: 'Target', value: JSON.stringify(input.target) },
    { label: 'File', value: 'You pick it below. Only that file goes to the page, only for this run; AI Echo cannot choose or see any other.' },
    { label: 'Input', value: SYNTHETIC_INPUT_FACT },
  ],
  async run(ctx, input) {
    // The file belongs to the approval this run consumed; an allowance never carries one.
    const file = ctx.consentedApprovalId ? await takePickedFile(ctx.sessionStore, ctx.consentedApprovalId) : null;
    if (!file) throw new BridgeError('consent-required', 'No file was picked for this upload: the person picks it in the approval window, for each upload.');
    return runMutation(ctx, input, 'upload', { target: input.target, file });
  },
});
