import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import type { SubmitResult } from '../protocol.ts';
import { runMutation, runSemantic } from '../run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';
import { SYNTHETIC_INPUT_FACT } from '../../sdk/approval-wording.ts';
import type { Navigation } from '../../sdk/navigation.ts';

/** How long a submission that goes to the server is followed for its navigation. */
export const SUBMIT_NAVIGATION_WAIT_MS = 5_000;
/** Fields shown in the approval window, and characters per value there. */
const FACT_FIELDS = 40;
const FACT_VALUE_CHARS = 120;

export interface SubmitOutcome extends SubmitResult {
  tabId: number;
  frameId: number;
  documentId: string;
  trustedInput: false;
  /** The document the submission loaded, when it navigated within the wait; null otherwise. */
  navigation: { url: string; documentId: string } | null;
}

/** Resolves with the first commit of a new document in the frame, or null after `ms`. */
function followCommit(navigation: Navigation, tabId: number, frameId: number, ms: number, signal: AbortSignal): { done: Promise<{ url: string; documentId: string }[]>; stop(): void } {
  const commits: { url: string; documentId: string }[] = [];
  let finish = () => {};
  const stopWatching = navigation.onCommit(tabId, frameId, (c) => {
    commits.push({ url: projectUrl(c.url), documentId: c.documentId });
    finish();
  });
  const done = new Promise<{ url: string; documentId: string }[]>((resolve) => {
    const timer = setTimeout(() => finish(), ms);
    const onAbort = () => finish();
    signal.addEventListener('abort', onAbort, { once: true });
    finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      stopWatching();
      resolve(commits);
    };
  });
  return { done, stop: () => finish() };
}

export const browserSemanticSubmit = defineAction({
  name: 'browser.semantic.submit',
  description:
    'Answers "send the form", "place the booking" and "submit it": submits one form by pressing its submit control as a person would (target: the submit button, or the form, whose default button is used; a form without one is refused: no-submitter). Consequential, so it is approved each time (no site allowance covers it), and the approval window shows what the form will send and where. A form holding a protected field (password, credential, one-time code, payment, private) is the person\'s to send: refused. The button is scrolled into view if needed, then must pass the click hit test. The form\'s own checks may stop it (form-invalid, with the fields and their messages). Returns evidence, whether the page handled the submission in script, and the new document when it navigated (followed up to 5 s).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to send a form with ', ...target, ` on ${host}.`],
  approval: 'each-time',
  async approvalFacts(ctx, input) {
    const { value } = await runSemantic(ctx, input, 'forms', { target: input.target, maxFields: FACT_FIELDS });
    const form = value.forms[0];
    if (!form) throw new BridgeError('target-not-found', 'The target is not a form or inside one.');
    if (form.protected) throw new BridgeError('blocked-sensitive', 'The form holds a protected field; the person submits it themselves.');
    const lines = form.fields.map((f) => {
      const shown = f.checked !== undefined ? (f.checked ? 'checked' : 'not checked') : f.selectedLabels?.length ? f.selectedLabels.join(', ') : (f.value ?? '');
      return `${f.group ? `${f.group} / ` : ''}${f.name || f.control}: ${shown.length > FACT_VALUE_CHARS ? `${shown.slice(0, FACT_VALUE_CHARS - 1)}…` : shown}`;
    });
    return [
      { label: 'Target', value: JSON.stringify(input.target) },
      { label: 'Form', value: form.name || '(unnamed form)' },
      { label: 'Sends to', value: `${(form.method ?? 'get').toUpperCase()} ${form.action ?? ''}` },
      { label: 'What it sends (from the page)', value: lines.join('\n') || '(no visible fields)' },
      { label: 'Input', value: SYNTHETIC_INPUT_FACT },
    ];
  },
  async run(ctx, input): Promise<SubmitOutcome> {
    const tab = await ctx.allowedTab(input.tabId);
    const frameId = input.frameId ?? 0;
    // Listening before the press: a fast server commits the next page before the reply is read.
    const follow = followCommit(ctx.navigation, tab.tabId, frameId, SUBMIT_NAVIGATION_WAIT_MS, ctx.signal);
    let evidence: Awaited<ReturnType<typeof runMutation<'submit'>>>;
    try {
      evidence = await runMutation(ctx, { tabId: tab.tabId, frameId }, 'submit', { target: input.target });
    } catch (err) {
      follow.stop();
      throw err;
    }
    if (!evidence.submitted) follow.stop();
    const commits = await follow.done;
    const next = commits.find((c) => c.documentId !== evidence.documentId) ?? null;
    return { ...evidence, navigation: next };
  },
});
