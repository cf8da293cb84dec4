// Words as the Navi compares them: identifiers split (dotted, camel, snake, kebab), lower-cased,
// stemmed, and action verbs mapped to a small set of meanings. Everything the matchers compare
// goes through here, so a request and a page's own vocabulary meet on the same terms.
import { editDistance } from './edit-distance.ts';
import { findSplitVerb } from './split-verbs.ts';
import { findWish } from './wish.ts';
import { SYNONYMS } from './synonyms.generated.ts';

/** Splits `notes.moveToFolder`, `add_todo`, `search-cars` or plain text into lower-case words, accents folded ("Zürich" meets "Zurich"). */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bto-dos?\b/g, (m) => m.replace('-', ''))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A light suffix stemmer: enough that "prices", "priced" and "price" meet, and "booking" meets "book". */
/** Plurals the suffix rules cannot undo ("two kids" is a count of "children"). */
const IRREGULAR: Record<string, string> = { children: 'child', people: 'person', women: 'woman', men: 'man' };

export function stem(word: string): string {
  let w = word.toLowerCase();
  w = IRREGULAR[w] ?? w;
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ss|us|is)$/.test(w)) {
    // glass, status, analysis: not plurals
  } else if (/(?:x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // "policy" and "policies", "cookie" and "cookies" meet at "polici", "cooki".
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** Words that carry no meaning for matching. */
export const STOP_WORDS = new Set(
  (
    'a an the this that these those my your our their its it me i we you us them please kindly could can would will should do does did ' +
    'is are was were be been am of for to in on at by with from into onto as and or but then also just now up so some any all ' +
    "there here what which who whom whose how when where why there's it's what's i'd i'm let lets let's want need like would to-do " +
    'one ones thing things item items page site tab over another some'
  ).split(' '),
);

/** Words that say no: "not", "never", "without", "won't", "dont", "cannot". */
export const NEGATION = /\b(?:not|no|never|none|cannot|without|decline|(?:do|does|did|wo|ca|is|are|was|were|should|would|could|have|has|had)n['’]?t)\b/i;

/** Meanings of action verbs. A word may have more than one ("write" creates a note or types text). */
export type Meaning =
  | 'add'
  | 'delete'
  | 'set'
  | 'search'
  | 'book'
  | 'complete'
  | 'uncomplete'
  | 'on'
  | 'off'
  | 'check'
  | 'uncheck'
  | 'type'
  | 'click'
  | 'open'
  | 'close'
  | 'accept'
  | 'decline'
  | 'choose'
  | 'save'
  | 'pay'
  | 'move'
  | 'rename'
  | 'archive'
  | 'pin'
  | 'unpin'
  | 'apply'
  | 'sort'
  | 'list'
  | 'show'
  | 'track'
  | 'scroll'
  | 'switch-tab'
  | 'reload'
  | 'back'
  | 'forward'
  | 'summarise'
  /** Bringing back what was deleted (from a trash or bin). */
  | 'restore';

/** Multi-word verbs first: they are matched before their single words. */
const PHRASES: [string, Meaning[]][] = [
  ['look up', ['search']],
  ['look for', ['search']],
  ['tick off', ['complete']],
  ['check off', ['complete']],
  ['cross off', ['complete']],
  ['turn on', ['on']],
  ['switch on', ['on']],
  ['turn off', ['off']],
  ['switch off', ['off']],
  ['fill in', ['type']],
  ['fill out', ['type']],
  // "put in for a transfer", "apply for a permit": asking to be given something.
  ['put in for', ['book']],
  ['apply for', ['book']],
  // "sign us up for the green bin collections": joining something.
  ['sign up', ['book']],
  ['sign me up', ['book']],
  ['sign us up', ['book']],
  ['put in', ['type']],
  ['get rid of', ['close', 'archive', 'delete']],
  // "could I have a haircut on the 15th?", "can I get two of those": asking to be given something.
  ['can i have', ['book', 'add']],
  ['could i have', ['book', 'add']],
  ['may i have', ['book', 'add']],
  ['can i get', ['book', 'add']],
  ['could i get', ['book', 'add']],
  ['can we have', ['book', 'add']],
  ['could we have', ['book', 'add']],
  ['can we get', ['book', 'add']],
  ['could we get', ['book', 'add']],
  // "grab me a window desk", "snag us a table": getting a place or thing for the speaker.
  ['grab me', ['book']],
  ['grab us', ['book']],
  ['snag me', ['book']],
  ['snag us', ['book']],
  ['nab me', ['book']],
  // "set up a monthly transfer": making something new.
  ['set up', ['add']],
  // "sort me a table", "sort us a taxi": arranging something for someone (British).
  ['sort me', ['book', 'add']],
  ['sort her', ['book', 'add']],
  ['sort him', ['book', 'add']],
  ['sort us', ['book', 'add']],
  ['go to', ['open']],
  // "take me to the archive", "bring me to my drafts", "navigate to billing": going to a place.
  ['take me to', ['open']],
  ['bring me to', ['open']],
  ['navigate to', ['open']],
  ['go back', ['back']],
  ['put back', ['restore']],
  ['go forward', ['forward']],
  ['switch to', ['switch-tab']],
  ['change to', ['switch-tab']],
  ['sign in', ['open']],
  ['place order', ['pay']],
  ['place the order', ['pay']],
  ['check out', ['pay']],
  ['scroll down', ['scroll']],
  ['scroll up', ['scroll']],
];

const VERBS: Record<string, Meaning[]> = {
  add: ['add'],
  create: ['add'],
  new: ['add'],
  put: ['add', 'type', 'move'],
  // "stick twenty quid on her dinner money", "stick it on my running playlist": put, said casually.
  stick: ['add', 'type', 'move'],
  insert: ['add'],
  write: ['add', 'type'],
  make: ['set', 'add'],
  remind: ['add'],
  // "report a leak": a new record of something that happened.
  report: ['add'],
  remove: ['delete'],
  delete: ['delete'],
  erase: ['delete'],
  drop: ['delete'],
  set: ['set'],
  change: ['set'],
  switch: ['set'],
  turn: ['set'],
  toggle: ['set'],
  update: ['set'],
  edit: ['set'],
  adjust: ['set'],
  // "bump my monthly payment up to £140", "raise the limit to 500", "reduce it to 2": a value changed.
  bump: ['set'],
  // "swap the new reg onto my permit": one value in place of another.
  swap: ['set'],
  raise: ['set'],
  increase: ['set'],
  reduce: ['set'],
  decrease: ['set'],
  // "tag the invoice as disputed", "label it urgent": a record given a value of its own.
  tag: ['set'],
  label: ['set'],
  classify: ['set'],
  categorise: ['set'],
  categorize: ['set'],
  search: ['search'],
  find: ['search'],
  seek: ['search'],
  lookup: ['search'],
  book: ['book'],
  reserve: ['book'],
  // "request a callback": asking to be given something, as booking it.
  request: ['book'],
  // "join the 6pm class", "enrol on the course": taking a place in something.
  join: ['book'],
  // "refill my inhaler": a prescription asked for again.
  refill: ['book'],
  enrol: ['book'],
  subscribe: ['book'],
  enroll: ['book'],
  mark: ['complete', 'check'],
  complete: ['complete'],
  tick: ['complete', 'check'],
  finish: ['complete'],
  done: ['complete'],
  uncomplete: ['uncomplete'],
  reopen: ['uncomplete'],
  enable: ['on'],
  activate: ['on'],
  disable: ['off'],
  // "start the sprinklers", "resume the backup": something set going, as a switch is turned on.
  start: ['on'],
  begin: ['on'],
  launch: ['on'],
  resume: ['on'],
  // "stop sending me paper statements", "pause the sync": a setting turned off.
  stop: ['off'],
  pause: ['off'],
  // "freeze my membership": paused for a while, not ended.
  freeze: ['off'],
  suspend: ['off'],
  deactivate: ['off'],
  check: ['check'],
  uncheck: ['uncheck'],
  untick: ['uncheck'],
  deselect: ['uncheck'],
  unselect: ['uncheck'],
  clear: ['uncheck'],
  type: ['type'],
  enter: ['type'],
  input: ['type'],
  fill: ['type'],
  click: ['click'],
  press: ['click'],
  tap: ['click'],
  hit: ['click'],
  // "push the meeting to Friday": a button is pushed, a date or a thing is moved.
  push: ['click', 'move'],
  follow: ['click', 'open'],
  open: ['open'],
  // A closed section or disclosure is expanded, unfolded or revealed as it is opened.
  expand: ['open'],
  unfold: ['open'],
  reveal: ['open', 'show'],
  visit: ['open'],
  view: ['open', 'show'],
  close: ['close'],
  collapse: ['close'],
  dismiss: ['close'],
  exit: ['close'],
  accept: ['accept'],
  agree: ['accept'],
  allow: ['accept'],
  approve: ['accept'],
  confirm: ['accept', 'save'],
  decline: ['decline'],
  reject: ['decline'],
  refuse: ['decline'],
  deny: ['decline'],
  choose: ['choose'],
  pick: ['choose'],
  select: ['choose', 'check'],
  use: ['choose'],
  prefer: ['choose'],
  save: ['save'],
  submit: ['save'],
  // "Publish" keeps an editor's change on a wiki or a blog, as "Save" does.
  publish: ['save'],
  send: ['save'],
  store: ['save'],
  pay: ['pay'],
  // "settle the bill", "settle what I owe".
  settle: ['pay'],
  buy: ['pay'],
  purchase: ['pay'],
  checkout: ['pay'],
  // "order a taxi", "order my prescription": asked for as often as bought.
  order: ['pay', 'book'],
  move: ['move'],
  file: ['move'],
  transfer: ['move'],
  // Moving something in time: "postpone the appointment", "reschedule it to Monday".
  postpone: ['move'],
  reschedule: ['move'],
  shift: ['move'],
  rename: ['rename'],
  retitle: ['rename'],
  archive: ['archive'],
  restore: ['restore'],
  recover: ['restore'],
  undelete: ['restore'],
  untrash: ['restore'],
  pin: ['pin'],
  unpin: ['unpin'],
  apply: ['apply'],
  redeem: ['apply'],
  // "try this voucher", "try a discount code": a code is tried by applying it.
  try: ['apply'],
  sort: ['sort'],
  list: ['list'],
  get: ['list'],
  read: ['list'],
  fetch: ['list'],
  show: ['show', 'list'],
  display: ['show'],
  track: ['track'],
  scroll: ['scroll'],
  reload: ['reload'],
  refresh: ['reload'],
  summarise: ['summarise'],
  summarize: ['summarise'],
};

export interface VerbMatch {
  meanings: Meaning[];
  /** The words of the verb in the text, lower-cased. */
  text: string;
  /** Where it ends in the text (characters), so the caller can read what follows. */
  end: number;
  start: number;
  /** "unwatch": un- before a verb, read as turning off what `text` names (a page tool named so reads it its own way). */
  undoes?: true;
}

/** The first action verb in `text` (multi-word verbs first), or null. */
/** Verbs that are as often nouns ("the report"). */
const NOUN_FIRST = new Set(['report']);

/**
 * "unwatch the template", "unstar it", "unfollow Dana": un- before a verb undoes it, as turning off
 * the control the verb names ("Watch", "Star"). Only where an imperative's verb stands, and only
 * before a word of four letters or one WordNet knows (so "unit" and "uncle" are not read so).
 */
function undoing(word: string, before: string): { meanings: Meaning[]; text: string; undoes: true } | null {
  const m = /^un(\p{L}{3,})$/u.exec(word);
  if (!m || STOP_WORDS.has(word) || !/(?:^\s*|[^\p{L}\s']\s*|\b(?:please|pls|you|u|and|then|just|also|to)\s+)$/u.test(before)) return null;
  const root = m[1]!;
  // "unique", "united", "universal" and "understand" are words of their own.
  if (/^(?:i|der)/.test(root)) return null;
  return VERBS[root] || root.length >= 4 || new RegExp(`(?:^|[;:,])${root}(?:[;:,]|$)`).test(SYNONYMS) ? { meanings: ['off'], text: root, undoes: true } : null;
}

/**
 * "reorder my inhaler", "resend the invite", "rebook the same table": re- before a verb it knows
 * is that verb done again. Only where an imperative's verb stands, and only when the word is no
 * verb of its own ("reserve", "request", "reopen" are read as themselves first).
 */
function redoing(word: string, before: string): Meaning[] | null {
  const m = /^re-?(\p{L}{3,})$/u.exec(word);
  // "return the parcel", "remark on it", "retry": words of their own, not a verb done again.
  if (!m || !VERBS[m[1]!] || /^re(?:turn|mark|try)$/.test(word) || !/(?:^\s*|[^\p{L}\s']\s*|\b(?:please|pls|you|u|and|then|just|also|to)\s+)$/u.test(before)) return null;
  return VERBS[m[1]!]!;
}

/** Casual verbs one letter from common words ("stick": "sick leave", "swap": "swam"): a word is never read as their misspelling. */
const NEVER_MISSPELT = new Set(['stick', 'swap', 'freeze']);

/** The word ending at `end` and the next one are a statement's subject: a form of "be" follows them. */
const subjectOfStatement = (lower: string, end: number) => /^\s+[\p{L}'’-]+\s+(?:is|are|was|were)\b/u.test(lower.slice(end));

export function findVerb(text: string): VerbMatch | null {
  const lower = text.toLowerCase();
  let best: VerbMatch | null = null;
  for (const [phrase, meanings] of PHRASES) {
    const m = new RegExp(`(?:^|[^\\p{L}])(${phrase.replace(/ /g, '[\\s-]+')})(?![\\p{L}])`, 'u').exec(lower);
    // "could we have it delivered": having something done to it, not asking to be given it.
    if (m && meanings.includes('add') && /^\s+(?:it|them|this|that)\s+[\p{L}-]+ed\b/u.test(lower.slice(m.index + m[0].length))) continue;
    if (m && (!best || m.index < best.start)) best = { meanings, text: phrase, start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length };
  }
  const split = findSplitVerb(lower);
  if (split && (!best || split.start < best.start)) best = split;
  // Words with digits in them are codes ("save10"), never verbs.
  const wordRe = /[\p{L}\p{N}]+/gu;
  for (let m = wordRe.exec(lower); m; m = wordRe.exec(lower)) {
    if (best && m.index >= best.start) break;
    const meanings = VERBS[m[0]] ?? (Object.hasOwn(ASKED_ONLY, m[0]) ? ASKED_ONLY[m[0]] : undefined);
    // "the quarterly report": a noun; a verb only where an imperative's stands (first, or after "please", "could you").
    if (meanings && NOUN_FIRST.has(m[0]) && !/(?:^|[^\p{L}\s']\s*|\b(?:please|pls|you|u|and|then|just|also|to)\s+)$/u.test(lower.slice(Math.max(0, m.index - 12), m.index))) continue;
    // "New car is YD23 HNB", "Book club was moved": the subject of a statement, not an imperative.
    if (meanings && subjectOfStatement(lower, m.index + m[0].length)) continue;
    if (meanings) return { meanings, text: m[0], start: m.index, end: m.index + m[0].length };
    const undone = undoing(m[0], lower.slice(Math.max(0, m.index - 12), m.index));
    if (undone) return { ...undone, start: m.index, end: m.index + m[0].length };
    const again = redoing(m[0], lower.slice(Math.max(0, m.index - 12), m.index));
    if (again) return { meanings: again, text: m[0], start: m.index, end: m.index + m[0].length };
  }
  if (best) return best;
  const wish = findWish(lower);
  if (wish) return wish;
  // A misspelt verb where an imperative's verb stands ("bok a haircut", "tranfer 50"): one
  // edit from a known verb of four letters or more, with the same first letter, and never
  // longer than it (a letter more is another word: "saver", "opens").
  // ("don't", "dont": a negation, never a misspelt "done".)
  const first = /^\s*([\p{L}]{3,})(?![\p{L}\p{N}'’])/u.exec(lower);
  if (first && !STOP_WORDS.has(first[1]!) && !NEGATION.test(first[1]!) && !subjectOfStatement(lower, first.index + first[0].length)) {
    const w = first[1]!;
    const verb = Object.keys(VERBS).find((v) => v.length >= 4 && !NEVER_MISSPELT.has(v) && v[0] === w[0] && (w.length === v.length || w.length === v.length - 1) && editDistance(v, w, 1) <= 1);
    if (verb) return { meanings: VERBS[verb]!, text: w, start: first.index + first[0].length - w.length, end: first.index + first[0].length };
  }
  return null;
}

/**
 * Verbs read only in what a person asks, never in a control's name: "cancel my booking" asks to
 * remove the booking, while a dialog's own "Cancel" button only closes the dialog; so a page's
 * "Cancel" never says "delete" (meaningsOf), and a cancel request still finds a "Cancel
 * appointment" by its word.
 */
const ASKED_ONLY: Record<string, Meaning[]> = { cancel: ['delete'] };

/** The meanings a single word can carry (for a tool's own vocabulary). */
export function meaningsOf(word: string): Meaning[] {
  return VERBS[word.toLowerCase()] ?? [];
}

/** Content words of a text, stemmed, stop words removed. */
export function contentStems(text: string): string[] {
  return splitWords(text)
    .filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .map(stem);
}

/** Number words people type instead of digits. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  no: 0,
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  fifteen: 15,
  twenty: 20,
};

export const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
};

/** "third", "3rd", "last": a position, 1-based (-1 for last), with where it was found. */
export function findOrdinal(text: string): { n: number; start: number; end: number } | null {
  // "last week", "last night": a time gone by, not the last of a list. "A second one" is one more, not the second of a list.
  const m = /(?<!\ban?\s+)\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last(?!\s+(?:week|month|year|night|time|weekend|quarter|season|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)|(\d{1,2})(?:st|nd|rd|th))\b/i.exec(text);
  if (!m) return null;
  const n = m[2] ? Number(m[2]) : ORDINALS[m[1]!.toLowerCase()]!;
  return { n, start: m.index, end: m.index + m[0].length };
}

/** Whether two stems are the same word for matching: equal, or one a prefix of the other (4+ letters). */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}
