// Controls that are not on screen yet: inside a closed section, disclosure, menu or tab. When
// nothing visible fits the request, the step looks inside the page's closed parts
// (browser.semantic.collapsed), ranks the controls there like visible ones, and makes a two-part
// plan of the one that clearly fits: first click its opener (an ordinary semantic click, approved
// and read back as usual), then, in a fresh snapshot, act on the control found again by its role
// and name. A protected control is refused before anything is opened.
//
// The step planner stays a pure function of its results (turn.ts): the first part is the
// ordinary plan up to the opener's click; the results after it are the second part's, replayed
// as a plan of its own that is pinned to the chosen control.
import { affordancesOf, chooseAffordance, rankAffordances, type RankRequest } from './affordances.ts';
import { holdersOf } from './value-holders.ts';
import { pickByDegree } from './degree-pick.ts';
import { describedPick } from './described-record.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { refuseProtected } from './refusals.ts';
import { call, FALLBACK, lastOf } from './results.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { describeControl, type Control } from './target-resolver.ts';
import { contentStems, sameStem, type Meaning } from './words.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';

export const COLLAPSED = 'browser.semantic.collapsed';

/** A control inside a closed part, with the visible control that opens it. */
export interface HiddenControl {
  control: Control;
  opener: Control;
  kind: string;
  /**
   * How the control is found once its part opens, when its name is not known beforehand (a row's
   * menu or a record's detail drawn only when opened: record-opener.ts); else by role and name.
   */
  seek?: (controls: readonly Control[]) => Control | null;
  /** What the step says when `seek` finds nothing: the opener's click was all there was to do (a control that asks to confirm only sometimes). */
  ifMissing?: string;
}

/** A stand-in for the control a plan seeks once `near` opens something: its role and what it is called, nothing on the page yet. */
export function soughtControl(role: string, name: string, near: Control): Control {
  return { line: { depth: 0, role, name, fingerprint: null, states: {}, frameId: near.line.frameId }, landmarks: [], heading: null, index: -1 };
}

/** Closed parts opened in a row at most to reach one control (a section inside a tab). */
const MAX_DEPTH = 3;

/** The choice made in the first part, by the context it was made in. */
const chosen = new WeakMap<StepContext, HiddenControl>();
/** The control the second part acts on, and how many parts were opened to reach it, by its context. */
const pinned = new WeakMap<StepContext, { hidden: HiddenControl; depth: number }>();

/** The closed parts' controls of a browser.semantic.collapsed result, each with its opener. */
export function hiddenControlsOf(r: Result): HiddenControl[] {
  const data = r.result.data as { frameId?: unknown; containers?: unknown } | null;
  const frameId = typeof data?.frameId === 'number' ? data.frameId : 0;
  const out: HiddenControl[] = [];
  for (const c of Array.isArray(data?.containers) ? (data.containers as unknown[]) : []) {
    const { opener: o, controls, kind } = (c ?? {}) as { opener?: unknown; controls?: unknown; kind?: unknown };
    const line = typeof o === 'string' ? parseOutline(o)[0] : undefined;
    if (!line?.fingerprint || !Array.isArray(controls)) continue;
    const opener: Control = { line: { ...line, frameId }, landmarks: [], heading: null, index: -1 };
    for (const text of controls) {
      const inner = typeof text === 'string' ? parseOutline(text)[0] : undefined;
      if (!inner) continue;
      // Known by its own name; the opener's name is the words around it ("in Advanced").
      const control: Control = { line: { ...inner, depth: 0, frameId }, landmarks: [{ role: 'region', name: line.name, fingerprint: line.fingerprint }], heading: line.name, index: out.length };
      out.push({ control, opener, kind: typeof kind === 'string' ? kind : 'part' });
    }
  }
  return out;
}

/** How a hidden control reads to a person: the control and what holds it. */
export function describeHidden(h: HiddenControl): string {
  const holder = h.kind === 'tab' ? `the tab ${JSON.stringify(h.opener.line.name)}` : `the closed ${h.kind === 'menu' ? 'menu' : 'section'} ${JSON.stringify(h.opener.line.name)}`;
  return `${describeControl(h.control)} in ${holder}`;
}

/** Verbs that may mean the opener itself ("open the Privacy tab", "show the Export section"). */
const OPENING: readonly Meaning[] = ['open', 'show', 'click'];

/** Whether the request says more than the opener's name: words it does not meet, or a verb of its own ("archive the team"). */
function saysMore(opener: Control, req: RankRequest): boolean {
  const own = contentStems(opener.line.name);
  const verb = req.verb && !req.verb.meanings.some((m) => OPENING.includes(m)) ? req.verb.text : '';
  return contentStems(`${req.words} ${verb}`).some((w) => !own.some((o) => sameStem(o, w)));
}

/**
 * Nothing visible fits, or what fits best is an opener (a tab, a closed section) that the request
 * says more than: look inside the closed parts (only that opener's, when one is given). Returns
 * the opener to click (the first part of the plan), a call or question on the way there, a
 * refusal, or null when nothing inside fits.
 */
export function lookInside(ctx: StepContext, req: RankRequest, under?: Control, /** The value the request sets ("to HartleyHome"), if any. */ value?: string): { opener: Control } | StepDecision | null {
  if (pinned.has(ctx) || (under && !saysMore(under, req))) return null;
  const r = lastOf(ctx.mine, COLLAPSED);
  if (!r) return call(COLLAPSED, {}, 'Nothing on screen fits: look inside the page\'s closed sections, tabs and menus for it.');
  // A page that could not be looked into (an older extension, a frame that went away) has nothing there to offer.
  if (!r.ok) return null;
  const all = hiddenControlsOf(r);
  const hidden = under ? all.filter((h) => h.opener.line.fingerprint === under.line.fingerprint) : all;
  // Under a named opener, a control inside must be named by the request itself, not only by the opener's words around it.
  const ranked = rankAffordances(affordancesOf(hidden.map((h, index) => ({ ...h.control, index }))), req).filter((x) => !under || x.named > 0);
  const choice = chooseAffordance(ranked);
  if (choice.kind === 'none') return null;
  const holderOf = (c: Control) => hidden[c.index]!;
  let pick: HiddenControl;
  if (choice.kind === 'many') {
    const fitting = [...new Set(choice.affordances.map((a) => holderOf(a.control)))];
    // Only those that could take the value said ("to HartleyHome": a field, not a switch).
    const holding = value !== undefined ? holdersOf(fitting, (h) => h.control, value) : fitting;
    const candidates = holding.length ? holding : fitting;
    const picked = candidates.length === 1 ? candidates[0]! : (pickByDegree(candidates, (h) => h.control.line.name, ctx.step.text) ?? askWhich(ctx, candidates));
    if (!('control' in picked)) return picked;
    pick = picked;
  } else pick = holderOf(choice.affordance.control);
  const blocked = pick.control.line.states.blocked;
  if (typeof blocked === 'string') return { kind: 'stop', text: refuseProtected(pick.control, blocked) };
  chosen.set(ctx, pick);
  return { opener: pick.opener };
}

/** The person's pick among hidden candidates: asked, then read from the answer. */
function askWhich(ctx: StepContext, candidates: readonly HiddenControl[]): HiddenControl | StepDecision {
  const described = describedPick(ctx, candidates, (h) => h.control.line.name);
  if (described) return 'pick' in described ? described.pick : described;
  const list = candidates.map(describeHidden);
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `I am not sure which you mean: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one?` };
  return pickByAnswer(candidates, a, describeHidden) ?? { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
}

/**
 * Nothing visible takes the request, but one closed part holds what does (a form that takes its
 * values): `pick` is asked of each closed part's controls, and the one part whose controls give a
 * control to act on is opened first, as with lookInside.
 */
export function lookInsideFor(
  ctx: StepContext,
  pick: (controls: readonly Control[]) => Control | null,
  /** Only the parts these visible openers hold (a closed section of a form already open), even past an opened part. */
  under?: readonly Control[],
): { opener: Control } | StepDecision | null {
  if (under ? (pinned.get(ctx)?.depth ?? 0) >= MAX_DEPTH : pinned.has(ctx)) return null;
  const r = lastOf(ctx.mine, COLLAPSED);
  if (!r) return call(COLLAPSED, {}, 'Nothing on screen fits: look inside the page\'s closed sections, tabs and menus for it.');
  if (!r.ok) return null;
  const parts = new Map<string, HiddenControl[]>();
  for (const h of hiddenControlsOf(r)) if (!under || under.some((o) => o.line.fingerprint === h.opener.line.fingerprint)) parts.set(h.opener.line.fingerprint!, [...(parts.get(h.opener.line.fingerprint!) ?? []), h]);
  const hits = [...parts.values()].flatMap((part) => {
    const c = pick(part.map((h) => h.control));
    const h = c ? part.find((x) => x.control === c) : undefined;
    return h ? [h] : [];
  });
  if (hits.length !== 1) return null;
  chosen.set(ctx, hits[0]!);
  return { opener: hits[0]!.opener };
}

/** Whether a control opens or closes a part (closed or open now) rather than acting itself. */
const discloses = (c: Control) => c.line.states.collapsed !== undefined || c.line.states.expanded !== undefined;

/**
 * In the second part: the chosen control, found again by role and name in the fresh snapshot's
 * controls. When it still does not show (it sits in a closed part inside the one just opened),
 * the closed parts are looked at again and the one that now holds it is opened too.
 */
export function revealedIn(ctx: StepContext, controls: readonly Control[]): { found: Control } | { opener: Control } | StepDecision | null {
  const pin = pinned.get(ctx);
  if (!pin) return null;
  const { role, name } = pin.hidden.control.line;
  if (pin.hidden.seek) {
    const sought = pin.hidden.seek(controls);
    if (!sought && pin.hidden.ifMissing !== undefined) return { kind: 'done', summary: pin.hidden.ifMissing };
    return sought ? { found: sought } : { kind: 'stop', text: `I opened ${describeControl(pin.hidden.opener)}, but nothing in what it showed fits ${describeControl(pin.hidden.control)}, so I did nothing more.` };
  }
  // An opener named like the control it hides ("Cancel Premium" over a "Cancel Premium" button) is not that control.
  const alike = (c: Control) => c.line.role === role && discloses(c) === discloses(pin.hidden.control);
  let same = controls.filter((c) => alike(c) && c.line.name === name);
  // A name that, shown, takes in the value it states ("Remind me at 80% of the budget" listed closed
  // as "Remind me at of the budget"): the one control of the role whose name holds all the words.
  if (!same.length) {
    const words = contentStems(name);
    if (words.length) same = controls.filter((c) => alike(c) && words.every((w) => contentStems(c.line.name).some((o) => sameStem(o, w))));
    if (same.length > 1) same = [];
  }
  if (same.length === 1) return { found: same[0]! };
  if (same.length > 1) return { kind: 'stop', text: `After opening it, more than one ${describeControl(pin.hidden.control)} shows, so I did nothing more; say which one you mean.` };
  const missing: StepDecision = { kind: 'stop', text: `${describeHidden(pin.hidden)} did not show after I opened it, so I did nothing more.` };
  if (pin.depth >= MAX_DEPTH) return missing;
  const r = lastOf(ctx.mine, COLLAPSED);
  if (!r) return call(COLLAPSED, {}, `${describeControl(pin.hidden.control)} is not on screen yet: look for the closed part that still holds it.`);
  const holders = r.ok ? hiddenControlsOf(r).filter((h) => alike(h.control) && h.control.line.name === name) : [];
  if (holders.length !== 1) return missing;
  chosen.set(ctx, holders[0]!);
  return { opener: holders[0]!.opener };
}

/** Whether this part of the plan already chose a control to reach by opening another (its click is an opener's). */
export function reaching(ctx: StepContext): boolean {
  return chosen.has(ctx);
}

/** The hidden control this part of the plan was opened to reach, if it is such a part. */
export function pinnedHidden(ctx: StepContext): HiddenControl | undefined {
  return pinned.get(ctx)?.hidden;
}

/** The first part of a plan that opens `hidden.opener` to act on what it shows (hidden.seek finds it there). */
export function openToReach(ctx: StepContext, hidden: HiddenControl): { opener: Control } {
  chosen.set(ctx, hidden);
  return { opener: hidden.opener };
}

/** A context over other results, with answers read from a shared list (each replay starts at `from`). */
function over(ctx: StepContext, mine: readonly Result[], answers: { at(i: number): string | undefined }, from = 0): StepContext & { used(): number } {
  let cursor = from;
  const sub = { ...ctx, mine, answer: () => answers.at(cursor++), used: () => cursor };
  const pin = pinned.get(ctx);
  if (pin) pinned.set(sub, pin);
  return sub;
}

/**
 * Plans a semantic step that may reach inside a closed part: the ordinary plan until its opener
 * is clicked, then a plan of its own for the revealed control over the results that follow.
 */
export function revealing(ctx: StepContext, plan: (ctx: StepContext) => StepDecision): StepDecision {
  const looked = ctx.mine.findIndex((r) => r.call.name === COLLAPSED);
  if (looked < 0) return plan(ctx);
  // Answers are pulled from the step's own list once, so every replay below reads the same ones.
  const pulled: (string | undefined)[] = [];
  const shared = { at: (i: number) => (i < pulled.length ? pulled[i] : (pulled.push(ctx.answer()), pulled[i])) };
  // The first part: replay it over growing results (as turn.ts does) until it settles.
  let n = looked + 1;
  let first: StepContext & { used(): number };
  let decision: StepDecision;
  for (;;) {
    first = over(ctx, ctx.mine.slice(0, n), shared);
    decision = plan(first);
    if (decision.kind === 'call' && n < ctx.mine.length) n++;
    else break;
  }
  const pick = chosen.get(first);
  if (decision.kind !== 'done' || !pick) return decision;
  // The second part, over what followed the opener's click; its reason for leaving WebMCP stands.
  const reason = lastOf(ctx.mine.slice(0, n), FALLBACK);
  const second = over(ctx, [...(reason ? [reason] : []), ...ctx.mine.slice(n)], shared, first.used());
  pinned.set(second, { hidden: pick, depth: (pinned.get(ctx)?.depth ?? 0) + 1 });
  // The second part may open one more part (revealedIn), so it is planned the same way.
  const then = revealing(second, plan);
  const opened = decision.summary;
  if (then.kind === 'done') return { kind: 'done', summary: `${opened} ${then.summary}`.trim() };
  if (then.kind === 'stop') return { ...then, text: `${opened} ${then.text}` };
  return then;
}
