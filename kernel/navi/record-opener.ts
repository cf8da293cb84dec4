// Records whose actions show only once the record is opened: a table row's "more actions" menu
// (drawn only while open), a message list whose Delete or Reply sits in the message's own view.
// When no visible control does what the request says, but a control that opens something names
// the record the request names ("More actions for <name>", a row link holding the sender and
// subject), the plan opens it first (its own approved click, hidden-controls.ts's first part),
// then, in a fresh snapshot, acts on the control that showed up and is named by the request's
// verb or its other words ("Delete", "Add to favourites", "Mark as unread"). Several records fit
// as well: the person is asked which. Matching is by the page's own names and the request's
// words and their meanings, never by a page's particular words.
import { pickByAnswer } from './page-tool-step.ts';
import { COLLAPSED, soughtControl, hiddenControlsOf, openToReach, type HiddenControl } from './hidden-controls.ts';
import { call, lastOf } from './results.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, meaningsOf, sameStem, splitWords, stem, type Meaning, type VerbMatch } from './words.ts';

/** What a person does to a record through its own actions (not opening, setting or typing: those name their control). */
// Buying and booking are done from a product's or a class's own view as often as from its card.
const RECORD_ACTIONS: readonly Meaning[] = ['delete', 'add', 'archive', 'complete', 'uncomplete', 'check', 'uncheck', 'pay', 'book'];
const OPENER_ROLES = new Set(['link', 'button', 'row', 'listitem', 'treeitem', 'article']);
const SELECTS = new Set(['combobox', 'listbox']);

/** Whether a control's own name says the verb: its word, or a word of the same meaning. */
export function namesVerbOf(c: Control, verb: VerbMatch, meanings: readonly Meaning[]): boolean {
  const head = stem(verb.text.split(/\s+/)[0]!);
  return splitWords(c.line.name).some((w) => sameStem(stem(w), head) || meaningsOf(w).some((m) => meanings.includes(m)));
}

const meets = (text: string, words: readonly string[]) => {
  const own = contentStems(text);
  return words.filter((w) => own.some((o) => sameStem(o, w)));
};

/** A control that opens something: a link (a row that opens its record) or a button that says it is closed. */
export const opens = (c: Control) => c.line.role === 'link' || c.line.states.collapsed === true || (OPENER_ROLES.has(c.line.role) && c.line.role !== 'button');

/**
 * Nothing visible does the request's action: open the record it names to reach the action (or
 * press the list's pager first, when it may hold the record further down). Null when the request
 * is not an action on a record, or no opener names the record.
 */
export function openRecordFor(
  ctx: StepContext,
  verb: VerbMatch | null,
  meanings: readonly Meaning[],
  object: string,
  controls: readonly Control[],
  opts: {
    /** The request sets a field of the record ("change X's phone to …"): its edit action is reached. */
    edits?: boolean;
    /** The list's pager, when it may show the record further down: pressed instead of opening a record the request names only in part. */
    pager?: () => Control | null;
    /** Words the action inside may say besides the verb (the value of "mark Piet as a captain": a "Mark as captain" action). */
    says?: string;
  } = {},
): { opener: Control } | StepDecision | null {
  const actions = opts.edits ? [...RECORD_ACTIONS, 'set'] : RECORD_ACTIONS;
  if (!verb || !meanings.length || !meanings.every((m) => actions.includes(m))) return null;
  const words = contentStems(object);
  if (!words.length) return null;
  // A visible control that says the verb, where the record is named around it, does it already.
  const around = (c: Control) => [c.line.name, c.heading ?? '', ...c.landmarks.map((l) => l.name)].join(' ');
  if (controls.some((c) => namesVerbOf(c, verb, meanings) && meets(around(c), words).length)) return null;
  const scored = controls
    .filter((c) => OPENER_ROLES.has(c.line.role) && opens(c) && !namesVerbOf(c, verb, meanings) && typeof c.line.states.blocked !== 'string')
    .map((c) => ({ c, met: meets(c.line.name, words) }))
    .filter((x) => x.met.length > 0);
  const best = Math.max(0, ...scored.map((x) => x.met.length));
  const top = scored.filter((x) => x.met.length === best).map((x) => x.c);
  if (!top.length) return null;
  // Several records fit as well, or one fits only a few of the words (a brand that several
  // products share): the one meant may be further down the list, so its pager comes first.
  const weak = top.length > 1 || (2 * best < words.length && 2 * best < contentStems(top[0]!.line.name).length);
  const pager = weak ? (opts.pager?.() ?? null) : null;
  if (pager) return { opener: pager };
  // The page's closed parts first: a control there that says the verb is reached the ordinary way
  // (and the two-part replay starts at this look).
  const closed = lastOf(ctx.mine, COLLAPSED);
  if (!closed) return call(COLLAPSED, {}, "Nothing on screen does that: look inside the page's closed sections and menus first.");
  if (closed.ok && hiddenControlsOf(closed).some((h) => namesVerbOf(h.control, verb, meanings))) return null;
  let opener: Control;
  if (top.length > 1) {
    const list = top.slice(0, 8).map((c) => describeControl(c));
    const a = ctx.answer();
    if (a === undefined) return { kind: 'ask', question: `Which one do you mean: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}?` };
    const picked = pickByAnswer(top, a, (c) => c.line.name);
    if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
    opener = picked;
  } else opener = top[0]!;
  // What the opener's name does not already say is what the control inside must say.
  const rest = [...words.filter((w) => !meets(opener.line.name, [w]).length), ...contentStems(opts.says ?? '')];
  const before = new Set(controls.map((c) => `${c.line.role}|${c.line.name}`));
  const seek = (now: readonly Control[]): Control | null => {
    const fresh = now.filter((c) => !before.has(`${c.line.role}|${c.line.name}`) && typeof c.line.states.blocked !== 'string');
    const shown = fresh
      .map((c) => ({ c, score: (namesVerbOf(c, verb, meanings) ? 2 : 0) + meets(c.line.name, rest).length }))
      .filter((x) => x.score >= 2)
      .sort((a, b) => b.score - a.score);
    if (shown.length && (shown.length === 1 || shown[0]!.score > shown[1]!.score)) return shown[0]!.c;
    // A value for one of the record's fields: its view's select, whose options are read next (record-value.ts).
    return opts.says ? (fresh.find((c) => SELECTS.has(c.line.role)) ?? null) : null;
  };
  const wanted = soughtControl('button', verb.text, opener);
  const hidden: HiddenControl = { control: wanted, opener, kind: 'record', seek };
  return openToReach(ctx, hidden);
}
