// Records whose actions live in their own view: a calendar's event block, a board's card, a
// catalogue's title, a CRM's deal row is a BUTTON named after the record, and Accept, Rent, Rate,
// Add to list or Delete show only in the dialog or panel it opens. When the control the plan
// would click names the record but not the request's action ("rent <title>", "accept <event>",
// "give <title> four stars"), clicking it is only half the request: the plan opens it (its own
// approved click, hidden-controls.ts's first part), then, in what opened, acts on the one control
// that says the action (the verb, a word of its meaning or a WordNet synonym) or the request's
// other words ("four stars" is the radio "4 stars", "my list" the button "+ My list"). Nothing
// there that does it: the step says so, never that the click did the request.
//
// Matching is by the page's own names and general language knowledge only (words.ts, lexicon.ts).
import { COLLAPSED, openToReach, type HiddenControl } from './hidden-controls.ts';
import { wordsMeet } from './lexicon.ts';
import { pagerOf } from './pager.ts';
import { call, lastOf } from './results.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, meaningsOf, sameStem, splitWords, stem, STOP_WORDS, type Meaning, type VerbMatch } from './words.ts';

/** Roles of a control that may open a record's own view (a title button, a row, a card). */
const OPENER_ROLES = new Set(['button', 'link', 'row', 'listitem', 'treeitem', 'article', 'gridcell']);
/** Verbs that mean the opening itself: then the click is the whole request. */
const OPENING: readonly Meaning[] = ['open', 'show', 'click', 'list', 'scroll', 'close', 'switch-tab', 'back', 'forward', 'reload', 'summarise', 'search', 'choose', 'set', 'type', 'sort'];
/** Words a view's reply buttons say for a meaning (an invitation's "Yes" accepts it, its "No" declines). */
const SAID_AS: Partial<Record<Meaning, readonly string[]>> = { accept: ['yes', 'going', 'attend'], decline: ['no', 'not'] };
/** Roles acted on inside an opened view. */
const ACTABLE = new Set(['button', 'link', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'radio', 'checkbox', 'switch', 'option', 'tab']);

/** The request's action: its known verb, else the word where an imperative's verb stands ("rent", "skip", "bump"). */
export function actionOf(stepText: string, verb: VerbMatch | null): { word: string; meanings: Meaning[] } | null {
  if (verb) return { word: verb.text.split(/\s+/)[0]!, meanings: verb.meanings };
  const first = /^\s*([\p{L}]{3,})(?![\p{L}\p{N}])/u.exec(stepText)?.[1]?.toLowerCase();
  return first && !STOP_WORDS.has(first) ? { word: first, meanings: [] } : null;
}

/** How well a control's name says the action: 1 for its word, a synonym or a word of its meaning, else 0. */
export function saysAction(c: Control, action: { word: string; meanings: readonly Meaning[] }): number {
  const words = splitWords(c.line.name);
  const said = action.meanings.flatMap((m) => SAID_AS[m] ?? []);
  // A leading plus sign says "add" ("+ My list", "＋ Watchlist").
  const plus = action.meanings.includes('add') && /^\s*[+＋]/u.test(c.line.name);
  const hit = plus || words.some((w) => wordsMeet(action.word, w) >= 0.75 || meaningsOf(w).some((m) => action.meanings.includes(m)) || said.includes(w.toLowerCase()));
  return hit ? 1 : 0;
}

/** Of several controls the words fit, those that also say the request's action (none when it has no verb of its own). */
export function actionSayers(stepText: string, verb: VerbMatch | null, controls: readonly Control[]): Control[] {
  const action = verb ? actionOf(stepText, verb) : null;
  return action ? controls.filter((c) => saysAction(c, action)) : [];
}

/**
 * Whether a record's opener is shown in full: every word of its name is one the request says.
 * The request's other words ("four stars", "for tonight") are then for its own view, not a
 * sign that the record is further down a list (no pager is pressed for them).
 */
export function openerShown(target: Control, words: string): boolean {
  if (!OPENER_ROLES.has(target.line.role) || target.line.states.pressed !== undefined || target.line.states.collapsed !== undefined || pagerOf([target])) return false;
  const own = splitWords(target.line.name).filter((w) => !STOP_WORDS.has(w) && /\p{L}/u.test(w));
  const said = splitWords(words);
  return own.length > 0 && own.every((n) => said.some((w) => wordsMeet(w, n) >= 0.7));
}

/** The request's words besides its action and the record's name: what the control inside may say ("list", "four stars", "tonight"). */
export function otherWords(stepText: string, action: { word: string }, record: Control): string[] {
  const own = contentStems(record.line.name);
  return splitWords(stepText).filter((w) => {
    const s = stem(w);
    if (STOP_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) return false;
    if (sameStem(s, stem(action.word))) return false;
    return !own.some((o) => sameStem(o, s)) && !splitWords(record.line.name).some((n) => wordsMeet(w, n) >= 0.7);
  });
}

/**
 * The one control of an opened view that does the request: the controls that say the action
 * first, then by how many of the request's other words each meets, clearly ahead of the rest.
 * Null when none, or no clear winner.
 */
export function actionIn(fresh: readonly Control[], action: { word: string; meanings: readonly Meaning[] }, others: readonly string[]): Control | null {
  const scored = fresh
    .filter((c) => ACTABLE.has(c.line.role) && c.line.states.disabled !== true && !pagerOf([c]))
    .map((c) => {
      const names = splitWords(c.line.name);
      const met = others.reduce((sum, w) => sum + Math.max(0, ...names.map((n) => (wordsMeet(w, n) >= 0.7 ? wordsMeet(w, n) : 0))), 0);
      return { c, says: saysAction(c, action), met };
    })
    .filter((x) => x.says + x.met >= 0.7)
    // Saying the action comes first ("Yes" for accepting, not "Send invites" for the invite's word), then the other words.
    .sort((a, b) => b.says - a.says || b.met - a.met);
  const [top, next] = scored;
  return top && (!next || top.says > next.says || top.met > next.met) ? top.c : null;
}

/**
 * The control the plan would click names the record the request is about but not its action:
 * open it, then act inside (the first part's opener; a read of the closed parts first, where the
 * two-part replay starts). Null when the click is the request ("open X"), or the control is not
 * a record's opener.
 */
export function openThenAct(ctx: StepContext, verb: VerbMatch | null, object: string, target: Control, controls: readonly Control[]): { opener: Control } | StepDecision | null {
  if (!OPENER_ROLES.has(target.line.role) || target.line.states.collapsed !== undefined || pagerOf([target])) return null;
  if (typeof target.line.states.blocked === 'string' || target.line.states.pressed !== undefined) return null;
  const action = actionOf(ctx.step.text, verb);
  if (!action || action.meanings.some((m) => OPENING.includes(m))) return null;
  // The control already says what the request does ("Accept", "Rent €3.99"): clicking it is the request.
  if (saysAction(target, action)) return null;
  // It must name the record: a word of the request's object in its own name.
  const record = contentStems(object);
  if (!contentStems(target.line.name).some((n) => record.some((w) => sameStem(n, w)))) return null;
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(target)} opens the record; its actions may show only once it is open: look at the page's closed parts first.`);
  const before = new Set(controls.map((c) => `${c.line.role}|${c.line.name}`));
  const others = otherWords(ctx.step.text, action, target);
  const seek = (now: readonly Control[]) => {
    const fresh = now.filter((c) => !before.has(`${c.line.role}|${c.line.name}`) && typeof c.line.states.blocked !== 'string');
    // Words the opened view's own name says ("card" of "Card details") name the record's kind, not an action in it.
    const views = [...new Set(fresh.flatMap((c) => c.landmarks.map((l) => l.name)))].flatMap(splitWords);
    return actionIn(fresh, action, others.filter((w) => !views.some((v) => wordsMeet(w, v) >= 0.7)));
  };
  const wanted: Control = { line: { depth: 0, role: 'button', name: action.word, fingerprint: null, states: {}, frameId: target.line.frameId }, landmarks: [], heading: null, index: -1 };
  const hidden: HiddenControl = { control: wanted, opener: target, kind: 'record', seek };
  return openToReach(ctx, hidden);
}
