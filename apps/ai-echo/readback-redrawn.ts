// The readback of a change on a page that redraws: a card list or virtualised list that replaces
// its rows after a click leaves the acted-on element detached, so its own after-state says
// nothing and a read by its fingerprint finds its successor (or nothing, when the row moved or
// was renamed). The record is found again by its identity instead: its role and its accessible
// name, which name the record ("Select Daniel Kim", "More actions for Tom Becker"), through
// `browser.semantic.find`. Exactly one control of that role and name must show what the action
// asked for (a check's state, a select's option, a field's text), or, for a click on a toggle, a
// state other than before. Nothing of that name, or several: nothing to judge by identity, and
// the next plan decides (a click that removed its record is confirmed by the target being gone).
import type { ToolCall } from '../../kernel/navi-engine.ts';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { parseOutline, type OutlineLine } from '../../faculties/sdk/outline.ts';

/** A read that judges the change (the shape of readback.ts's ReadbackPlan, which runs it). */
export interface RedrawnPlan {
  call: ToolCall;
  claimed: unknown;
  matches(observed: unknown): boolean;
  nothingToCheck(observed: unknown): boolean;
  kept(observed: unknown): unknown;
  attempts: number;
}

/** The find action's own bound on the words it is given. */
const MAX_NAME_CHARS = 200;
/** States a click may toggle: a change in any of them is what the click did. */
const TOGGLED = ['checked', 'pressed', 'expanded', 'selected'] as const;

interface ActedOn {
  role?: unknown;
  name?: unknown;
  frameId?: unknown;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The one line of this role and exact name in a find result, or how many there were. */
function sameRecord(observed: unknown, role: string, name: string): OutlineLine[] {
  const frames = (observed as { frames?: { matches?: unknown }[] } | null)?.frames ?? [];
  const lines = frames.flatMap((f) => (Array.isArray(f.matches) ? f.matches.filter((m): m is string => typeof m === 'string') : [])).flatMap((m) => parseOutline(m));
  return lines.filter((l) => l.role === role && l.name === name);
}

/** A found line's state in the shape `browser.semantic.verify` reads it. */
function lineState(line: OutlineLine): Record<string, unknown> {
  const on = (k: string) => line.states[k] === true;
  return { checked: on('checked'), pressed: on('pressed'), expanded: on('expanded'), selected: on('selected'), value: line.value, selectedLabels: line.value === undefined ? undefined : [line.value] };
}

/** The calls whose record's state this read can judge. */
const JUDGED = new Set(['browser.semantic.check', 'browser.semantic.select', 'browser.semantic.type', 'browser.semantic.click']);

/**
 * Whether the redrawn record's state shows what the call asked for: a check's state, a select's
 * option, a cleared field's text; for a click, a toggle's state other than before (or, with no
 * toggle, the record standing again where it was drawn).
 */
export function redrawnShows(call: ToolCall, state: Record<string, unknown> | undefined, before: Record<string, unknown> | undefined): boolean {
  if (!state) return false;
  const args = call.arguments;
  switch (call.name) {
    case 'browser.semantic.check':
      return state.checked === args.checked;
    case 'browser.semantic.select': {
      const labels = Array.isArray(args.labels) ? args.labels : typeof args.label === 'string' ? [args.label] : null;
      return labels !== null && JSON.stringify(state.selectedLabels) === JSON.stringify(labels);
    }
    case 'browser.semantic.type':
      return args.clear === true ? state.value === args.text : typeof state.value === 'string' && typeof args.text === 'string' && state.value.includes(args.text);
    case 'browser.semantic.click': {
      const toggles = TOGGLED.filter((k) => typeof before?.[k] === 'boolean');
      return toggles.length ? toggles.some((k) => (state[k] === true) !== before![k]) : true;
    }
    default:
      return false;
  }
}

/**
 * The plan for a change whose target the page replaced (its after-state says detached), read by
 * the record's role and name; null when the evidence names no record to look for.
 */
export function planRedrawn(call: ToolCall, meta: RouteMeta, value: unknown): RedrawnPlan | null {
  const acted = (value ?? {}) as ActedOn;
  if (acted.after?.attached !== false) return null;
  const { role, name } = acted;
  if (typeof role !== 'string' || typeof name !== 'string' || !name.trim() || name.length > MAX_NAME_CHARS) return null;
  if (!JUDGED.has(call.name)) return null;
  const tabId = meta.tabId ?? call.arguments.tabId;
  return {
    call: {
      name: 'browser.semantic.find',
      arguments: { ...(typeof tabId === 'number' ? { tabId } : {}), ...(typeof acted.frameId === 'number' ? { frameId: acted.frameId } : {}), name, roles: [role], limit: 5 },
    },
    claimed: { record: { role, name }, redrawn: true },
    matches: (observed) => {
      const found = sameRecord(observed, role, name);
      return found.length === 1 && redrawnShows(call, lineState(found[0]!), acted.before);
    },
    nothingToCheck: (observed) => sameRecord(observed, role, name).length !== 1,
    kept: (observed) => ({ lines: sameRecord(observed, role, name).map((l) => ({ role: l.role, name: l.name, value: l.value ?? null, states: l.states })) }),
    // The list may still be drawing its rows.
    attempts: 3,
  };
}
