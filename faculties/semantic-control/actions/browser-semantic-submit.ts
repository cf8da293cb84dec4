import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { SubmitResult } from '../protocol.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

/** How long a submission that goes to the server is followed for its navigation. */
export const SUBMIT_NAVIGATION_WAIT_MS = 5_000;

export interface SubmitOutcome extends SubmitResult {
  tabId: number;
  frameId: number;
  documentId: string;
  trustedInput: false;
  /** The document the submission loaded, when it navigated within the wait; null otherwise. */
  navigation: { url: string; documentId: string } | null;
}

export const browserSemanticSubmit = defineSpec({
  name: 'browser.semantic.submit',
  description:
    'Answers "send the form", "place the booking" and "submit it": submits one form by pressing its submit control as a person would (target: the submit button, or the form, whose default button is used; a form without one is refused: no-submitter). Consequential, so it is approved each time (no site allowance covers it), and the approval window shows what the form will send and where. A form holding a protected field (password, credential, one-time code, payment, private) is the person\'s to send: refused. The button is scrolled into view if needed, then must pass the click hit test. The form\'s own checks may stop it (form-invalid, with the fields and their messages). Returns evidence, whether the page handled the submission in script, and the new document when it navigated (followed up to 5 s).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to send a form with ', ...target, ` on ${host}.`],
  approval: 'each-time',
});
