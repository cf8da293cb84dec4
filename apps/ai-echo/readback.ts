// The independent check after a mutation: a separate read action whose answer must match what
// the action claimed. Evidence from the action itself is data for this check, never the proof.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { ReadbackSpec, ToolCall } from '../../kernel/navi-engine.ts';
import { objectsIn } from '../../kernel/untrusted-data.ts';
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

interface ReadField {
  fingerprint?: string | null;
  value?: unknown;
  checked?: unknown;
  selectedLabels?: unknown;
}

/**
 * A change that returns evidence for several fields of one form (a whole-form fill) is re-read
 * with `browser.page.forms` on that form: every claimed field, by fingerprint, must show the
 * value, checked state and selection it claimed.
 */
function planFieldsReadback(call: ToolCall, meta: RouteMeta, value: { fields: ClaimedEvidence[]; frameId?: number }): ReadbackPlan | null {
  const claimed = value.fields.filter((f) => f.fingerprint && f.after);
  const first = claimed[0];
  if (!first || claimed.length !== value.fields.length) return null; // a field with no fingerprint cannot be found again
  const wanted = claimed.map((f) => ({ fingerprint: f.fingerprint!, after: f.after! }));
  return {
    call: {
      name: 'browser.page.forms',
      arguments: { tabId: meta.tabId ?? call.arguments.tabId, ...(typeof value.frameId === 'number' ? { frameId: value.frameId } : {}), target: { fingerprint: first.fingerprint } },
    },
    claimed: wanted,
    matches: (observed) => {
      const fields = ((observed as { forms?: { fields?: ReadField[] }[] }).forms ?? []).flatMap((f) => f.fields ?? []);
      return wanted.every((w) => {
        const seen = fields.find((f) => f.fingerprint === w.fingerprint);
        if (!seen) return false;
        return (['value', 'checked', 'selectedLabels'] as const).every((k) => !(k in w.after) || JSON.stringify(w.after[k]) === JSON.stringify(seen[k]));
      });
    },
  };
}

/**
 * A browser-level change (tier `browser`) that claims where a tab is, or that it closed, is
 * re-read with `browser.tabs.list`: the tab must be there at that URL, or gone.
 */
function tabReadback(value: unknown): ReadbackPlan | null {
  const claim = (value ?? {}) as { tabId?: unknown; url?: unknown; closed?: unknown; status?: unknown };
  // A page still loading claims no place yet.
  if (typeof claim.tabId !== 'number' || claim.status === 'loading') return null;
  const closed = claim.closed === true;
  if (!closed && typeof claim.url !== 'string') return null;
  const claimed = closed ? { tabId: claim.tabId, closed: true } : { tabId: claim.tabId, url: claim.url };
  return {
    call: { name: 'browser.tabs.list', arguments: {} },
    claimed,
    matches: (observed) => {
      const tab = ((observed as { tabs?: { tabId?: unknown; url?: unknown }[] } | null)?.tabs ?? []).find((t) => t.tabId === claim.tabId);
      return closed ? tab === undefined : tab?.url === claim.url;
    },
  };
}

/** Default plans: a semantic change is re-read with `browser.semantic.verify` on its target. */
export function planReadback(call: ToolCall, meta: RouteMeta, value: unknown): ReadbackPlan | null {
  if (meta.tier === 'browser') return tabReadback(value);
  if (meta.tier !== 'semantic') return null; // page tools need a plan from the Navi (their own read)
  if (Array.isArray((value as { fields?: unknown } | null)?.fields)) return planFieldsReadback(call, meta, value as { fields: ClaimedEvidence[]; frameId?: number });
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

/** The plan for a check the Navi proposed (page tools have no default readback). */
export function planFromSpec(spec: ReadbackSpec): ReadbackPlan {
  const { record, field, equals } = spec.expect;
  return {
    call: spec.call,
    claimed: { [record.key]: record.value, [field]: equals },
    matches: (observed) => {
      const hits = objectsIn(observed).filter((r) => JSON.stringify(r[record.key]) === JSON.stringify(record.value));
      return hits.length === 1 && JSON.stringify(hits[0]![field]) === JSON.stringify(equals);
    },
  };
}
