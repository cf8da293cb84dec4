import { BridgeError } from '../../../browser-bridge/errors.ts';
import { runMutation } from '../run.ts';
import { takePickedFile } from '../../sdk/picked-file.ts';
import { SYNTHETIC_INPUT_FACT } from '../../sdk/approval-wording.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticUpload } from '../actions/browser-semantic-upload.ts';

export const browserSemanticUploadRun = implement(browserSemanticUpload, {
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
