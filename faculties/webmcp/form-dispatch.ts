// Dispatches a declarative (form) tool and records its hand-off. Without toolautosubmit the
// browser fills the form and waits for the person: the answer is `waiting` at once, never a
// timeout. With toolautosubmit the browser submits: the page's answer, or the navigation the
// submission causes, is the outcome, even when that navigation takes the page func's answer with it.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { PageRpc } from '../sdk/page-rpc.ts';
import { dispatchTool, type DispatchRequest } from './dispatch.ts';
import { isFinal, viewOf, type HandoffRecord, type HandoffView } from './handoff.ts';
import { handoffStore, waitForHandoff, type HandoffHost } from './handoff-store.ts';
import { HANDOFF_NAVIGATION_GRACE_MS } from './limits.ts';

import { boundResult, type BoundedResult } from '../sdk/bounded-result.ts';
import type { FormToolFacts } from './types.ts';

export interface FormDispatch extends Omit<DispatchRequest, 'handoffId'> {
  handoffId: string;
  frameId: number;
  origin: string;
  form: FormToolFacts;
  /** How long AI Echo watches the filled form for the person's submission. */
  waitMs: number;
}

/** Waits (at most the navigation grace) for a submission to end in an answer or a navigation. */
async function settled(host: HandoffHost, handoffId: string, signal: AbortSignal): Promise<HandoffRecord | undefined> {
  const end = Date.now() + HANDOFF_NAVIGATION_GRACE_MS + 1000;
  let rec = await handoffStore(host.sessionStore).get(handoffId);
  while (rec && !isFinal(rec.state) && Date.now() < end && !signal.aborted) rec = await waitForHandoff(host, handoffId, rec.state, end - Date.now(), signal);
  return rec;
}

export async function dispatchFormTool(host: HandoffHost & { page: PageRpc }, req: FormDispatch): Promise<{ result: BoundedResult; handoff: HandoffView }> {
  const records = handoffStore(host.sessionStore);
  const now = Date.now();
  await records.add({
    handoffId: req.handoffId,
    tabId: req.tabId,
    frameId: req.frameId,
    documentId: req.documentId,
    origin: req.origin,
    toolName: req.name,
    submit: req.form.submit,
    state: 'filling',
    submitSeen: false,
    response: null,
    navigation: null,
    reason: null,
    createdAt: now,
    updatedAt: now,
    waitUntil: now + req.waitMs,
    settleBy: null,
  });
  let result: BoundedResult;
  let rec: HandoffRecord | undefined;
  try {
    const out = await dispatchTool(host.page, req);
    if (out.kind === 'waiting') {
      rec = await records.apply(req.handoffId, { kind: 'filled' });
      result = boundResult(null, false);
    } else {
      result = out.result;
      rec = await records.apply(req.handoffId, { kind: 'responded', response: result.value === null ? null : result });
      if (rec?.state === 'submitting') rec = await settled(host, req.handoffId, req.signal);
    }
  } catch (err) {
    if (err instanceof BridgeError && err.code === 'tool-error') await records.apply(req.handoffId, { kind: 'rejected', message: err.message.slice(0, 300) });
    if (!(err instanceof BridgeError) || err.code !== 'outcome-unknown') throw err;
    // The page func's answer was lost: if the browser reported the submission, the navigation
    // that took the answer with it is the outcome.
    const seen = await records.get(req.handoffId);
    if (!seen || !(seen.submitSeen || seen.state === 'submitting' || seen.state === 'submitted')) throw err;
    rec = await settled(host, req.handoffId, req.signal);
    result = rec?.response ?? boundResult(null, false);
  }
  if (!rec) throw new BridgeError('internal', 'The record of the filled form was lost.');
  return { result, handoff: viewOf(rec) };
}
