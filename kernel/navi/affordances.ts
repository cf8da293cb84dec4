// What the page affords, ranked against what the person said. Every control of the outline is
// an affordance with what it would do (click it, turn it on or off, type into it, choose in it,
// open what it holds), and so is every option of a select the page's fields list. Each is scored
// by the request's words against its own name (and, for less, the words around it: landmarks,
// the heading above it, the select an option belongs to), word by word through lexicon.ts (same
// stem, synonym, typo), with the role word the person used ("button", "tab") and what the verb
// implies (a switch for "turn on", a field for "type") counting for or against. A role word that
// is part of a control's own name ("Delivery options") names it; a region the request places it
// in ("on the billing form") counts for what sits there. The best wins only when it is clearly
// ahead; otherwise the top few come back for the person to choose from.
import { findDates } from './dates.ts';
import { preferInner } from './inner-names.ts';
import { wordsMeet } from './lexicon.ts';
import { labelAt, saidClock } from './time-words.ts';
import { orderingVariants } from './value-meaning.ts';
import { describeControl, type Control } from './target-resolver.ts';
import { meaningsOf, NEGATION, sameStem, splitWords, stem, STOP_WORDS, type Meaning } from './words.ts';

export type AffordanceAct = 'click' | 'toggle' | 'type' | 'select' | 'option' | 'open';

export interface Affordance {
  act: AffordanceAct;
  /** The control (for an option: the select it belongs to). */
  control: Control;
  /** For an option: its label, as the page shows it. */
  option?: string;
}

export interface RankedAffordance {
  affordance: Affordance;
  score: number;
  /** How many of the request's words it met, by name or surroundings. */
  met: number;
  /** How many it met by its own name (or an option's label). */
  named: number;
  /** Whether its own name says the request's verb ("Approve …" for "approve"): by word, or by meaning. */
  saysVerb?: boolean;
}

const TEXT = new Set(['textbox', 'searchbox', 'spinbutton']);
const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const SELECTS = new Set(['combobox', 'listbox']);

/** What acting on a control does, by its role and state. */
export function actOf(c: Control): AffordanceAct {
  const { role, states } = c.line;
  if (TEXT.has(role)) return 'type';
  if (CHECKABLE.has(role)) return 'toggle';
  if (SELECTS.has(role)) return 'select';
  if (states.collapsed === true || states.expanded === 'false' || (role === 'tab' && states.selected !== true)) return 'open';
  return 'click';
}

/** Every affordance of the page: its controls, and the options of its selects (from an extract). */
export function affordancesOf(controls: readonly Control[], fields: readonly { fingerprint?: string | null; options?: string[] }[] = []): Affordance[] {
  const out: Affordance[] = [];
  for (const control of controls) {
    out.push({ act: actOf(control), control });
    if (SELECTS.has(control.line.role)) {
      const field = fields.find((f) => f.fingerprint === control.line.fingerprint);
      for (const option of field?.options ?? []) out.push({ act: 'option', control, option });
    }
  }
  return out;
}

/** The words an affordance is known by, and the words around it. */
function wordsOf(a: Affordance): { name: string[]; around: string[] } {
  const c = a.control;
  const around = [...c.landmarks.map((l) => l.name), c.heading ?? ''];
  if (a.option !== undefined) return { name: plain(a.option), around: [...plain(c.line.name), ...around.flatMap(plain)] };
  return { name: plain(c.line.name), around: around.flatMap(plain) };
}

/** Lower-case words without stop words (numbers kept: "Pay €10", "4:30 PM"). */
function plain(text: string): string[] {
  return splitWords(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}

const best = (w: string, words: readonly string[]) => words.reduce((m, x) => Math.max(m, wordsMeet(w, x)), 0);

/** How much what the verb implies agrees with what the affordance does. */
function verbFit(meanings: readonly Meaning[], act: AffordanceAct): number {
  if (!meanings.length) return 0;
  const has = (...m: Meaning[]) => meanings.some((x) => m.includes(x));
  if (has('type')) return act === 'type' ? 1 : -2;
  if (has('on', 'off', 'check', 'uncheck', 'complete', 'uncomplete')) return act === 'toggle' ? 1 : act === 'click' ? 0 : -1;
  if (has('set', 'choose', 'sort')) return act === 'option' || act === 'select' ? 1 : act === 'toggle' || act === 'type' ? 0.5 : 0;
  if (has('open', 'show')) return act === 'open' ? 1 : act === 'click' ? 0.5 : -0.5;
  if (has('click')) return act === 'click' || act === 'open' || act === 'toggle' ? 0.5 : -0.5;
  return act === 'click' || act === 'open' ? 0.25 : 0;
}

export interface RankRequest {
  /** The words that describe what is wanted (the request without its verb and role words). */
  words: string;
  /** The verb's own word and meanings, when there is a verb. */
  verb?: { text: string; meanings: Meaning[] } | null;
  /** Roles the person named ("the Archive button"), if any. */
  roles?: readonly string[];
  /** The role word as said ("options"): a name word for a control whose own name holds it ("Delivery options"). */
  roleWord?: string;
  /** The words of the region the request places it in ("billing" of "on the billing form"). */
  scope?: string;
  /** Today, for a day the request says ("tomorrow") to meet a control named by that day ("Cancel Spin on Mon 7 Dec"). */
  now?: Date;
}

/** A name that may say a day: digits, or a weekday's or month's name. */
const MAY_SAY_DAY = /\d|\b(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tomorrow|yesterday)/i;
const daysOf = new Map<string, string[]>();

let lastSaid: { key: string; found: ReturnType<typeof findDates> } | null = null;

/** The dates a request says, read once however often the step is planned again. */
function datesSaid(words: string, now: Date): ReturnType<typeof findDates> {
  const key = `${now.toDateString()}\u0000${words}`;
  if (lastSaid?.key !== key) lastSaid = { key, found: findDates(words, now) };
  return lastSaid.found;
}

/** The days a control's name says, read once per name and day. */
function daysNamed(name: string, now: Date): string[] {
  if (!MAY_SAY_DAY.test(name)) return [];
  const key = `${now.toDateString()}\u0000${name}`;
  let days = daysOf.get(key);
  if (!days) {
    if (daysOf.size > 2000) daysOf.clear();
    daysOf.set(key, (days = findDates(name, now).map((d) => d.value.slice(0, 10))));
  }
  return days;
}

/**
 * How well the words of a region the person named meet the words around a control: a word, its
 * synonym or typo, or a verb of the same meaning used as a name ("purchase" and "Buy tickets").
 */
export function scopeFit(scope: readonly string[], around: readonly string[]): number {
  const meaning = (a: string, b: string) => {
    const [x, y] = [meaningsOf(a), meaningsOf(b)];
    return x.length > 0 && x.length === y.length && x.every((m) => y.includes(m)) ? 0.75 : 0;
  };
  return scope.reduce((s, w) => s + around.reduce((m, x) => Math.max(m, wordsMeet(w, x), meaning(w, x)), 0), 0);
}

/** A label without what describes it: "(no access to your devices)", "— not before 9". */
/** A label that answers no ("Evie will not go", "Don't send reminders"), in its main clause. */
export const saysNo = (label: string) => NEGATION.test(mainClause(label));
const mainClause = (label: string) => label.replace(/\([^)]*\)|\[[^\]]*\]|\s[—–-]\s.*$|\s·\s.*$/g, ' ');
/** Verbs that already ask for the negative of something ("turn off", "untick", "remove"). */
const NEGATIVE_MEANINGS = new Set<Meaning>(['off', 'uncheck', 'uncomplete', 'delete']);

/** Scores every affordance for the request, best first. */
export function rankAffordances(affordances: readonly Affordance[], req: RankRequest): RankedAffordance[] {
  // A day said ("tomorrow", "next Friday") meets a name that says that day; its own words then name nothing more.
  const saidDays = req.now && MAY_SAY_DAY.test(req.words) ? datesSaid(req.words, req.now) : [];
  const dayWords = new Set(saidDays.flatMap((d) => plain(req.words.slice(d.start, d.end))));
  const days = new Set(saidDays.map((d) => d.value.slice(0, 10)));
  const words = [...new Set(plain(req.words))].filter((w) => !dayWords.has(w));
  const meanings = req.verb?.meanings ?? [];
  const ordering = orderingVariants(req.words);
  // The time of day said, read once for every option's label.
  const saidTime = /\d|past|o'?clock|noon|midnight|half|quarter/i.test(req.words) ? saidClock(req.words) : null;
  const scope = plain(req.scope ?? '');
  // The person says no in words ("Evie won't go"), or by a verb that undoes ("turn off", "untick").
  const saidNo = NEGATION.test(`${req.verb?.text ?? ''} ${req.words}`);
  const undoes = meanings.some((m) => NEGATIVE_MEANINGS.has(m));
  return affordances
    .map((affordance) => {
      const { name, around } = wordsOf(affordance);
      let score = 0;
      let met = 0;
      let named = 0;
      // "open the extra options": the role word is the head of "Delivery options", not a role.
      const roleNamed = affordance.option === undefined && req.roleWord !== undefined && namesRoleWord(affordance.control, req.roleWord);
      if (roleNamed) {
        score += 2;
        met++;
        named++;
      }
      for (const w of words) {
        const n = best(w, name);
        const a = n ? 0 : best(w, around);
        if (n) {
          score += 2 * n;
          met++;
          named++;
        } else if (a) {
          score += a;
          met++;
        }
      }
      if (days.size && affordance.option === undefined && daysNamed(affordance.control.line.name, req.now!).some((d) => days.has(d))) {
        score += 2;
        met++;
        named++;
      }
      const role = affordance.control.line.role;
      if (req.roles?.length && !roleNamed) score += affordance.option === undefined && req.roles.includes(role) ? 1 : -1.5;
      score += verbFit(meanings, affordance.act);
      // The verb names the control ("Send", "Pay €10", "Delete"): its word, a synonym, or its meaning.
      let saysVerb = false;
      if (req.verb && affordance.option === undefined) {
        const v = req.verb.text.split(/\s+/)[0]!;
        const own = splitWords(affordance.control.line.name);
        saysVerb = true;
        if (own.some((w) => sameStem(stem(w), stem(v)))) score += 1.5;
        else if (own.some((w) => meaningsOf(w).some((m) => meanings.includes(m)))) score += 1.25;
        else if (own.some((w) => wordsMeet(v, w) >= 0.75)) score += 0.75;
        else saysVerb = false;
      }
      // An option labelled with another way of saying the ordering asked for ("newest" -> "Most recent").
      if (affordance.option !== undefined && ordering.length) {
        const label = plain(affordance.option).map(stem);
        if (ordering.some((v) => label.some((_, i) => v.every((w, j) => label[i + j] !== undefined && sameStem(label[i + j]!, w))))) {
          score += 2.5;
          named++;
          met++;
        }
      }
      // An option labelled with the time of day said ("quarter to eight" -> "Fri 19:45 – 20:15").
      if (affordance.option !== undefined && saidTime && labelAt(saidTime, affordance.option)) {
        score += 2.5;
        named++;
        met++;
      }
      // An answer that says no ("Evie will not go", "Don't send reminders") is chosen only when the person says no too.
      if ((affordance.act === 'toggle' || affordance.option !== undefined) && saysNo(affordance.option ?? affordance.control.line.name)) score += saidNo ? 1 : undoes ? 0 : -2;
      // A name said in full beats one that says more ("Close" over "Close account").
      if (name.length && named === name.length && (words.length || roleNamed)) score += 0.5;
      if (name.length && named) score += 0.25 * (named / name.length);
      // In the region named: it counts for what the request already names, never alone.
      if (scope.length && met > 0) score += scopeFit(scope, around);
      return { affordance, score, met, named, saysVerb };
    })
    .filter((r) => r.named > 0 || (r.met > 0 && r.score > 1) || (!words.length && r.score > 1))
    .sort((a, b) => b.score - a.score || a.affordance.control.index - b.affordance.control.index);
}

/** Whether a control sits in the region the words name (its landmarks or the heading above it). */
export function inScope(c: Control, scope: string): boolean {
  const words = plain(scope);
  return words.length > 0 && scopeFit(words, wordsOf({ act: 'click', control: c }).around) >= 0.7;
}

/** Whether a control's own name holds the role word said ("Delivery options" for "options"). */
export function namesRoleWord(c: Control, roleWord: string): boolean {
  const words = plain(roleWord);
  const name = plain(c.line.name);
  return words.length > 0 && words.every((w) => best(w, name) >= 0.7);
}

export type AffordanceChoice = { kind: 'one'; affordance: Affordance } | { kind: 'many'; affordances: Affordance[] } | { kind: 'none' };

/** The best when it is clearly ahead of the next; otherwise the top few, or nothing that fits. */
export function chooseAffordance(ranked: readonly RankedAffordance[], opts: { minScore?: number; max?: number } = {}): AffordanceChoice {
  const min = opts.minScore ?? 1.75;
  // A tree item named by the button it holds is that button, not a second candidate.
  const fit = dropWayIn(preferInner(ranked.filter((r) => r.score >= min), (r) => r.affordance.control));
  if (!fit.length) return { kind: 'none' };
  const [top, next] = fit;
  if (!next || top!.score - next.score >= 1 || top!.score >= next.score * 1.5) return { kind: 'one', affordance: top!.affordance };
  // Close in words, but only one says the request's verb by its own name ("Submit report" against "Copy report"): that one.
  const close = fit.filter((r) => top!.score - r.score < 1);
  const saying = close.filter((r) => r.saysVerb);
  if (saying.length === 1 && saying[0]!.named > 0 && close.length > 1) return { kind: 'one', affordance: saying[0]!.affordance };
  return { kind: 'many', affordances: fit.filter((r) => top!.score - r.score < 1).slice(0, opts.max ?? 4).map((r) => r.affordance) };
}

/**
 * A closed section's opener named like the control it hides ("Cancel Premium" over a "Cancel
 * Premium" button) is only the way to it: unless the verb makes opening it the better fit, the
 * control itself is the one candidate, not a second one the person could not tell apart.
 */
function dropWayIn(fit: readonly RankedAffordance[]): RankedAffordance[] {
  const name = (r: RankedAffordance) => r.affordance.control.line.name.trim().toLowerCase();
  const kept = fit.filter((r) => r.affordance.act !== 'open' || !fit.some((o) => o !== r && o.affordance.act === 'click' && o.score >= r.score && name(o) === name(r)));
  return kept.length ? kept : [...fit];
}

/** How an affordance reads to a person. */
export function describeAffordance(a: Affordance, withPlace = false): string {
  return a.option !== undefined ? `the option ${JSON.stringify(a.option)} of ${describeControl(a.control)}` : describeControl(a.control, withPlace);
}

/**
 * Several settings at once ("show Alder bikes, cheapest first", "filter to Northpeak and
 * Alpina"): each word of the request that names exactly one checkbox, switch or option, the
 * ordering it says as one option, and every other word met by the names or surroundings of what
 * was chosen. Two or more settings that account for the whole request come back, at most one
 * option per select; otherwise null, and the request is a single target's.
 */
export function coverAffordances(affordances: readonly Affordance[], req: RankRequest): Affordance[] | null {
  const words = [...new Set(plain(req.words))];
  if (words.length < 2) return null;
  const settings = affordances.filter((a) => a.act === 'toggle' || a.act === 'option');
  const chosen: Affordance[] = [];
  const covered = new Set<string>();
  const ordering = orderingVariants(req.words);
  if (ordering.length) {
    const fits = settings.filter((a) => a.option !== undefined && orderingFits(a.option, ordering));
    if (fits.length !== 1) return null;
    chosen.push(fits[0]!);
    for (const w of words) if (orderingVariants(w).length || ORDERING_WORDS.has(w)) covered.add(w);
  }
  for (const w of words) {
    if (covered.has(w)) continue;
    const hits = settings.filter((a) => wordsOf(a).name.some((x) => wordsMeet(w, x) >= 0.7));
    if (hits.length !== 1) continue;
    if (!chosen.includes(hits[0]!)) chosen.push(hits[0]!);
    covered.add(w);
  }
  if (chosen.length < 2) return null;
  const selects = chosen.filter((a) => a.option !== undefined).map((a) => a.control);
  if (new Set(selects).size !== selects.length) return null;
  const known = chosen.flatMap((a) => [...wordsOf(a).name, ...wordsOf(a).around]);
  return words.every((w) => covered.has(w) || known.some((x) => wordsMeet(w, x) >= 0.7)) ? chosen : null;
}

/** Words that only place an ordering ("lowest price on top", "newest at the top"). */
const ORDERING_WORDS = new Set(['first', 'top', 'order', 'sort', 'sorted']);

function orderingFits(option: string, ordering: readonly string[][]): boolean {
  const label = plain(option).map(stem);
  return ordering.some((v) => label.some((_, i) => v.every((w, j) => label[i + j] !== undefined && sameStem(label[i + j]!, w))));
}
