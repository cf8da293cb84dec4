// A wish for what the page's settings should be, said as the values themselves, often with no
// verb the engine acts on: "only paperbacks in French", "Mondays and Fridays", "subtitles on, in
// Spanish", "I've gone dairy-free", "nothing over 40 euros", "newest first". Each content word of
// the request (filler and state words left out) is met against what the page's controls can take:
// the options of its selects, its checkboxes, radios and switches, its chips that are pressed or
// not, an ordering said in words, and a bound for its least/most number fields (range-fill.ts).
// Words are met by stem, plural, synonym and typo (lexicon.ts). The settings that explain the
// request come back, with the words nothing explains (said back, never guessed at); a word two
// controls could take, with nothing else said to tell them apart, comes back as a question.
import { isTypo, wordsMeet } from './lexicon.ts';
import { findNumbers } from './numbers.ts';
import { boundsIn, rangeFill } from './range-fill.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { StepDecision } from './turn.ts';
import { orderingVariants } from './value-meaning.ts';
import { NEGATION, sameStem, splitWords, stem, STOP_WORDS } from './words.ts';
import { saysNo } from './affordances.ts';

export type WishSetting =
  | { kind: 'option'; control: Control; option: string }
  | { kind: 'toggle'; control: Control; on: boolean }
  | { kind: 'number'; control: Control; text: string };

export type Wish =
  | { kind: 'settings'; settings: WishSetting[]; uncovered: string[] }
  | { kind: 'ask'; word: string; controls: Control[] };

/** Words that ask for a setting without naming one ("only", "narrow it down to", "can you update my …"). */
const FILLER = new Set(
  ('only just show see view narrow narrowed down filter filtered limit restrict keep want wanted like prefer please pls plz thanks thank ' +
    'can could would you make set put change update turn switch get give let have has had got gone become became go going im ive ' +
    "i've i'm we're we've ok okay yes yeah really actually now anymore longer any nothing none not no without instead rather " +
    'on off about first order sort sorted top results result things stuff ones options settings preferences prefs').split(' '),
);

/** Words that say which way a switch goes. */
const OFF_BEFORE = /\b(?:no|not|without|never|stop|disable|hide)\s+(?:\p{L}+\s+){0,1}$/iu;
const OFF_AFTER = /^\s*(?:off|disabled|no\s+more)\b/iu;

/** What an ordering word orders by, to tell "Price: lowest first" from "Mileage: lowest first". */
const ORDER_TOPICS: readonly [RegExp, RegExp][] = [
  [/\b(?:cheap\w*|expensive|pric\w*|dear\w*|costl\w*|inexpensive)\b/i, /^(?:price|prices|cost|costs|fee|fees|fare|fares|amount)$/i],
  [/\b(?:new\w*|old\w*|latest|earliest|recent\w*)\b/i, /^(?:date|dates|year|years|age|added|posted|published|time|new|newest|recent)$/i],
];

/** Filler and ordering words: they name no record, so no list is paged for them (pager.ts). */
export function namesNothing(word: string): boolean {
  const w = word.toLowerCase();
  return FILLER.has(w) || orderingVariants(w).length > 0 || /^(?:first|last|top|bottom|pls|plz)$/.test(w) || isTypoOf(w, ['first', 'please']);
}

const isTypoOf = (w: string, of: readonly string[]) => of.some((x) => isTypo(w, x) || (w.length === x.length && [...w].sort().join('') === [...x].sort().join('')));

/** A button that stays pressed or not (a chip, a "Large print" toggle): the outline says "pressed" or "unpressed". */
export function pressable(c: Control): boolean {
  return c.line.states.pressed === true || c.line.states.unpressed === true;
}

const TOGGLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const SELECTS = new Set(['combobox', 'listbox']);

interface Word {
  raw: string;
  start: number;
}

/** The request's content words, with where each stands (filler, stop words and numbers left out). */
function contentWords(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const raw = m[0].toLowerCase().replace(/[’]/g, "'");
    if (STOP_WORDS.has(raw) || namesNothing(raw) || raw.length < 2) continue;
    out.push({ raw, start: m.index });
  }
  return out;
}

/** The text with its numbers blanked ("three hundred", "20k", "forty grand"): they are values, not words to explain. */
function withoutNumbers(text: string): string {
  let out = text;
  for (const n of findNumbers(text)) out = out.slice(0, n.start) + ' '.repeat(n.end - n.start) + out.slice(n.end);
  return out;
}

const plain = (text: string) => splitWords(text).filter((w) => !STOP_WORDS.has(w) && !FILLER.has(w) && (w.length > 1 || /\d/.test(w)));
const meets = (w: string, words: readonly string[]) => words.some((x) => wordsMeet(w, x) >= 0.7);

interface Candidate {
  setting: WishSetting;
  /** The label's words (an option's or a toggle's name): every one must be said. */
  label: string[];
}

/** What each control can be set to: options of selects (from the extract's fields), toggles and pressed chips by their names. */
function candidatesOf(controls: readonly Control[], fields: readonly { fingerprint?: string | null; options?: string[] }[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of controls) {
    if (typeof c.line.states.blocked === 'string' || c.line.states.disabled === true) continue;
    if (SELECTS.has(c.line.role)) {
      const field = fields.find((f) => f.fingerprint === c.line.fingerprint);
      for (const option of field?.options ?? []) out.push({ setting: { kind: 'option', control: c, option }, label: plain(option) });
    } else if (TOGGLES.has(c.line.role) || (c.line.role === 'button' && pressable(c))) {
      out.push({ setting: { kind: 'toggle', control: c, on: true }, label: plain(c.line.name) });
    }
  }
  // A toggle whose name many controls share ("Star" on each row) is a record's own, not a setting of the page.
  const shared = (c: Control) => controls.filter((o) => o.line.role === c.line.role && o.line.name === c.line.name).length > 1;
  return out.filter((x) => x.label.length > 0 && x.label.length <= 4 && (x.setting.kind !== 'toggle' || !shared(x.setting.control)));
}

/** The words around a control: its name (for an option, its select's), its landmarks and heading. */
function around(s: WishSetting): string[] {
  const c = s.control;
  return [c.line.name, c.heading ?? '', ...c.landmarks.map((l) => l.name)].flatMap(plain);
}

/**
 * The settings that explain the request, or a question, or null when no setting is named. The
 * request's numbers count only as a bound for a least/most field; other words must each be an
 * option's or a toggle's label, or the name or place of a control chosen.
 */
export function wishSettings(text: string, controls: readonly Control[], fields: readonly { fingerprint?: string | null; options?: string[] }[], turnsOff = false): Wish | null {
  const words = contentWords(withoutNumbers(text));
  const settings: WishSetting[] = [];
  const covered = new Set<number>();
  // A bound for a number field ("nothing over 40", "under 20k"): range-fill.ts fills it.
  const bounds = boundsIn(text);
  const range = bounds.min !== undefined || bounds.max !== undefined ? rangeFill(text, controls) : null;
  for (const r of range ?? []) settings.push({ kind: 'number', control: r.control, text: r.text });
  // A setting that answers no ("Evie will not go") is wished for only when the request says no too.
  const saidNo = turnsOff || NEGATION.test(text);
  const candidates = candidatesOf(controls, fields).filter((x) => saidNo || !saysNo(x.setting.kind === 'option' ? x.setting.option : x.setting.control.line.name));
  // An ordering said in words ("lowest price on top", "newest on top"): the one option labelled with it.
  const ordering = orderingVariants(text);
  if (ordering.length) {
    let fits = candidates.filter((x) => x.setting.kind === 'option' && ordering.some((v) => inOrder(x.label.map(stem), v)));
    // "cheapest" orders by price, "newest" by date: of several "lowest first", the one labelled with what is ordered.
    const topic = ORDER_TOPICS.find(([said]) => said.test(text))?.[1];
    const onTopic = topic ? fits.filter((x) => x.label.some((l) => topic.test(l))) : [];
    if (fits.length > 1 && onTopic.length) fits = onTopic;
    if (fits.length === 1) {
      settings.push(fits[0]!.setting);
      words.forEach((w, i) => {
        if (orderingVariants(w.raw).length) covered.add(i);
      });
    }
  }
  for (let i = 0; i < words.length; i++) {
    if (covered.has(i)) continue;
    const w = words[i]!;
    // Every word of the label said in the request, this one among them.
    const hits = candidates.filter((x) => meets(w.raw, x.label) && x.label.every((l) => words.some((o) => wordsMeet(o.raw, l) >= 0.7)));
    if (!hits.length) continue;
    // Labels said in full over labels this word only begins ("Free only" over "Free").
    const widest = Math.max(...hits.map((h) => h.label.length));
    let best = hits.filter((h) => h.label.length === widest);
    // Two controls could take it: the one whose name or place the request's other words name.
    if (new Set(best.map((h) => h.setting.control)).size > 1) {
      const others = words.filter((_, j) => j !== i).map((o) => o.raw);
      const score = (h: Candidate) => others.filter((o) => meets(o, around(h.setting))).length;
      const top = Math.max(...best.map(score));
      best = best.filter((h) => score(h) === top);
    }
    const controlsHit = [...new Set(best.map((h) => h.setting.control))];
    if (controlsHit.length > 1) return { kind: 'ask', word: w.raw, controls: controlsHit };
    const chosen = best[0]!.setting;
    // "no nuts", "subtitles off": a toggle turned off.
    const off = chosen.kind === 'toggle' && (turnsOff || OFF_BEFORE.test(text.slice(0, w.start)) || OFF_AFTER.test(text.slice(w.start + w.raw.length)));
    const setting: WishSetting = chosen.kind === 'toggle' ? { ...chosen, on: !off } : chosen;
    // One select takes one option: a second one for it is left unexplained.
    const same = settings.find((s) => s.control === setting.control);
    if (same && (same.kind !== 'option' || setting.kind !== 'option' || same.option === setting.option)) {
      if (same.kind === setting.kind && (same.kind !== 'option' || (setting.kind === 'option' && same.option === setting.option))) covered.add(i);
      continue;
    }
    if (same) continue;
    settings.push(setting);
    covered.add(i);
    // The label's other words are said by this setting too.
    const label = best[0]!.label;
    words.forEach((o, j) => {
      if (meets(o.raw, label)) covered.add(j);
    });
  }
  if (!settings.length) return null;
  // What is left is the name or place of a control chosen ("captions" of "Caption language", "in the catalogue").
  const places = settings.flatMap(around);
  const uncovered = words.filter((w, i) => !covered.has(i) && !meets(w.raw, places)).map((w) => w.raw);
  return { kind: 'settings', settings, uncovered: [...new Set(uncovered)] };
}

/** Whether `label` (stems) holds `seq` as a run. */
function inOrder(label: readonly string[], seq: readonly string[]): boolean {
  for (let i = 0; i + seq.length <= label.length; i++) if (seq.every((w, j) => sameStem(label[i + j]!, w))) return true;
  return false;
}

/** A setting as a step's action (the same shapes as semantic-step.ts's acts). */
export type WishAct =
  | { op: 'select'; control: Control; label: string }
  | { op: 'check'; control: Control; checked: boolean }
  | { op: 'type'; control: Control; text: string }
  | { op: 'click'; control: Control };

/** Questions a wish asked (a request with no verb still gets them, not "I didn't understand"). */
const asked = new WeakSet<object>();

export function wishAsked(d: object): boolean {
  return asked.has(d);
}

/** What the step says after its acts, about the words nothing on the page took. */
const notes = new WeakMap<readonly WishAct[], string>();

/** The note for acts a wish planned ("Nothing here took …"), if any. */
export function wishNote(acts: readonly unknown[]): string | undefined {
  return notes.get(acts as readonly WishAct[]);
}

/** Each setting as the act that makes it so; those already so are left as they are. */
function actsOf(settings: readonly WishSetting[]): WishAct[] {
  const acts: WishAct[] = [];
  for (const s of settings) {
    const c = s.control;
    if (s.kind === 'option') {
      if (c.line.value !== s.option) acts.push({ op: 'select', control: c, label: s.option });
    } else if (s.kind === 'number') acts.push({ op: 'type', control: c, text: s.text });
    else if (c.line.role === 'button') {
      if ((c.line.states.pressed === true) !== s.on) acts.push({ op: 'click', control: c });
    } else if ((c.line.states.checked === true) !== s.on) acts.push({ op: 'check', control: c, checked: s.on });
  }
  return acts;
}

const describe = (s: WishSetting) => (s.kind === 'option' ? `${JSON.stringify(s.option)} in ${describeControl(s.control)}` : s.kind === 'number' ? `${describeControl(s.control)} at ${s.text}` : `${describeControl(s.control)} ${s.on ? 'on' : 'off'}`);

/**
 * The acts that set what a request wishes the page's settings to be; a question when a value
 * fits two controls; null when the request names no setting, or (with `whole`) leaves words
 * no setting explains. Acts that leave words out carry a note saying which (wishNote).
 */
export function wishActs(
  text: string,
  controls: readonly Control[],
  fields: readonly { fingerprint?: string | null; options?: string[] }[],
  answer: () => string | undefined,
  whole = false,
  /** The request's verb turns things off ("turn off", "untick"). */
  turnsOff = false,
): WishAct[] | StepDecision | null {
  let wish = wishSettings(text, controls, fields, turnsOff);
  if (wish?.kind === 'ask') {
    const list = wish.controls.map((c) => describeControl(c, true));
    const a = answer();
    if (a === undefined) {
      const q: StepDecision = { kind: 'ask', question: `"${wish.word}" could be set in ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one do you mean?` };
      asked.add(q);
      return q;
    }
    const picked = pickByAnswer(wish.controls, a, (c) => describeControl(c, true));
    if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
    const others = wish.controls.filter((c) => c !== picked);
    wish = wishSettings(text, controls.filter((c) => !others.includes(c)), fields, turnsOff);
    if (wish?.kind !== 'settings') return null;
  }
  if (!wish) return null;
  const named = wish.settings.filter((s) => s.kind !== 'number').length + (wish.settings.some((s) => s.kind === 'number') ? 1 : 0);
  // Mostly unexplained: the request is about something else, read the other ways.
  if (wish.uncovered.length && (whole || wish.uncovered.length > named)) return null;
  const acts = actsOf(wish.settings);
  const left = wish.uncovered.length ? ` Nothing here took ${wish.uncovered.map((w) => JSON.stringify(w)).join(', ')}, so I left that out.` : '';
  // All already so, with words left over: the request is likely about something else.
  if (!acts.length && wish.uncovered.length) return null;
  if (!acts.length) return { kind: 'done', summary: `${wish.settings.map(describe).join(', ')}: already so; nothing needed changing.${left}` };
  if (left) notes.set(acts, left.trim());
  return acts;
}

const REACHABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio', 'combobox', 'listbox', 'slider', 'spinbutton']);

/** Choosers whose options (not yet read) may hold the value: their name need only be met in part ("Caption language" for "captions … in German"). */
const CHOOSERS = new Set(['combobox', 'listbox', 'slider', 'spinbutton']);

/**
 * In a closed part's controls: a setting the request names (what opening the part would let the
 * wish set), or null. A toggle is its name, so every word of it must be said ("Lights out schedule
 * on" is not reached by "schedule" alone); a chooser's name met in part will do. Of several, the
 * one whose name the words meet most.
 */
export function wishReach(text: string, part: readonly Control[]): Control | null {
  const words = contentWords(withoutNumbers(text)).map((w) => w.raw);
  if (!words.length) return null;
  const said = (n: string) => words.some((w) => wordsMeet(w, n) >= 0.7);
  const fits = part.flatMap((c) => {
    if (!(REACHABLE.has(c.line.role) || pressable(c)) || typeof c.line.states.blocked === 'string') return [];
    if (saysNo(c.line.name) && !NEGATION.test(text)) return [];
    const name = plain(c.line.name).filter((n) => !/^(?:on|off)$/.test(n));
    const met = name.filter(said).length;
    const enough = CHOOSERS.has(c.line.role) ? met > 0 : met > 0 && met === name.length;
    return enough ? [{ c, met }] : [];
  });
  return fits.sort((a, b) => b.met - a.met)[0]?.c ?? null;
}
