// Double-click, right-click and drag: each gesture is hit-tested where a person would point
// (both ends of a drag), refuses protected surfaces, and returns evidence like a click.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { PageEvidence, RuntimeApi, TargetRef, TargetState } from '../protocol.ts';
import { evidence, prepare } from './act.ts';
import { contextClickAt, doubleClickAt, dragBetween, type EventLog } from './events.ts';
import { hitTest } from './hit-test.ts';
import { refOf } from '../../sdk/page/identity.ts';
import { stateOf } from '../../sdk/page/state.ts';
import { composedContains } from '../../sdk/page/tree.ts';

type Args<M extends keyof RuntimeApi> = RuntimeApi[M]['args'];

export async function doubleClick(args: Args<'doubleClick'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const hit = hitTest(p.el);
  const log: EventLog = [];
  doubleClickAt(hit, log);
  return evidence('doubleClick', p, log);
}

export async function rightClick(args: Args<'rightClick'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const hit = hitTest(p.el);
  const log: EventLog = [];
  contextClickAt(hit, log);
  return evidence('rightClick', p, log);
}

export async function drag(args: Args<'drag'>): Promise<PageEvidence & { to: TargetRef; toBefore: TargetState; toAfter: TargetState }> {
  const from = prepare(args.target);
  const to = prepare(args.to);
  if (composedContains(from.el, to.el) || composedContains(to.el, from.el)) {
    throw new BridgeError('invalid-input', 'The drop target is the dragged element or inside it (or holds it); pick a separate destination.');
  }
  // Both ends before any event: a drop on something a person could not reach is no drop at all.
  const start = hitTest(from.el);
  const end = hitTest(to.el);
  const log: EventLog = [];
  dragBetween(start, end, log);
  const result = await evidence('drag', from, log);
  return { ...result, to: refOf(to.id), toBefore: to.before, toAfter: stateOf(to.el, false) };
}
