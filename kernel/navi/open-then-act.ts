// Records whose actions live in their own view: a board's card, a recipe's tile, a class in a
// timetable is a BUTTON named after the record, and Archive, Borrow, Rate, Add to cookbook or
// Delete show only in the dialog or panel it opens. When the control the plan would click names
// the record but not the request's action ("borrow <book>", "archive <card>", "give <recipe> three
// stars"), clicking it is only half the request: the plan opens it (its own approved click,
// hidden-controls.ts's first part), then, in what opened, acts on the one control that says the
// action (the verb, a word of its meaning or a WordNet synonym) or the request's other words
// ("three stars" is the radio "3 stars", "my cookbook" the button "+ Cookbook"). Nothing there
// that does it: the step says so, never that the click did the request.
//
// Matching is by the page's own names and general language knowledge only (words.ts, lexicon.ts).
import { clickThenConfirm, isConsequential } from './consequence-dialog.ts';
import { raiseOfPair } from './count-buttons.ts';
import { seatsNamed } from './seat-codes.ts';
import { pressable } from './settings-wish.ts';
import { COLLAPSED, soughtControl, openToReach, pinnedHidden, type HiddenControl } from './hidden-controls.ts';
import { commonPrefix, wordsMeet } from './lexicon.ts';
import { choicesOf, optionByMeaning } from './option-meaning.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { pagerOf } from './pager.ts';
import { editsRecord, FIELDS, saveButtonFor } from './record-editor.ts';
import { call, EXTRACT, lastOf } from './results.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, meaningsOf, NEGATION, NUMBER_WORDS, sameStem, splitWords, stem, STOP_WORDS, type Meaning, type VerbMatch } from './words.ts';

/** Roles of a control that may open a record's own view (a title button, a row, a card). */
const OPENER_ROLES = new Set(['button', 'link', 'row', 'listitem', 'treeitem', 'article', 'gridcell']);
/** Verbs that mean the opening itself: then the click is the whole request. */
const OPENING: readonly Meaning[] = ['open', 'show', 'click', 'list', 'scroll', 'close', 'switch-tab', 'back', 'forward', 'reload', 'summarise', 'search', 'choose', 'type', 'sort'];
/** Words a view's reply buttons say for a meaning (an invitation's "Yes" accepts it, its "No" declines). */
const SAID_AS: Partial<Record<Meaning, readonly string[]>> = { accept: ['yes', 'going', 'attend'], decline: ['no', 'not'] };
/** Roles acted on inside an opened view. */
const ACTABLE = new Set(['button', 'link', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'radio', 'checkbox', 'switch', 'option', 'tab']);

/** The request's action: its known verb, else the word where an imperative's verb stands ("rent", "skip", "bump"). */
export function actionOf(stepText: string, verb: VerbMatch | null): { word: string; meanings: Meaning[] } | null {
  if (verb) return { word: verb.text.split(/\s+/)[0]!, meanings: verb.meanings };
  // "the chess club should recur weekly": the word after a modal is what the record should do.
  // ("should not repeat", "should no longer remind": a negated action is not one to look for.)
  const modal = /\b(?:should|must|needs? to|has to|ought to)\s+(?!not\b|never\b|no\b)(?:be\s+)?([\p{L}]{3,})(?![\p{L}\p{N}])/iu.exec(stepText)?.[1]?.toLowerCase();
  if (modal && !STOP_WORDS.has(modal)) return { word: modal, meanings: [] };
  // A possessive ("Tomorrow's practice") names a thing, not what to do.
  const first = /^\s*([\p{L}]{3,})(?![\p{L}\p{N}]|['’]s\b)/u.exec(stepText)?.[1]?.toLowerCase();
  return first && !STOP_WORDS.has(first) ? { word: first, meanings: [] } : null;
}

/** How well a control's name says the action: 1 for its word, a synonym or a word of its meaning, else 0. */
export function saysAction(c: Control, action: { word: string; meanings: readonly Meaning[] }): number {
  const words = splitWords(c.line.name);
  // A control whose name negates ("Not going", "Can't attend") says the opposite of accepting.
  if (action.meanings.includes('accept') && NEGATION.test(c.line.name)) return 0;
  const said = action.meanings.flatMap((m) => SAID_AS[m] ?? []);
  // A leading plus sign says "add" ("+ Cookbook", "＋ Watchlist").
  const plus = action.meanings.includes('add') && /^\s*[+＋]/u.test(c.line.name);
  const hit = plus || words.some((w) => wordsMeet(action.word, w) >= 0.75 || meaningsOf(w).some((m) => action.meanings.includes(m)) || said.includes(w.toLowerCase()));
  return hit ? 1 : 0;
}

/** A control that only takes the person somewhere (a tab, a navigation link): never a record the request could mean. */
const navigates = (c: Control) => c.line.role === 'tab' || c.landmarks.some((l) => l.role === 'navigation' || l.role === 'tablist');

/**
 * Of several controls the words fit, those that also say the request's action, when every other
 * one only navigates ("save it to my cookbook": "+ Cookbook", not the tab "Cookbook"). Where another is
 * a record too ("Archive Q1 report" and a link "Q2 report"), none: the person is asked.
 */
export function actionSayers(stepText: string, verb: VerbMatch | null, controls: readonly Control[]): Control[] {
  const action = verb ? actionOf(stepText, verb) : null;
  if (!action) return [];
  const saying = controls.filter((c) => saysAction(c, action));
  return controls.every((c) => saying.includes(c) || navigates(c)) ? saying : [];
}

/**
 * Whether a record's opener is shown in full: every word of its name is one the request says.
 * The request's other words ("three stars", "for Friday") are then for its own view, not a
 * sign that the record is further down a list (no pager is pressed for them).
 */
export function openerShown(target: Control, words: string): boolean {
  if (!OPENER_ROLES.has(target.line.role) || pressable(target) || target.line.states.collapsed !== undefined || pagerOf([target])) return false;
  const own = splitWords(target.line.name).filter((w) => !STOP_WORDS.has(w) && /\p{L}/u.test(w));
  const said = splitWords(words);
  if (!own.length || !own.every((n) => said.some((w) => wordsMeet(w, n) >= 0.7))) return false;
  // A word right after the name that is neither small nor a number continues it: "Lemon tart
  // cheesecake" is another record than the shown "Lemon tart", maybe further down the list.
  const last = Math.max(...own.map((n) => said.findIndex((w) => wordsMeet(w, n) >= 0.7)));
  const next = said[last + 1];
  return !next || STOP_WORDS.has(next) || next in NUMBER_WORDS || /\d/.test(next);
}

/** The request's words besides its action and the record's name: what the control inside may say ("cookbook", "three stars", "Friday"). */
export function otherWords(stepText: string, action: { word: string }, record: Control): string[] {
  const own = contentStems(record.line.name);
  return splitWords(stepText).filter((w) => {
    const s = stem(w);
    // ("one star": a number word is a value even where it is a stop word.)
    if ((STOP_WORDS.has(w) && !(w in NUMBER_WORDS && w !== 'a' && w !== 'an')) || (w.length < 2 && !/\d/.test(w))) return false;
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
  if (top && next && top.says === next.says && top.met === next.met) {
    // "Add one X" and "Remove one X" fit alike: a request for some of X means the raising one.
    const tied = scored.filter((x) => x.says === top.says && x.met === top.met).map((x) => x.c);
    return raiseOfPair(tied, others.join(' '));
  }
  return top ? top.c : null;
}

/**
 * The control the plan would click names the record the request is about but not its action:
 * open it, then act inside (the first part's opener; a read of the closed parts first, where the
 * two-part replay starts). Null when the click is the request ("open X"), or the control is not
 * a record's opener.
 */
export function openThenAct(ctx: StepContext, verb: VerbMatch | null, object: string, target: Control, controls: readonly Control[]): { opener: Control } | StepDecision | null {
  if (!OPENER_ROLES.has(target.line.role) || target.line.states.collapsed !== undefined || pagerOf([target])) return null;
  if (typeof target.line.states.blocked === 'string' || pressable(target)) return null;
  const action = actionOf(ctx.step.text, verb);
  // (A verb's first meaning says what it is: "put me on the rota" adds, though "put" may also type.)
  if (!action || (action.meanings.length && OPENING.includes(action.meanings[0]!))) return null;
  // The control already says what the request does ("Accept", "Borrow (2 left)"): clicking it is the request.
  if (saysAction(target, action)) return null;
  // It must name the record: a word of the request's object in its own name.
  const record = contentStems(object);
  if (!contentStems(target.line.name).some((n) => record.some((w) => sameStem(n, w)))) return null;
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(target)} opens the record; its actions may show only once it is open: look at the page's closed parts first.`);
  const isFresh = freshAfter(controls);
  const others = otherWords(ctx.step.text, action, target);
  const changes = action.meanings.some((m) => CHANGING.includes(m)) || CHANGE_WORDS.test(ctx.step.text);
  const seek = (now: readonly Control[]) => {
    const fresh = now.filter((c) => isFresh(c) && typeof c.line.states.blocked !== 'string');
    // Words the opened view's own name says ("card" of "Card details") name the record's kind, not an action in it.
    const views = [...new Set(fresh.flatMap((c) => c.landmarks.map((l) => l.name)))].flatMap(splitWords);
    // "desks D1 and D2": the plan's seats the request names by their codes (seat-codes.ts).
    const seats = seatsNamed(ctx.step.text, fresh);
    if (seats) return seats[0]!;
    const found = actionIn(fresh, action, others.filter((w) => !views.some((v) => wordsMeet(w, v) >= 0.7)));
    if (found) return found;
    // Nothing there says it, and the request changes the record ("should repeat every week"): its one edit action, to find the field there.
    const edits = changes ? fresh.filter((c) => editsRecord(c) && c.line.states.disabled !== true) : [];
    return edits.length === 1 ? edits[0]! : null;
  };
  const hidden: HiddenControl = { control: soughtControl('button', action.word, target), opener: target, kind: VIEW, seek };
  asked.set(hidden, { action, others });
  return openToReach(ctx, hidden);
}


/**
 * What an opening showed, judged against the controls before it: a control in a dialog or region
 * that was not there before (a view's "Share" though the page has a "Share" too), or one whose
 * role and name are new.
 */
function freshAfter(before: readonly Control[]): (c: Control) => boolean {
  const named = new Set(before.map((c) => `${c.line.role}|${c.line.name}`));
  const places = new Set(before.flatMap((c) => c.landmarks.map((l) => l.fingerprint)).filter((f) => f !== null));
  return (c) => !named.has(`${c.line.role}|${c.line.name}`) || c.landmarks.some((l) => l.fingerprint !== null && !places.has(l.fingerprint));
}

/** Requests that change a record's field rather than press one of its actions. */
const CHANGING: readonly Meaning[] = ['set', 'move', 'rename'];
const CHANGE_WORDS = /\b(?:every|each|should|must|into)\b/i;
/** The kinds the two parts are pinned as: the record's view, and its editor opened from there. */
const VIEW = 'record-view';
const VIEW_EDIT = 'record-view-edit';
const SELECTS = new Set(['combobox', 'listbox']);
/** What each opening was for: the action and the request's other words. */
const asked = new WeakMap<HiddenControl, { action: { word: string; meanings: readonly Meaning[] }; others: readonly string[] }>();

/** A word of the request names a field's word: the same word, a synonym, or another form of it, five letters shared at the start ("recur", "Recurrence"; "notifications", "Notify"). */
const namesField = (w: string, n: string) => {
  const a = stem(w.toLowerCase());
  const b = n.toLowerCase();
  const shared = commonPrefix(a, b);
  // ("transferred" and "Translation" share five letters, a fraction of the shorter word: no.)
  return wordsMeet(w, n) >= 0.75 || (shared >= 5 && shared >= 0.75 * Math.min(a.length, b.length));
};

/** The field of an opened editor the words name (its name meets the action or another word), when one does best. */
function fieldNamed(fresh: readonly Control[], words: readonly string[]): Control | null {
  const scored = fresh
    .filter((c) => FIELDS.has(c.line.role) && c.line.states.disabled !== true)
    .map((c) => ({ c, n: words.filter((w) => splitWords(c.line.name).some((n) => namesField(w, n))).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  const [top, next] = scored;
  return top && (!next || top.n > next.n) ? top.c : null;
}

/** What the second and third parts do: open the editor the view offers, or choose the option the words mean in its field. */
export type InView = { opener: Control } | StepDecision | { select: Control; label: string; save: Control | null } | { type: Control; save: Control | null };

/**
 * In a record's view this plan opened (openThenAct): its edit action, opened to reach the field
 * the request names; in that editor, the field's option the request's other words mean ("every
 * week" is "Every week", "a day before" is "1 day before"), then its save. Null in any other part,
 * or for a control acted on as usual. `options` gives a select's labels, null until they are read.
 */
export function actInView(ctx: StepContext, found: Control, controls: readonly Control[], options: ((c: Control) => readonly string[]) | null): InView | null {
  const pin = pinnedHidden(ctx);
  const want = pin ? asked.get(pin) : undefined;
  if (!pin || !want) return null;
  // "rename it …" changes the record's name: its Name or Title field.
  const words = [want.action.word, ...want.others, ...(want.action.meanings.includes('rename') ? ['name', 'title'] : [])];
  // Deleting, paying or booking from the record's view: the dialog that asks to confirm is confirmed next (consequence-dialog.ts).
  if (pin.kind === VIEW && isConsequential(want.action.meanings) && found.line.role === 'button' && saysAction(found, want.action)) return clickThenConfirm(ctx, found, want.action.meanings, controls);
  // ("edit the chess club" alone: opening the editor is the request.)
  // A "Rename" action opens the editor of the name the request gives, as an "Edit" does.
  const editor = editsRecord(found) || (want.action.meanings.includes('rename') && saysAction(found, want.action) === 1);
  if (pin.kind === VIEW && editor && want.others.length) {
    if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(found)} opens the record's editor: look at the page's closed parts before opening it.`);
    const isFresh = freshAfter(controls);
    const hidden: HiddenControl = { control: soughtControl('button', words.join(' '), found), opener: found, kind: VIEW_EDIT, seek: (now) => fieldNamed(now.filter(isFresh), words) };
    asked.set(hidden, want);
    return openToReach(ctx, hidden);
  }
  // A text field of the editor opened for the change ("rename it to …"): typed, then the editor's save.
  if (pin.kind === VIEW_EDIT && FIELDS.has(found.line.role) && !SELECTS.has(found.line.role)) return { type: found, save: saveButtonFor(found, controls) };
  if (pin.kind !== VIEW_EDIT || !SELECTS.has(found.line.role)) return null;
  if (!options) return call(EXTRACT, { include: ['fields'] }, `Read the options of ${describeControl(found)} to choose the one you mean.`);
  // The words that named the field are not the value ("repeat" of "Repeat"); the rest are.
  const value = words.filter((w) => !splitWords(found.line.name).some((n) => namesField(w, n)));
  const labels = options(found);
  const label = optionByMeaning(choicesOf(labels), value);
  if (!label) return { kind: 'stop', text: `${describeControl(found)} has no option like ${JSON.stringify(value.join(' '))} (its options: ${labels.map((l) => JSON.stringify(l)).join(', ') || 'none I could read'}). Nothing was changed.` };
  if (found.line.value === label) return { kind: 'done', summary: `${describeControl(found)} is already ${JSON.stringify(label)}; nothing needed changing.` };
  return { select: found, label, save: saveButtonFor(found, controls) };
}

/** Words that keep a change to the one occurrence: "just this one", "this session only", "not the whole series", "keep the rest". */
const NARROW = /\b(?:just|only)\s+(?:(?:this|that|the)\s+)?(?:one|once|time)\b|\b(?:only|just)\s+(?:this|that)\b|\b(?:this|that)\s+\p{L}+\s+only\b|\bnot\s+(?:the\s+)?(?:whole|entire|rest|others?|series|all|every)\b|\b(?:keep|leave)\s+the\s+(?:rest|others)\b/iu;
/** Words that reach every occurrence, and words that reach this one and those after it. */
const ALL = /\b(?:all|every|each|whole|entire|series)\b/i;
const ONWARD = /\b(?:following|future|onwards?|from now on|after(?:wards)?)\b/i;

/** Which of the radios a text chooses: the one occurrence, those from here on, or all; null when it says none of these, or several radios fit. */
function scopeRadio(text: string, radios: readonly Control[]): Control | null {
  const narrow = radios.filter((c) => !ALL.test(c.line.name) && !ONWARD.test(c.line.name));
  const onward = radios.filter((c) => ONWARD.test(c.line.name));
  const all = radios.filter((c) => ALL.test(c.line.name) && !ONWARD.test(c.line.name));
  // The narrow reading first: "just that one, keep the rest of the series" names the series too.
  const fits = NARROW.test(text) ? narrow : ONWARD.test(text) ? onward : ALL.test(text) ? all : [];
  return fits.length === 1 ? fits[0]! : null;
}

/**
 * A confirming dialog that asks how far the action goes ("This event" / "This and following
 * events" / "All events"): the radio the request's words choose, or the person's answer. Asked
 * when the words choose none and the page's own choice is not the one occurrence (an action
 * that reaches a whole series is never taken on a page's default); null when the dialog asks
 * nothing of the kind, or the page's choice of the one occurrence stands.
 */
export function scopeIn(ctx: StepContext, confirm: Control, controls: readonly Control[]): { radio: Control } | StepDecision | null {
  const holder = confirm.landmarks.filter((l) => l.role === 'dialog' || l.role === 'alertdialog' || l.role === 'form').at(-1)?.fingerprint;
  if (!holder) return null;
  const radios = controls.filter((c) => c.line.role === 'radio' && c.line.states.disabled !== true && c.landmarks.some((l) => l.fingerprint === holder));
  const wide = radios.filter((c) => ALL.test(c.line.name) || ONWARD.test(c.line.name));
  if (radios.length < 2 || !wide.length || wide.length === radios.length) return null;
  const chose = (pick: Control) => (pick.line.states.checked === true ? null : { radio: pick });
  const said = scopeRadio(ctx.step.text, radios);
  if (said) return chose(said);
  const checked = radios.find((c) => c.line.states.checked === true);
  const saysScope = NARROW.test(ctx.step.text) || ALL.test(ctx.step.text) || ONWARD.test(ctx.step.text);
  if (checked && !wide.includes(checked) && !saysScope) return null;
  const list = radios.map((c) => describeControl(c));
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `Should it be ${list.slice(0, -1).join(', ')} or ${list.at(-1)}?` };
  const picked = scopeRadio(a, radios) ?? pickByAnswer(radios, a, (c) => c.line.name);
  return picked ? chose(picked) : { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
}
