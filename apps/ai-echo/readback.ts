// The independent check after a mutation: a separate read action whose answer must match what
// the action claimed. Evidence from the action itself is data for this check, never the proof.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { ReadbackSpec, ToolCall } from '../../kernel/navi-engine.ts';
import type { RouteMeta } from '../../kernel/tool-router.ts';

export interface ReadbackPlan {
  call: ToolCall;
  /** What the action claimed, as recorded in the receipt. */
  claimed: unknown;
  matches(observed: unknown): boolean;
  /** Some claims are confirmed by an error (a click that removed its target: now `stale`). */
  matchesError?(error: BridgeErrorShape): boolean;
}

/** State fields a readback compares when the action's claimed after-state has them. */
const COMPARED = ['attached', 'value', 'checked', 'selectedLabels', 'expanded', 'pressed', 'selected', 'focused'] as const;

interface ClaimedEvidence {
  fingerprint?: string | null;
  frameId?: number;
  after?: Record<string, unknown>;
}

function sameState(claimed: Record<string, unknown>, observed: Record<string, unknown> | undefined): boolean {
  if (!observed) return false;
  return COMPARED.every((k) => !(k in claimed) || JSON.stringify(claimed[k]) === JSON.stringify(observed[k]));
}

/** Reads a value at a dotted path (`result.value.quantity`) of untrusted data, or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  let cur: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Default plans: a semantic change is re-read with `browser.semantic.verify` on its target. */
export function planReadback(call: ToolCall, meta: RouteMeta, value: unknown): ReadbackPlan | null {
  if (meta.tier !== 'semantic') return null; // page tools need a plan from the Navi (their own read)
  const evidence = (value ?? {}) as ClaimedEvidence;
  const after = evidence.after;
  if (!after) return null;
  const target = evidence.fingerprint ? { fingerprint: evidence.fingerprint } : call.arguments.target;
  if (!target) return null; // a page-level action (scroll by page, key without target)
  return {
    call: {
      name: 'browser.semantic.verify',
      arguments: { tabId: meta.tabId ?? call.arguments.tabId, ...(typeof evidence.frameId === 'number' ? { frameId: evidence.frameId } : {}), target },
    },
    claimed: after,
    matches: (observed) => after.attached !== false && sameState(after, (observed as { state?: Record<string, unknown> }).state),
    matchesError: (error) => after.attached === false && (error.code === 'stale' || error.code === 'target-not-found'),
  };
}

/** Every `{name, value}` form field anywhere in an extract result (page data, read defensively). */
function fieldsIn(data: unknown): { name: string; value: unknown }[] {
  const out: { name: string; value: unknown }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const rec = node as Record<string, unknown>;
    if (Array.isArray(rec.fields)) for (const f of rec.fields as Record<string, unknown>[]) if (typeof f?.name === 'string') out.push({ name: f.name, value: f.value });
    for (const v of Object.values(rec)) if (typeof v === 'object') visit(v);
  };
  visit(data);
  return out;
}

/** Every plain object anywhere in untrusted data. */
function recordsIn(data: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node)) out.push(node as Record<string, unknown>);
    for (const v of Object.values(node)) visit(v);
  };
  visit(data);
  return out;
}

/** The plan for a check the Navi proposed (page tools have no default readback). */
export function planFromSpec(spec: ReadbackSpec): ReadbackPlan {
  const { expect } = spec;
  if ('path' in expect) {
    return { call: spec.call, claimed: { [expect.path]: expect.equals }, matches: (observed) => JSON.stringify(valueAt(observed, expect.path)) === JSON.stringify(expect.equals) };
  }
  if ('record' in expect) {
    const { record, field, equals } = expect;
    return {
      call: spec.call,
      claimed: { [record.key]: record.value, [field]: equals },
      matches: (observed) => {
        const hits = recordsIn(observed).filter((r) => JSON.stringify(r[record.key]) === JSON.stringify(record.value));
        return hits.length === 1 && JSON.stringify(hits[0]![field]) === JSON.stringify(equals);
      },
    };
  }
  const words = expect.fieldWords.map((w) => w.toLowerCase());
  return {
    call: spec.call,
    claimed: { field: expect.fieldWords.join(' '), value: expect.value },
    matches: (observed) => {
      const hits = fieldsIn(observed).filter((f) => words.every((w) => f.name.toLowerCase().includes(w)));
      return hits.length === 1 && String(hits[0]!.value) === expect.value;
    },
  };
}
