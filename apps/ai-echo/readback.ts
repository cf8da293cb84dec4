// The independent check after a mutation: a separate read action whose answer must match what
// the action claimed. Evidence from the action itself is data for this check, never the proof.
// Our own reads of what the page shows come first (they need no approval); a page's own read
// tool (which needs one, like any page-tool run) only when the page shows nothing to check, or
// does not show the change in its text.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { ReadbackSpec, ShownCheck, ToolCall } from '../../kernel/navi-engine.ts';
import { objectsIn } from '../../kernel/untrusted-data.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { planRedrawn, redrawnShows } from './readback-redrawn.ts';

export interface ReadbackPlan {
  call: ToolCall;
  /** What the action claimed, as recorded in the receipt. */
  claimed: unknown;
  matches(observed: unknown): boolean;
  /** Some claims are confirmed by an error (a click that removed its target: now `stale`). */
  matchesError?(error: BridgeErrorShape): boolean;
  /** The read found nothing this plan can judge: try the next plan. */
  nothingToCheck?(observed: unknown): boolean;
  /**
   * A mismatch only says the page does not show the change this way (it may show it otherwise):
   * the next plan, when there is one, decides.
   */
  inconclusiveMismatch?: true;
  /** Reads of a page that may still be rendering the change are retried this many times in all. */
  attempts?: number;
  /** What the receipt keeps of the observation (the lines that mattered, not the whole page). */
  kept?(observed: unknown): unknown;
}

/** State fields a readback compares when the action's claimed after-state has them. */
const COMPARED = ['attached', 'value', 'checked', 'selectedLabels', 'expanded', 'pressed', 'selected', 'focused'] as const;

interface ClaimedEvidence {
  fingerprint?: string | null;
  frameId?: number;
  before?: Record<string, unknown>;
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
    // A target the page replaced says nothing of itself: what stands at its place (same role, name
    // and position) must show what the call asked for (readback-redrawn.ts).
    matches: (observed) => {
      const state = (observed as { state?: Record<string, unknown> }).state;
      return after.attached !== false ? sameState(after, state) : redrawnShows(call, state, evidence.before);
    },
    matchesError: (error) => after.attached === false && (error.code === 'stale' || error.code === 'target-not-found'),
  };
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines of the page's text that name `text`. */
function linesNaming(observed: unknown, text: string): string[] {
  const all = String((observed as { text?: unknown } | null)?.text ?? '');
  return all.split('\n').filter((line) => norm(line).includes(norm(text)));
}

/**
 * Our own read of the page (`browser.semantic.extract`, no approval): the one line that names
 * `shows.text` must show `shows.value` as a whole word after the name. Nothing to check when no
 * line names it; a mismatch when several do (no guessing which).
 */
export function planShown(shows: ShownCheck, tabId: number | null): ReadbackPlan {
  const value = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(shows.value))}($|[^\\p{L}\\p{N}])`, 'u');
  return {
    call: { name: 'browser.semantic.extract', arguments: { ...(tabId === null ? {} : { tabId }), include: ['text'] } },
    claimed: { shows: shows.text, value: shows.value },
    matches: (observed) => {
      const lines = linesNaming(observed, shows.text);
      if (lines.length !== 1) return false;
      const line = norm(lines[0]!);
      return value.test(line.slice(line.indexOf(norm(shows.text)) + norm(shows.text).length));
    },
    nothingToCheck: (observed) => linesNaming(observed, shows.text).length === 0,
    inconclusiveMismatch: true,
    kept: (observed) => ({ lines: linesNaming(observed, shows.text).slice(0, 5) }),
    attempts: 3,
  };
}

/** The plan for a check the Navi proposed with a page read tool (page tools have no default readback). */
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

/** Every check of one change, best first: our own reads (a redrawn record by its identity first), then the page's read tool. */
export function readbackPlans(call: ToolCall, meta: RouteMeta, value: unknown, own: ReadbackPlan | null, step: { shows?: ShownCheck; readback?: ReadbackSpec }): ReadbackPlan[] {
  const redrawn = meta.tier === 'semantic' ? planRedrawn(call, meta, value) : null;
  return [redrawn, planReadback(call, meta, value) ?? own, step.shows ? planShown(step.shows, meta.tabId) : null, step.readback ? planFromSpec(step.readback) : null].filter(
    (p): p is ReadbackPlan => p !== null,
  );
}

/** What one read answered, as the router returns it. */
type ReadResult = { ok: true; value?: unknown; meta: { argumentHash: string } } | { ok: false; error: BridgeErrorShape; meta: { argumentHash: string } };

/**
 * Runs the plans in order. The first whose read has something to check decides (one whose
 * mismatch is inconclusive leaves it to the next plan); a page still rendering gets a few tries.
 * Null when no plan had anything to check.
 */
export async function checkChange(plans: readonly ReadbackPlan[], read: (call: ToolCall) => Promise<ReadResult>, retryMs: number): Promise<Receipt['readback']> {
  for (const [i, plan] of plans.entries()) {
    for (let attempt = 1; ; attempt++) {
      const r = await read(plan.call);
      if (r.ok && plan.nothingToCheck?.(r.value)) break;
      const matched = r.ok ? plan.matches(r.value) : (plan.matchesError?.(r.error) ?? false);
      const last = attempt >= (plan.attempts ?? 1);
      if (!matched && r.ok && last && plan.inconclusiveMismatch && i < plans.length - 1) break;
      if (matched || !r.ok || last) {
        const observed = r.ok ? (plan.kept ? plan.kept(r.value) : r.value) : { error: r.error };
        return { action: plan.call.name, argumentHash: r.meta.argumentHash, matched, claimed: plan.claimed, observed };
      }
      await new Promise((done) => setTimeout(done, retryMs));
    }
  }
  return null;
}
