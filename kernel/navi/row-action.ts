// Acting on one listed record through its own action menu, and the dialog that opens: "rename the
// draft to …", "move the spreadsheet into Reports", "share the plan with ann@… so she can edit".
// The record is found by any part of its name among the list's rows (a row is known by its
// action button: a menu button named for it, "Actions for <name>", "Options for <name>"); when it
// is not in the list shown, the places the page offers are opened to look for it (a folder row,
// a place in the page's navigation), nearest and most related first, a bounded number of times.
// Then: its action button, the menu item whose words fit the verb and the rest of the request,
// and in the dialog that opens, its fields filled by label and the shape of the value (a new
// name, an email, a destination among radios, a person's permission in a select), and its
// submit pressed. Each click is its own approved call, read back by the toolset; the plan is a
// pure function of the results so far (turn.ts), each page state read from a fresh snapshot.
import type { ToolCall } from '../navi-engine.ts';
import { wordsMeet, wordsRelate } from './lexicon.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { MAX_PAGES, pagerOf } from './pager.ts';
import { refuseProtected } from './refusals.ts';
import { call, EXTRACT, failure, FALLBACK, outlineLines, SNAPSHOT } from './results.ts';
import { parseRowRequest, type RowRequest } from './row-request.ts';
import { controlsOf, describeControl, dialogOf, isCloser, targetOf as target, type Control, type Line } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { contentStems, findVerb, meaningsOf, sameStem, splitWords, stem, type Meaning } from './words.ts';

/** A listed record: its name, its own action button, and the control that opens it (a folder's name), if any. */
export interface Row {
  name: string;
  action: Control;
  open: Control | null;
  /** The record's title around its action button, when the button names it by a key ("Move T-7" under "T-7 Fix the footer"). */
  title?: string;
}

/** Action buttons named by general words for a record's menu: "Actions for X", "More options for X", "X options". */
const MENU_NAME = /^(?:more\s+)?(?:actions?|options?|menu|more|manage)\s+(?:for|on|of)\s+(.+)$|^(.+?)\s+(?:actions|options|menu)$/i;
const POPUP = (c: Control) => c.line.role === 'button' && (c.line.states.collapsed === true || c.line.states.expanded === true);
const TEXT = new Set(['textbox', 'searchbox']);
const SELECTS = new Set(['combobox', 'listbox']);
const MENU_ITEMS = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
const SCROLL = 'browser.semantic.scroll';
/** Verbs that make something new or only look: not an action on a listed record. */
const NOT_ROW: readonly Meaning[] = ['add', 'search', 'type', 'sort', 'scroll', 'summarise', 'list', 'reload', 'back', 'forward', 'switch-tab', 'close'];
/** Places opened at most, looking for a record. */
const MAX_MOVES = 8;
/** Sharing is giving access: a request about someone's access or permission is one for the record's sharing. */
const ACCESS = new Set(['access', 'permission', 'collaborator', 'share', 'sharing', 'invite', 'invitation'].map(stem));

const strip = (name: string) => name.replace(/^[^\p{L}\p{N}]+/u, '').trim();
const meets = (a: string, b: string) => sameStem(a, stem(b)) || wordsMeet(a, b) >= 0.7 || (ACCESS.has(stem(a)) && ACCESS.has(stem(b)));
/**
 * A word of the request in a record's name: the same word or a misspelling, not a synonym (a
 * synonym's other senses name too much: a "picture" is also a "projection"); a kind of file
 * is met by its usual extensions ("the budget spreadsheet" is "Budget.xlsx").
 */
const FILE_KINDS: [RegExp, string[]][] = [
  [/^(?:spreadsheet|sheet|workbook)s?$/, ['xlsx', 'xls', 'csv', 'ods', 'numbers']],
  [/^(?:document|doc)s?$/, ['docx', 'doc', 'odt', 'rtf', 'pdf', 'pages']],
  [/^(?:picture|photo|image|pic|photograph|screenshot)s?$/, ['jpg', 'jpeg', 'png', 'gif', 'heic', 'webp']],
  [/^(?:presentation|slides?|slideshow)s?$/, ['pptx', 'ppt', 'key', 'odp']],
  [/^(?:video|movie|clip)s?$/, ['mp4', 'mov', 'avi', 'mkv']],
];
function inName(w: string, o: string): boolean {
  // The request's words come stemmed ("leas" of "lease"): the name's word is stemmed too.
  if (sameStem(w, stem(o))) return true;
  const m = wordsMeet(w, o);
  if (m === 1 || m === 0.7) return true;
  return FILE_KINDS.some(([re, exts]) => re.test(w) && exts.includes(o));
}

/**
 * Whether a per-record button's shared start ("Move …") says the request's verb. One that names
 * no verb ("Stage …", "Priority …") holds a field's choices, which the record's own editor sets
 * (record-detail.ts); only a button of general words ("Actions for …") may hold any action.
 */
function saysVerb(prefix: string, verbs: { verb: string; meanings: readonly Meaning[] }): boolean {
  const own = splitWords(prefix).filter((w) => meaningsOf(w).length);
  return own.some((w) => sameStem(stem(w), stem(verbs.verb)) || meaningsOf(w).some((m) => verbs.meanings.includes(m)));
}

/**
 * The rows: their record names, from action buttons of general words or the start two or more
 * buttons share; with `verbs`, only those whose button of a shared start says the request's verb.
 */
export function rowsOf(controls: readonly Control[], verbs?: { verb: string; meanings: readonly Meaning[] }): Row[] {
  const popups = controls.filter((c) => POPUP(c) && !dialogOf(c) && !c.landmarks.some((l) => l.role === 'navigation'));
  // Buttons that begin alike ("Move T-1", "Move T-2"; not a lone "Settings" menu): their shared start, per first word.
  const groups = new Map<string, string[]>();
  for (const c of popups) {
    const first = /^\S+\s/.exec(c.line.name)?.[0];
    if (first) groups.set(first, [...(groups.get(first) ?? []), c.line.name]);
  }
  const prefixes: string[] = [];
  for (const names of groups.values()) {
    if (names.length < 2) continue;
    const shared = names.reduce((p, n) => { let i = 0; while (i < p.length && p[i] === n[i]) i++; return p.slice(0, i); });
    const prefix = shared.slice(0, shared.lastIndexOf(' ') + 1);
    if (prefix.trim().length >= 3) prefixes.push(prefix);
  }
  const rows: Row[] = [];
  for (const c of popups) {
    const m = MENU_NAME.exec(c.line.name);
    const prefix = prefixes.find((p) => c.line.name.startsWith(p));
    if (verbs && !m && prefix && !saysVerb(prefix, verbs)) continue;
    const name = m ? (m[1] ?? m[2])! : prefix ? c.line.name.slice(prefix.length) : '';
    if (!name.trim()) continue;
    const open = controls.find((o) => o !== c && ['button', 'link', 'row', 'treeitem', 'gridcell'].includes(o.line.role) && !POPUP(o) && strip(o.line.name).toLowerCase() === name.trim().toLowerCase()) ?? null;
    const title = c.heading && c.heading !== name.trim() && c.heading.includes(name.trim()) ? c.heading : undefined;
    rows.push({ name: name.trim(), action: c, open, ...(title ? { title } : {}) });
  }
  return rows;
}

/** How much of one record-word group a name covers (0..1). */
function coverage(words: readonly string[], name: string): number {
  const own = splitWords(name);
  return words.length ? words.filter((w) => own.some((o) => inName(w, o))).length / words.length : 0;
}

function fitOf(req: RowRequest, name: string, title?: string): number {
  return Math.max(0, ...req.records.map((g) => Math.max(coverage(g, name), title ? coverage(g, title) : 0)));
}

/** The rows the request names, best first: those it fits best, at least half of its words. */
export function rowsNamed(req: RowRequest, rows: readonly Row[]): Row[] {
  if (req.ordinal !== undefined && !req.records.length) {
    const r = req.ordinal === -1 ? rows.at(-1) : rows[req.ordinal - 1];
    return r ? [r] : [];
  }
  // More than half of its words: "the old invoice" is not "Meeting notes (old)".
  let scored = rows.map((r) => ({ r, fit: fitOf(req, r.name, r.title) })).filter((x) => x.fit > 0.5);
  // "Rui Tanaka's account" on a list of people: the row is the person's own.
  const owner = contentStems(req.people.join(' '));
  if (!scored.length && owner.length) scored = rows.map((r) => ({ r, fit: coverage(owner, r.name) })).filter((x) => x.fit > 0.5);
  // The record the quoted words go to, by its name and its kind ("the Tuesday lunch" is "Tuesday"): the one row it half fits.
  if (!scored.length && req.target) {
    const half = rows.filter((r) => coverage(req.target!, r.name) >= 0.5);
    if (half.length === 1) scored = [{ r: half[0]!, fit: 0.5 }];
  }
  const best = Math.max(0, ...scored.map((x) => x.fit));
  let top = scored.filter((x) => x.fit === best).map((x) => x.r);
  // Among equals, the one whose own name the request says most of.
  if (top.length > 1) {
    const own = (r: Row) => coverage(contentStems(r.title ?? r.name), req.all.join(' '));
    const max = Math.max(...top.map(own));
    top = top.filter((r) => own(r) === max);
  }
  if (req.ordinal !== undefined && top.length > 1) {
    const r = req.ordinal === -1 ? top.at(-1) : top[req.ordinal - 1];
    return r ? [r] : [];
  }
  return top;
}

/** Where the page is: its main heading. */
function locationOf(lines: readonly Line[]): string {
  return lines.find((l) => l.role === 'heading' && l.states.level === '1')?.name ?? lines.find((l) => l.role === 'heading')?.name ?? '';
}

interface Place {
  name: string;
  /** The location whose list shows it (null: the page's navigation, reachable from anywhere). */
  parent: string | null;
  depth: number;
  order: number;
}

interface State {
  visited: Set<string>;
  places: Map<string, Place>;
  depth: Map<string, number>;
  moves: number;
  said: string[];
  /** The record acted on, once its action button was pressed. */
  record: string | null;
  /** The menu item chosen. */
  item: string | null;
  /** Dialogs filled and submitted, by name. */
  submitted: Set<string>;
  /** Times more of a list shown in parts was asked for. */
  pages: number;
}

type Act = { call: ToolCall; rationale: string; said: string; place?: string };
type Decision = { kind: 'acts'; acts: Act[]; then: 'snapshot' | 'done' | 'read'; update?: (s: State) => void } | StepDecision | null;

const click = (c: Control, why: string, said: string): Act => ({ call: { name: 'browser.semantic.click', arguments: target(c) }, rationale: why, said });

/** Whether the request is about a listed record at all (the verb acts on one). */
function rowVerb(req: RowRequest): boolean {
  // "add a note to the X saying '…'": adding to a record named after "to" is one of its actions.
  if (req.meanings.some((m) => NOT_ROW.includes(m)) && !req.meanings.includes('move') && !(req.meanings.some((m) => m === 'add' || m === 'type') && req.target)) return false;
  // Setting a record's own field is its editor's (record-value.ts); someone's access to it is its sharing's.
  if (req.meanings.length && req.meanings.every((m) => m === 'set' || m === 'complete' || m === 'check' || m === 'choose')) return req.all.some((w) => ACCESS.has(w));
  return true;
}

const opening = (req: RowRequest) => req.meanings.includes('open') || req.meanings.includes('show');

/** A session's or an account's own controls are never opened to look for a record ("Sign out", "Profile"). */
const ACCOUNT = /\b(?:sign|log)\s*(?:out|off|in|up)\b|\blog(?:out|in)\b|\b(?:settings?|profile|account|help|preferences)\b/i;

/** A place the page's navigation offers (not the banner's or footer's, not an account's control). */
function isPlace(c: Control): boolean {
  // A tab of the page's own sections is a place too ("Members", "Pending invites").
  if (c.line.role === 'tab' && !dialogOf(c) && !ACCOUNT.test(c.line.name)) return true;
  return c.landmarks.some((l) => l.role === 'navigation') && !c.landmarks.some((l) => l.role === 'banner' || l.role === 'contentinfo') && ['button', 'link', 'tab', 'treeitem'].includes(c.line.role) && !ACCOUNT.test(c.line.name);
}

/** Where deleted things wait to be brought back: a place to look first for one to restore. */
const TRASH = ['trash', 'bin', 'deleted', 'recycle', 'removed', 'wastebasket'];

/** How related a place's name is to what the request names (its place words count most). */
function relatedness(req: RowRequest, name: string): number {
  const own = splitWords(name);
  if (req.meanings.includes('restore') && !req.place.length && own.some((o) => TRASH.some((t) => wordsMeet(t, o) === 1))) return 2;
  const best = (words: readonly string[]) => Math.max(0, ...words.flatMap((w) => own.map((o) => Math.max(wordsMeet(w, o), wordsRelate(w, o)))));
  return 2 * best(req.place) + best(req.records.flat());
}

const relatednessOf = (req: RowRequest, act: Act) => (act.place ? relatedness(req, act.place) : 0);

/** The next place to open, looking for the record: reachable now, most related, nearest. */
function nextPlace(req: RowRequest, s: State, here: string, controls: readonly Control[]): Act | null {
  if (s.moves >= MAX_MOVES) return null;
  const nav = (name: string) => controls.find((c) => isPlace(c) && strip(c.line.name) === name);
  const candidates = [...s.places.values()].filter((p) => !s.visited.has(p.name));
  // What the place shown lists is nearest; the page's own places and a list further up cost a step more.
  const cost = (p: Place) => (p.parent === here ? 1 : 2);
  candidates.sort((a, b) => relatedness(req, b.name) - relatedness(req, a.name) || cost(a) - cost(b) || a.depth - b.depth || a.order - b.order);
  for (const p of candidates) {
    if (p.parent === null || p.parent === here) {
      const c = p.parent === null ? nav(p.name) : rowsOf(controls).find((r) => r.name === p.name)?.open ?? controls.find((x) => strip(x.line.name) === p.name && !POPUP(x));
      if (c) return { ...click(c, `The record is not in "${here}": open "${p.name}" to look there.`, `opened ${JSON.stringify(p.name)}`), place: p.name };
      continue;
    }
    const up = nav(p.parent);
    if (up) return click(up, `Go back to "${p.parent}" to open "${p.name}" from there.`, `went to ${JSON.stringify(p.parent)}`);
  }
  return null;
}

/** The menu item whose words fit the verb and the rest of the request best; null when none or a tie. */
export function menuItemFor(req: RowRequest, items: readonly Control[], record: string): Control | null | Control[] {
  // The request's words besides the record's own name ("access" of "Sam's access on the deck").
  const own = splitWords(record);
  const heard = [...req.rest, ...req.place, ...req.all.filter((w) => !own.some((o) => meets(w, o)))];
  const verb = req.verb.split(/\s+/)[0]!;
  const score = (c: Control) => {
    // An item said as a verb phrase ("Put back") means what the phrase means.
    const phrase = findVerb(c.line.name);
    if (phrase?.text.includes(' ') && phrase.meanings.some((m) => req.meanings.includes(m))) return 1;
    const words = splitWords(c.line.name).filter((w) => contentStems(w).length);
    let met = 0;
    let unmet = 0;
    for (const w of words) {
      const byVerb = sameStem(stem(w), stem(verb)) || meaningsOf(w).some((m) => req.meanings.includes(m)) || meets(verb, w);
      if (byVerb || heard.some((h) => meets(h, w))) met++;
      else unmet++;
    }
    return met - unmet / 2;
  };
  const scored = items.map((c) => ({ c, s: score(c) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s);
  if (!scored.length) return null;
  const tied = scored.filter((x) => x.s === scored[0]!.s);
  return tied.length === 1 ? tied[0]!.c : tied.map((x) => x.c);
}

/** The option the request's words fit most; a person's access removed when the request takes it away. */
export function optionFor(req: RowRequest, options: readonly string[]): string | undefined {
  // A person said with the value ("with Yusuf as reviewer") is an option too.
  const words = [...req.rest, ...contentStems(req.value ?? ''), ...req.people];
  const removes = req.meanings.some((m) => m === 'off' || m === 'delete' || m === 'uncheck') || meaningsOf(req.verb).includes('delete');
  if (removes) {
    const gone = options.find((o) => splitWords(o).some((w) => meaningsOf(w).includes('delete')));
    if (gone) return gone;
  }
  const scored = options.map((o) => ({ o, n: words.filter((w) => splitWords(o).some((x) => meets(w, x))).length })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
  return scored.length && (scored.length === 1 || scored[0]!.n > scored[1]!.n) ? scored[0]!.o : undefined;
}

interface FieldInfo {
  fingerprint?: string | null;
  options?: string[];
}
const fieldsOf = (r: Result | undefined): FieldInfo[] => {
  const f = (r?.result.data as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(f) ? (f as FieldInfo[]) : [];
};

const formOf = (c: Control) => c.landmarks.findLast((l) => l.role === 'form')?.fingerprint ?? null;
const names = (c: Control, words: readonly string[]) => splitWords(c.line.name).some((w) => words.some((x) => meets(x, w)));

/** The dialog's fields filled from the request, and its submit; a read of its selects first when it has any. */
function dialogActs(req: RowRequest, s: State, dialog: readonly Control[], extract: Result | undefined): Decision {
  const usable = dialog.filter((c) => typeof c.line.states.blocked !== 'string');
  const acts: Act[] = [];
  const filled: Control[] = [];
  const type = (c: Control, text: string) => {
    acts.push({ call: { name: 'browser.semantic.type', arguments: { ...target(c), text, clear: true } }, rationale: `Type ${JSON.stringify(text)} into ${describeControl(c, true)}.`, said: `typed ${JSON.stringify(text)} into ${JSON.stringify(c.line.name)}` });
    filled.push(c);
  };
  const texts = usable.filter((c) => TEXT.has(c.line.role));
  const emails = texts.filter((c) => c.line.states.type === 'email' || /e-?mail/i.test(c.line.name));
  if (req.email && emails.length === 1) type(emails[0]!, req.email);
  const plain = texts.filter((c) => !emails.includes(c));
  // A new name goes in the one text field of a rename.
  const renames = req.meanings.includes('rename') || splitWords(s.item ?? '').some((w) => meaningsOf(w).includes('rename'));
  // Quoted words go in the dialog's one text field ("add a note saying '…'").
  if (req.value !== undefined && plain.length === 1 && !req.email && (renames || req.quoted)) type(plain[0]!, req.value);
  // A destination among radios (or a list box's options): the one whose label the value's words say most of.
  const radios = usable.filter((c) => c.line.role === 'radio' || c.line.role === 'option');
  if (radios.length >= 2 && (req.value !== undefined || req.records.length)) {
    // A destination's words; with none, the record's own ("the receipt for the X dinner": the file named for X).
    const want = req.value !== undefined ? contentStems(req.value.replace(/\b(?:folder|place|list)s?\b/gi, ' ')) : req.records.flat();
    const scored = radios.map((c) => ({ c, n: want.filter((w) => splitWords(c.line.name).some((x) => meets(w, x))).length, len: contentStems(c.line.name).length })).filter((x) => x.n > 0);
    scored.sort((a, b) => b.n - a.n || a.len - b.len);
    const pick = scored[0];
    if (pick && !(scored[1] && scored[1].n === pick.n && scored[1].len === pick.len)) {
      // An option is chosen by clicking it, as a person does; a radio is checked.
      const option = pick.c.line.role === 'option';
      const chosen = option ? pick.c.line.states.selected === true : pick.c.line.states.checked === true;
      if (!chosen) acts.push({ call: { name: option ? 'browser.semantic.click' : 'browser.semantic.check', arguments: { ...target(pick.c), ...(option ? {} : { checked: true }) } }, rationale: `Choose ${describeControl(pick.c, true)}.`, said: `chose ${JSON.stringify(pick.c.line.name)}` });
      filled.push(pick.c);
    }
  }
  // Selects: a person's (named by someone the request names), or the form's own beside a filled field.
  const selects = usable.filter((c) => SELECTS.has(c.line.role));
  const people = req.people.filter((p) => p.length > 1);
  const personal = selects.filter((c) => people.length && names(c, people));
  const beside = selects.filter((c) => !personal.includes(c) && filled.some((f) => formOf(f) && formOf(f) === formOf(c)) && !splitWords(c.line.name).some((w) => /@/.test(c.line.name) || w === 'access'));
  // Else a select of the dialog that offers the value said ("assign it to Noor": an "Owner" select).
  const offering = () => selects.filter((c) => req.value !== undefined && optionFor({ ...req, rest: [] }, fieldsOf(extract).find((f) => f.fingerprint === c.line.fingerprint)?.options ?? []) !== undefined);
  const wanted = personal.length ? personal : beside.length ? beside : !extract && req.value !== undefined ? selects : offering();
  if (wanted.length) {
    if (!extract) return { kind: 'acts', acts: [{ call: { name: EXTRACT, arguments: { include: ['fields'] } }, rationale: "Read the dialog's selects and their options to put each value where it belongs.", said: '' }], then: 'read' };
    for (const c of wanted) {
      const options = fieldsOf(extract).find((f) => f.fingerprint === c.line.fingerprint)?.options ?? [];
      const option = optionFor(req, options);
      if (option === undefined || option === c.line.value) continue;
      acts.push({ call: { name: 'browser.semantic.select', arguments: { ...target(c), label: option } }, rationale: `Choose ${JSON.stringify(option)} in ${describeControl(c, true)}.`, said: `chose ${JSON.stringify(option)} in ${JSON.stringify(c.line.name)}` });
      filled.push(c);
    }
  }
  const verbWords = [req.verb.split(/\s+/)[0]!, ...splitWords(s.item ?? '')];
  const byVerb = (c: Control) => splitWords(c.line.name).some((w) => verbWords.some((v) => sameStem(stem(v), stem(w))) || meaningsOf(w).some((m) => req.meanings.includes(m)));
  const buttons = (among: readonly Control[]) => among.filter((c) => c.line.role === 'button' && !isCloser(c.line.name) && !/^(?:done|ok)$/i.test(c.line.name.trim()));
  const fillable = usable.filter((c) => TEXT.has(c.line.role) || SELECTS.has(c.line.role) || c.line.role === 'radio' || c.line.role === 'option');
  if (!filled.length) {
    // A confirmation (nothing to fill): the button that says what was asked.
    if (fillable.length) return { kind: 'stop', text: `A dialog opened, but I could not tell which of its fields your values go in, so I filled nothing${s.said.length ? ` (so far I ${s.said.join(', ')})` : ''}.` };
    const confirm = buttons(usable).filter(byVerb);
    if (confirm.length !== 1) return { kind: 'stop', text: `A dialog opened, and I could not tell which of its buttons does what you asked, so I pressed none${s.said.length ? ` (so far I ${s.said.join(', ')})` : ''}.` };
    return { kind: 'acts', acts: [click(confirm[0]!, `Press ${describeControl(confirm[0]!, true)} to do what you asked (your approval names it).`, `pressed ${JSON.stringify(confirm[0]!.line.name)}`)], then: 'snapshot' };
  }
  // Submit: the form of what was typed or chosen, by its button that says the action (or its only one).
  const form = filled.map(formOf).find((f) => f !== null) ?? null;
  const inForm = form ? buttons(usable.filter((c) => formOf(c) === form)) : [];
  const submit = inForm.filter(byVerb)[0] ?? (inForm.length === 1 ? inForm[0] : undefined);
  const selectsOnly = filled.every((c) => SELECTS.has(c.line.role)) && !form;
  if (submit) acts.push(click(submit, `Press ${describeControl(submit, true)} to save it.`, `pressed ${JSON.stringify(submit.line.name)}`));
  else if (!selectsOnly) return { kind: 'stop', text: `I filled the dialog but found no button that submits it, so I pressed none.` };
  // A submit that removes or pays may ask to confirm next: the page is looked at again; any other is the end.
  const confirms = submit && splitWords(submit.line.name).some((w) => meaningsOf(w).some((m) => m === 'delete' || m === 'pay'));
  return { kind: 'acts', acts, then: confirms ? 'snapshot' : 'done' };
}

function decide(req: RowRequest, s: State, lines: readonly Line[], extract: Result | undefined, first: boolean, answer: () => string | undefined): Decision {
  const controls = controlsOf(lines);
  const here = locationOf(lines);
  s.visited.add(here);
  const rows = rowsOf(controls, { verb: req.verb.split(/\s+/)[0]!, meanings: req.meanings });
  const depth = s.depth.get(here) ?? 0;
  for (const r of rows) if (r.open && !s.places.has(r.name)) { s.places.set(r.name, { name: r.name, parent: here, depth: depth + 1, order: s.places.size }); s.depth.set(r.name, depth + 1); }
  for (const c of controls) {
    if (!isPlace(c)) continue;
    const n = strip(c.line.name);
    if (n && !s.places.has(n)) s.places.set(n, { name: n, parent: null, depth: 1, order: s.places.size });
  }
  // A dialog opened by the menu item: filled and submitted (a confirmation pressed).
  const dialogLandmark = controls.map(dialogOf).findLast((d) => d !== undefined);
  if (dialogLandmark && s.item) {
    const key = `${dialogLandmark.name}|${dialogLandmark.fingerprint}`;
    if (s.submitted.has(key)) return { kind: 'done', summary: summary(s) };
    const inside = controls.filter((c) => c.landmarks.some((l) => l.fingerprint === dialogLandmark.fingerprint));
    const d = dialogActs(req, s, inside, extract);
    if (d && d.kind === 'acts' && d.then !== 'read') return { ...d, update: (st) => st.submitted.add(key) };
    return d;
  }
  // The record's menu, open: its item.
  const items = controls.filter((c) => MENU_ITEMS.has(c.line.role));
  if (s.record && items.length && !s.item) {
    const item = menuItemFor(req, items, s.record);
    if (!item || Array.isArray(item)) {
      const list = (Array.isArray(item) ? item : items).map((c) => JSON.stringify(c.line.name)).join(', ');
      return { kind: 'stop', text: `I opened the actions of ${JSON.stringify(s.record)}, but ${Array.isArray(item) ? 'more than one of its items fits' : 'none of its items fits'} what you asked (${list}), so I did nothing more.` };
    }
    const blocked = item.line.states.blocked;
    if (typeof blocked === 'string') return { kind: 'stop', text: refuseProtected(item, blocked) };
    return { kind: 'acts', acts: [click(item, `Choose ${describeControl(item, true)} in the menu of "${s.record}".`, `chose ${JSON.stringify(item.line.name)}`)], then: 'snapshot', update: (st) => (st.item = item.line.name) };
  }
  if (s.item) return { kind: 'done', summary: summary(s) };
  if (s.record) return { kind: 'stop', text: `I opened the actions of ${JSON.stringify(s.record)}, but no menu showed, so I did nothing more.` };
  // The record, in the list shown (none yet when it is in another place or a later part of the list).
  const byName = rowsNamed(req, rows);
  // "cancel my appointment" among rows under "Upcoming appointments": the words name the rows' kind, so each of them is a candidate.
  const around = (r: Row) => [r.action.heading ?? '', ...r.action.landmarks.map((l) => l.name)].join(' ');
  const ofKind = byName.length || !req.records.length ? [] : rows.filter((r) => req.records.every((g) => coverage(g, around(r)) === 1));
  const named = ofKind.length >= 2 ? ofKind : byName;
  // "invite ann@… as an editor", "submit it to Noor": the button that says the verb opens a dialog, which is then filled.
  const opens = first ? dialogOpener(req, controls, rows, named.length > 0) : null;
  if (opens) return { kind: 'acts', acts: [click(opens, `Press ${describeControl(opens, true)}: it opens what does "${req.verb}".`, `pressed ${JSON.stringify(opens.line.name)}`)], then: 'snapshot', update: (st) => (st.item = opens.line.name) };
  // A control on screen that says the verb and names the record does it already ("Remove Ann").
  if (first && visibleDoer(req, controls, rows)) return null;
  // In a place opened to look for it: the control that does it there ("Resend invite to ann@…").
  if (!first && !named.length) {
    const doer = doerFor(req, controls, rows);
    if (doer) return { kind: 'acts', acts: [click(doer, `Press ${describeControl(doer, true)}.`, `pressed ${JSON.stringify(doer.line.name)}`)], then: 'snapshot', update: (st) => (st.item = doer.line.name) };
  }
  // A place the page's navigation names for the record's kind ("invites" for "Sam's invite") is looked in before paging.
  if (!named.length && !s.moves && rows.length >= 2) {
    const move = nextPlace(req, s, here, controls);
    // Only a section tab: a navigation's links (a pager's "Next", "Page 2") are the ordinary plan's.
    const tab = move?.place ? controls.some((c) => c.line.role === 'tab' && strip(c.line.name) === move.place) : false;
    if (move && move.place && tab && relatednessOf(req, move) >= 1 && coverage(req.records.flat(), here) === 0) return { kind: 'acts', acts: [move], then: 'snapshot', update: (st) => (st.moves++, move.place && st.visited.add(move.place)) };
  }
  // A list shown in parts: once the record is shown its menu is used; until then more of it is
  // shown (its own approved click), a few times at most. A page of records without menus is the
  // ordinary plan's (pager.ts), which asks among what it finds.
  const pager = pagerOf(controls);
  if (pager && !named.length) {
    // Paged only when no row shown shares a word with the record named; a partial fit is the ordinary plan's to ask about.
    const groups = [...req.records, contentStems(req.people.join(' '))].filter((g) => g.length);
    const touched = rows.some((r) => groups.some((g) => coverage(g, r.name) > 0));
    if (first && (rows.length < 2 || touched || !(req.people.length || req.names.length))) return null;
    // Only for a record named by a name ("Ingrid's account"), not a thing the page may hold elsewhere ("two-factor").
    if (s.pages < MAX_PAGES && (req.people.length || req.names.length)) return { kind: 'acts', acts: [click(pager, `The record is not among the rows shown: show more of the list (${describeControl(pager, true)}).`, `pressed ${JSON.stringify(pager.line.name)}`)], then: 'snapshot', update: (st) => st.pages++ };
  }
  // "… from the bin": the place the request names, when the page shows another, is gone to first.
  const placeNamed = req.place.length > 0 && coverage(req.place, here) === 0 && !s.moves;
  if (placeNamed) {
    const move = nextPlace(req, s, here, controls);
    if (move && relatednessOf(req, move) >= 2) return { kind: 'acts', acts: [move], then: 'snapshot', update: (st) => (st.moves++, move.place && st.visited.add(move.place)) };
  }
  let chosen: Row | undefined = named[0];
  if (named.length > 1) {
    const list = named.slice(0, 6).map((r) => JSON.stringify(r.name));
    const a = answer();
    if (a === undefined) return { kind: 'ask', question: `Which one do you mean: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}?` };
    chosen = pickByAnswer(named, a, (r) => r.name);
    if (!chosen) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
  }
  if (chosen) {
    const r = chosen;
    if (opening(req) && r.open) return { kind: 'acts', acts: [click(r.open, `Open ${JSON.stringify(r.name)}.`, `opened ${JSON.stringify(r.name)}`)], then: 'done' };
    return { kind: 'acts', acts: [click(r.action, `Open the actions of ${JSON.stringify(r.name)} (${describeControl(r.action, true)}).`, `opened ${JSON.stringify(r.action.line.name)}`)], then: 'snapshot', update: (st) => (st.record = r.name) };
  }
  if (opening(req) && req.records.length && fitOf(req, here) === 1 && !first) return { kind: 'done', summary: summary(s) };
  if (first) {
    // Nothing listed fits: only when nothing else on the page is what the words name does the search start.
    // Looking elsewhere only on a page that lists records with their own menus (two or more rows).
    if (rows.length < 2 || (!req.records.length && req.ordinal === undefined)) return null;
    const elsewhere = controls.some((c) => !rows.some((r) => r.action === c || r.open === c) && req.records.some((g) => coverage(g, c.line.name) === 1));
    if (elsewhere) return null;
  }
  const move = nextPlace(req, s, here, controls);
  if (move) return { kind: 'acts', acts: [move], then: 'snapshot', update: (st) => (st.moves++, move.place && st.visited.add(move.place)) };
  if (first) return null;
  const what = req.records[0]?.join(' ') ?? 'it';
  return { kind: 'stop', text: `I looked in ${[...s.visited].map((v) => JSON.stringify(v)).join(', ')} and found nothing that fits "${what}"${s.said.length ? ` (I ${s.said.join(', ')})` : ''}. Nothing was changed.` };
}

/**
 * The one button outside the rows' menus that says the request's verb and opens what does it (a
 * dialog to fill): when the request brings values for one (an address, a quoted text, a value
 * after "to"/"as", a person), or the button is one of a kind per record ("Attach for X") and the
 * request names its record. Null when none or several fit.
 */
export function dialogOpener(req: RowRequest, controls: readonly Control[], rows: readonly Row[], named: boolean): Control | null {
  const verb = stem(req.verb.split(/\s+/)[0]!);
  const says = controls.filter(
    (c) => c.line.role === 'button' && !dialogOf(c) && !isPlace(c) && !rows.some((r) => r.action === c) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string' && sameStem(stem(splitWords(c.line.name)[0] ?? ''), verb),
  );
  if (!says.length) return null;
  if (says.length === 1) {
    // A record the request names is acted on through its own menu.
    if (named) return null;
    const brings = req.email !== undefined || req.value !== undefined || req.people.length > 0;
    return brings ? says[0]! : null;
  }
  // One per record ("Attach for X"), on a page that lists records with their own menus (else a
  // per-record button is the ordinary plan's, consequence-dialog.ts confirming what it opens):
  // the one whose name the request's record words fit best, alone.
  if (rows.length < 2) return null;
  const words = [...req.records.flat(), ...contentStems(req.people.join(' '))];
  const scored = says.map((c) => ({ c, n: coverage(words, c.line.name) })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
  return scored.length && (scored.length === 1 || scored[0]!.n > scored[1]!.n) ? scored[0]!.c : null;
}

/** A control outside the rows' own that says the request's verb and the record's words. */
function visibleDoer(req: RowRequest, controls: readonly Control[], rows: readonly Row[]): boolean {
  return doersOf(req, controls, rows).length > 0;
}

function doersOf(req: RowRequest, controls: readonly Control[], rows: readonly Row[]): Control[] {
  const verb = req.verb.split(/\s+/)[0]!;
  return controls.filter(
    (c) =>
      !rows.some((r) => r.action === c || r.open === c) &&
      !dialogOf(c) &&
      ['button', 'link', 'menuitem'].includes(c.line.role) &&
      splitWords(c.line.name).some((w) => sameStem(stem(w), stem(verb)) || meaningsOf(w).some((m) => req.meanings.includes(m))) &&
      req.records.some((g) => coverage(g, c.line.name) > 0.5),
  );
}

/** The one control that says the verb and names the record, and the person the request names when several do ("Resend to ann@…"). */
function doerFor(req: RowRequest, controls: readonly Control[], rows: readonly Row[]): Control | null {
  const doers = doersOf(req, controls, rows);
  if (doers.length <= 1) return doers[0] ?? null;
  const owner = contentStems(req.people.join(' '));
  const own = doers.filter((c) => owner.length && coverage(owner, c.line.name) > 0.5);
  return own.length === 1 ? own[0]! : null;
}

function summary(s: State): string {
  const said = s.said.filter(Boolean);
  return said.length ? `${said.join(', then ')[0]!.toUpperCase()}${said.join(', then ').slice(1)} (synthetic input, each step read back).` : 'Nothing needed doing.';
}

/**
 * The plan for an action on a listed record, or null when the request is not one (or the page
 * lists no records with their own menus): the caller plans it the ordinary way, over the same
 * first two results (the reason for leaving WebMCP, then the outline).
 */
export function planRowAction(ctx: StepContext, reason: string): StepDecision | null {
  const req = parseRowRequest(ctx.step.text);
  if (!req || !rowVerb(req)) return null;
  const fb = ctx.mine.findIndex((r) => r.call.name === FALLBACK);
  if (fb < 0) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool fits).");
  if (!ctx.mine[fb]!.ok) return null;
  let at = ctx.mine.findIndex((r, i) => i > fb && r.call.name === SNAPSHOT);
  if (at < 0) return call(SNAPSHOT, {}, 'Outline the page to find the control.');
  const s: State = { visited: new Set(), places: new Map(), depth: new Map(), moves: 0, said: [], record: null, item: null, submitted: new Set(), pages: 0 };
  let snap = ctx.mine[at]!;
  let extract: Result | undefined;
  let cursor = at + 1;
  for (let guard = 0; guard < 40; guard++) {
    if (!snap.ok) return guard === 0 ? null : { kind: 'stop', text: `I could not outline the page: ${failure(snap)}` };
    const d = decide(req, s, outlineLines(snap), extract, guard === 0, ctx.answer);
    if (d === null) return guard === 0 ? null : { kind: 'stop', text: 'I could not go on: the page changed in a way I did not expect. Nothing more was changed.' };
    if (d.kind !== 'acts') return d;
    for (const act of d.acts) {
      let r = ctx.mine[cursor];
      if (!r) return { kind: 'call', call: act.call, rationale: act.rationale };
      // Off screen (a long list): scrolled into view (its own approved step), and tried once more.
      if (!r.ok && r.errorCode === 'not-hittable' && (r.result.data as { detail?: { reason?: unknown } } | null)?.detail?.reason === 'off-screen') {
        const scrolled = ctx.mine[++cursor];
        const { target: at, frameId } = act.call.arguments as { target?: unknown; frameId?: unknown };
        if (!scrolled) return call(SCROLL, { target: at, ...(frameId !== undefined ? { frameId } : {}), to: 'intoView' }, 'It is outside the visible part of the page: scroll it into view first.');
        if (!scrolled.ok) return { kind: 'stop', text: `I could not scroll to it: ${failure(scrolled)}` };
        r = ctx.mine[++cursor];
        if (!r) return { kind: 'call', call: act.call, rationale: `${act.rationale} (now that it is in view)` };
      }
      if (!r.ok) {
        const blocked = r.errorCode === 'blocked-sensitive';
        return { kind: 'stop', text: `${blocked ? 'The page protects that control, so I stopped' : `I stopped: ${failure(r)}`}${s.said.length ? ` (before that I ${s.said.join(', ')})` : ''}.` };
      }
      if (act.said) s.said.push(act.said);
      cursor++;
    }
    d.update?.(s);
    if (d.then === 'done') return { kind: 'done', summary: summary(s) };
    if (d.then === 'read') {
      extract = ctx.mine[cursor - 1];
      continue;
    }
    const next = ctx.mine[cursor];
    if (!next) return call(SNAPSHOT, {}, 'Outline the page again to see what the click showed.');
    at = cursor;
    snap = next;
    extract = undefined;
    cursor = at + 1;
  }
  return { kind: 'stop', text: 'I stopped: this took more steps than I allow for one request.' };
}
