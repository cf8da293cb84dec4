import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';
import { UPLOAD_MAX_BYTES } from '../../sdk/picked-file.ts';

export const browserSemanticUpload = defineSpec({
  name: 'browser.semantic.upload',
  description: `Answers "attach my CV", "upload a photo" and "add the invoice to this form": puts one file into a page's file field. The person picks the file themselves, in the extension's own approval window, for this run only; the Navi names no file and no path (there is no such argument). Approved each time (no site allowance covers it). The field must pass the click hit test (its label counts when the field is styled away) and accept the file's type; at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MiB. Returns evidence with the file's name, type and size and trustedInput:false.`,
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  movesFiles: true,
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to give a file you pick below to ', ...target, ` on ${host}.`],
  approval: 'each-time',
  picksFile: true,
});
