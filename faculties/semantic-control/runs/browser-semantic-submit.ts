import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { runMutation, runSemantic } from '../run.ts';
import { SYNTHETIC_INPUT_FACT } from '../../sdk/approval-wording.ts';
import type { Navigation } from '../../sdk/navigation.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticSubmit, SUBMIT_NAVIGATION_WAIT_MS, type SubmitOutcome } from '../actions/browser-semantic-submit.ts';
/** Fields shown in the approval window, and characters per value there. */
const FACT_FIELDS = 40;
const FACT_VALUE_CHARS = 120;

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

export const browserSemanticSubmitRun = implement(browserSemanticSubmit, {
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
    const tab = await ctx.allowedTop(input.tabId);
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
