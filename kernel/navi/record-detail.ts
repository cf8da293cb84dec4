// A change to one record made in its detail view: "move the invoice ticket to review", "hand the
// signup card over to Ada", "set the priority of the checkout bug to low", "tag it as urgent",
// "unschedule the standup", "leave a note on the printer task: 'toner ordered'", "delete the
// old banner card". A board or list shows each record as an entry (a button with the record's
// name) that opens a dialog holding the record's fields: selects, label checkboxes, a comment box,
// a delete button. The entry the request's words name (its key, its title's words, typos allowed,
// or "the third card in the Backlog column") is opened with an approved click; in the dialog that
// opening showed, the field is found by what the request says (a select whose options hold the
// value, the one the words name first; a checkbox named by the value; a box for comments), set,
// and the dialog's own save button pressed. A dialog already open for the record (or for "it")
// is worked directly. Deleting goes through the dialog's delete button and then its confirmation
// (consequence-dialog.ts). Matching is by the page's own names and general words, never by a
// page's particular ones.
import { preferInner } from './inner-names.ts';
import { preferChangeable } from './wished-state.ts';
import { formOf } from './form-fill.ts';
import { pressable } from './settings-wish.ts';
import { COLLAPSED, soughtControl, openToReach, pinnedHidden } from './hidden-controls.ts';
import { wordsMeet } from './lexicon.ts';
import { choicesOf } from './option-meaning.ts';
import { editsRecord, PICKS, saveButtonFor } from './record-editor.ts';
import { call, EXTRACT, lastOf } from './results.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { findQuotes } from './steps.ts';
import { findDates, iso } from './dates.ts';
import { findAmounts, findShift } from './time-words.ts';
import { textForField } from './field-text.ts';
import { describeControl, dialogOf, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import type { Paging } from './pager.ts';
import { rowRecordOpener } from './row-record.ts';
import { matchOption } from './value-meaning.ts';
import { contentStems, findOrdinal, findVerb, meaningsOf, sameStem, splitWords, stem, type Meaning } from './words.ts';

/** What is changed on the record. */
export type Change =
  /** A field given a value: one of a select's options, or a checkbox the value names. `field`: words that may name the field. */
  | { kind: 'value'; value: string; field: string }
  /** A field emptied ("unschedule it"): the select the word names, set to its option that says none. */
  | { kind: 'clear'; field: string }
  /** Text posted in the record's comment box. */
  | { kind: 'comment'; text: string; /** The word the request calls it ("note", "comment", "reply"). */ as?: string; /** The kind of entry logged ("call", "visit"): an option of the view's type select. */ type?: string }
  | { kind: 'delete' }
  /** A date field moved from the date it holds ("push it out by a week", "two days earlier"). */
  | { kind: 'shift'; days: number };

export interface DetailRequest {
  /** The words naming the record; empty for a pronoun ("it"). */
  record: string;
  ordinal?: number;
  change: Change;
}

/** A change's acts, as semantic-step.ts runs them; `why` replaces the usual rationale. */
export type DetailAct =
  | { op: 'click'; control: Control; why?: string }
  | { op: 'check'; control: Control; checked: boolean }
  | { op: 'type'; control: Control; text: string }
  | { op: 'select'; control: Control; label: string };

/** Verbs that give a record's field a value, beyond words.ts's ("assign it to Ada", "give it to Ada", "move it to Done"). */
const GIVING = /^(?:assign|reassign|give|hand|move|put|set|change|switch|make|mark|tag|label|update|flag|bump|escalate|raise|lower|downgrade|upgrade)$/i;
/** Verbs that empty a field: the field is the word without its "un" ("unschedule": the schedule). */
const EMPTYING = /^un(\w{4,})$/i;
/** Endings that say nothing of the value ("as well", "too", "instead", "for now"). */
const TRAILING = /(?:\s+(?:as well|too|also|instead|please|pls|plz|for now|for me|for us|now|again|then|thanks?))+\s*[.!?]*$/i;
const PRONOUN = /^(?:it|this|that|this one|that one|the same)$/i;
/** The person asking, as a value ("assign it to me"). */
const SELF = /^(?:me|myself)$/i;
/** An option that means the signed-in person: "Me", "Myself", "Ada Byrne (me)", "Assign to me". */
const SELF_OPTION = /(?:^|[\s(])(?:me|myself)(?:$|[\s)])/i;
/** Words that name a record's kind, not the record ("issue", "ticket", "card"): they may name a region too. */
const ROLES = new Set(['button', 'link', 'row', 'listitem', 'article', 'treeitem', 'gridcell']);
const SELECTS = new Set(['combobox', 'listbox']);
const TEXT = new Set(['textbox', 'searchbox']);

const strip = (s: string) => s.trim().replace(TRAILING, '').replace(/^(?:the|a|an)\s+/i, '').replace(/[\s.!?,]+$/, '').trim();

/** "<record> should go to <value> (rather than …)", "<record> needs to be marked <value>": the record leads, the modal says the change. */
const SHOULD = /^\s*(?:(?:and|so|ok(?:ay)?),?\s+)?(.+?)\s+(?:should|must|needs? to|has to|ought to)\s+(?:go|be\s+(?:assigned|given|handed|moved|set|marked|changed)|move)\s+(?:to|as|into)\s+(.+?)(?:,?\s+(?:rather than|instead of|and not|not)\b.*)?[.!?]*$/i;
/** A copula ends the words that name a record in a clause about it ("the printer one is sorted now"). */
const COPULA = /\s+(?:is|are|was|were|has|have|had|got|looks?|seems?)\b.*$/i;

/** Reads a request as a change to one record; null when it is not one. */
export function parseDetailRequest(text: string): DetailRequest | null {
  const should = SHOULD.exec(text);
  if (should && !findQuotes(text).length) {
    const value = strip(should[2]!);
    if (contentStems(value).length && splitWords(value).length <= 4) return withOrdinal(should[1]!, { kind: 'value', value, field: '' });
  }
  const req = parseClause(text);
  if (req) return req;
  // "The printer one is sorted now, mark it as done", "could you take the chair booking? give it to me":
  // the change is its own clause and says "it"; the record is named in the clause before.
  const clauses = text.split(/(?<=[,;?!.])\s+/).filter((c) => c.trim());
  for (let i = 1; i < clauses.length; i++) {
    const later = parseClause(clauses.slice(i).join(' '));
    if (!later || later.record || later.ordinal !== undefined) continue;
    const named = strip(clauses.slice(0, i).join(' ').replace(/[,;?!.]+\s*$/, '').replace(COPULA, ''));
    if (contentStems(named).length) return { ...later, record: named };
  }
  return null;
}

function parseClause(text: string): DetailRequest | null {
  const quotes = findQuotes(text);
  const words = splitWords(text);
  // "add a comment on X saying '…'", "comment on X: …": the quoted text goes in the record's comment box.
  if (quotes.length === 1 && words.some((w) => /^(?:comment|note|reply)s?$/.test(w))) {
    const q = quotes[0]!;
    const before = text.slice(0, q.start).replace(/\b(?:add|post|leave|write|put|comment|note|reply|saying|says|say|that|with|the text|text|a|an|on|to|under|for)\b|:/gi, ' ');
    const as = words.find((w) => /^(?:comment|note|reply)s?$/.test(w))!.replace(/s$/, '');
    return withOrdinal(before, { kind: 'comment', text: q.text, as });
  }
  // "log a call on X: discussed pricing", "record a visit for X: …": an entry of that type, its notes after the colon.
  const logged = /^\s*(?:please\s+)?(?:log|record|note down|add)\s+(?:a|an|the)\s+([\p{L}]{3,})\s+(?:on|to|for|against|under)\s+(.+?)\s*:\s*(.+?)\s*$/iu.exec(text);
  if (logged && !quotes.length && !/^(?:comment|note|reply)s?$/i.test(logged[1]!)) return withOrdinal(logged[2]!, { kind: 'comment', text: logged[3]!, as: 'note', type: logged[1]!.toLowerCase() });
  // "push the Lisbon trip out by a week", "move the pickup two days earlier": whole days from the date the field holds.
  const shift = quotes.length ? null : findShift(text);
  const moved = shift && shift.minutes % 1440 === 0 ? /^\s*(?:please\s+)?(?:push|move|bring|pull|shift|delay|postpone|put|make|set)\s+(.+?)\s*$/i.exec(text.slice(0, findAmounts(text.slice(shift.start))[0] ? shift.start + findAmounts(text.slice(shift.start))[0]!.start : shift.start)) : null;
  if (shift && moved) return withOrdinal(moved[1]!.replace(/\s+(?:out|back|forward|on|by|later|earlier|sooner)\b/gi, ' ').replace(/\b(?:it|them)\s*$/i, 'it'), { kind: 'shift', days: shift.minutes / 1440 });
  const verb = findVerb(text);
  if (verb?.meanings.includes('delete') && !quotes.length) {
    const rest = text.slice(verb.end).replace(/,.*$/s, '');
    return withOrdinal(rest, { kind: 'delete' });
  }
  // "unschedule the standup", "no one runs X any more, unschedule it": the un-verb empties its field; the record is named before or after it.
  // The un-word stands where an imperative's verb does: first, or after a comma, "and", "please" ("until", "unless" never do).
  const un = /(?:^|[,;]\s*|\b(?:and|then|please|just)\s+)(un\w{4,})\b/i.exec(text);
  if (un && EMPTYING.test(un[1]!) && !meaningsOf(un[1]!).length && !/^un(?:less|til|der\w*)$/i.test(un[1]!)) {
    const field = EMPTYING.exec(un[1]!)![1]!;
    const at = un.index + un[0].length - un[1]!.length;
    const rest = text.slice(un.index + un[0].length).trim();
    const named = PRONOUN.test(strip(rest)) || !contentStems(rest).length ? text.slice(0, at) : rest;
    // In a clause before the verb, the record is what a preposition leads to ("… on the billing page …").
    const on = /\b(?:on|of|from|for|with)\s+(?:the\s+)?(.+?)(?:\s+for now)?\s*[,;.]/i.exec(named);
    return withOrdinal(on ? on[1]! : named, { kind: 'clear', field });
  }
  // "<verb> <record> to|as <value>", "mark <record> <state>".
  const m = /^\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|ok(?:ay)?,?\s+|and\s+)*(\w+)\s+(.+)$/i.exec(text);
  if (!m || !GIVING.test(m[1]!)) return null;
  const rest = m[2]!.replace(TRAILING, '');
  let record: string;
  let value: string;
  const cut = lastMatch(rest, /\s(?:to|as|into)\s+/gi);
  if (cut) {
    record = rest.slice(0, cut.index);
    value = rest.slice(cut.index + cut.length);
  } else {
    // "mark it done", "mark the printer task finished": the last word is the state.
    const last = /^(.+?)\s+(\S+)\s*[.!?]*$/.exec(rest.replace(TRAILING, ''));
    if (!last || !/^(?:mark|flag|set|make)$/i.test(m[1]!)) return null;
    record = last[1]!;
    value = last[2]!;
  }
  value = strip(value);
  if ((!contentStems(value).length && !SELF.test(value)) || splitWords(value).length > 4) return null;
  // "set the priority of X to high": the field's words lead, "of" before the record.
  const of = /^\s*(?:the\s+)?(\w+(?:\s+\w+)?)\s+(?:of|on|for)\s+(.+)$/i.exec(record);
  const field = of && !findOrdinal(of[1]!) ? of[1]! : '';
  return withOrdinal(of && field ? of[2]! : record, { kind: 'value', value, field });
}

function lastMatch(text: string, re: RegExp): { index: number; length: number } | null {
  let out: { index: number; length: number } | null = null;
  for (let m = re.exec(text); m; m = re.exec(text)) out = { index: m.index, length: m[0].length };
  return out;
}

function withOrdinal(record: string, change: Change): DetailRequest {
  const ord = findOrdinal(record);
  const words = ord ? record.slice(0, ord.start) + record.slice(ord.end) : record;
  const r = strip(words);
  return { record: PRONOUN.test(r) ? '' : r, ...(ord ? { ordinal: ord.n } : {}), change };
}

/** Whether the record's words say a region's name ("the Up next column"), its count left out ("Up next (4)"), or meet its words. */
function namesRegion(record: string, region: string): boolean {
  const phrase = splitWords(region).filter((w) => !/^\d+$/.test(w)).join(' ');
  if (phrase && ` ${splitWords(record).join(' ')} `.includes(` ${phrase} `)) return true;
  const own = contentStems(region).filter((w) => !/^\d+$/.test(w));
  return own.length > 0 && own.every((o) => contentStems(record).some((w) => wordsMeet(w, o) >= 0.7));
}

/** How well a control's name meets the record's words: the words met (typos and synonyms count a little less). */
function score(name: string, words: readonly string[]): number {
  const own = splitWords(name);
  return words.reduce((s, w) => s + Math.max(0, ...own.map((o) => wordsMeet(w, o))), 0);
}

const inDialog = (c: Control) => dialogOf(c) !== undefined;
/** Whether a control is inside the view (a dialog, or the region an opening showed) of this fingerprint. */
const inView = (c: Control, view: string) => c.landmarks.some((l) => l.fingerprint === view);

/**
 * The part of the page an opening showed around a control: its dialog, else the outermost of its
 * landmarks that the opener was not inside (a side panel, or a section that replaced the list).
 */
export function viewOf(shown: Control, opener: Control | undefined): string | undefined {
  const d = dialogOf(shown)?.fingerprint;
  if (d) return d;
  const had = new Set((opener?.landmarks ?? []).map((l) => l.fingerprint));
  // Nothing new around it (a tab chosen inside the view): the view it sits in.
  return (shown.landmarks.find((l) => l.fingerprint && !had.has(l.fingerprint)) ?? shown.landmarks.filter((l) => l.fingerprint && l.role !== 'tablist' && l.role !== 'menu').at(-1))?.fingerprint ?? undefined;
}

/** What an opening showed: a new dialog, else a field or a control in a landmark none of the page's controls was in before. */
function shownBy(before: readonly Control[]): (now: readonly Control[]) => Control | null {
  const dialogs = new Set(before.filter(inDialog).map((c) => dialogOf(c)!.fingerprint));
  const places = new Set(before.flatMap((c) => c.landmarks.map((l) => l.fingerprint)));
  const headings = new Set(before.map((c) => c.heading));
  return (now) => {
    const dialog = now.find((c) => inDialog(c) && !dialogs.has(dialogOf(c)!.fingerprint));
    if (dialog) return dialog;
    const fresh = now.filter((c) => c.landmarks.some((l) => l.fingerprint && !places.has(l.fingerprint)) && typeof c.line.states.blocked !== 'string');
    // A view drawn again in place (a section that showed another record before): its controls under a new heading.
    const redrawn = fresh.length ? [] : now.filter((c) => c.heading !== null && !headings.has(c.heading) && c.landmarks.some((l) => l.fingerprint) && typeof c.line.states.blocked !== 'string');
    const seen = fresh.length ? fresh : redrawn;
    return seen.find((c) => SELECTS.has(c.line.role) || TEXT.has(c.line.role)) ?? seen[0] ?? null;
  };
}

/**
 * The page's entries that open a record: buttons (or rows, cards) outside any dialog that are not
 * menus or toggles, with at least two others like them (same role, same depth) on the page: a list's entries.
 */
export function recordEntries(controls: readonly Control[]): Control[] {
  // A toggle (a day picker's "Tomorrow", a filter chip) changes a state; it opens no record.
  const ok = (c: Control) => ROLES.has(c.line.role) && c.line.role !== 'link' && !inDialog(c) && c.line.states.collapsed === undefined && c.line.states.expanded === undefined && !pressable(c) && typeof c.line.states.blocked !== 'string';
  const key = (c: Control) => `${c.line.role}|${c.line.depth}`;
  const counts = new Map<string, number>();
  for (const c of controls) if (ok(c)) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return controls.filter((c) => ok(c) && (counts.get(key(c)) ?? 0) >= 3);
}

/**
 * The entry the request names: by an ordinal in a region its other words name ("the third card
 * in the Backlog column"), else the one whose name meets the most of its words, clearly ahead of
 * the others and meeting most of them. `verb`: the request's verb, whose word does not name the record.
 */
export function entryFor(req: DetailRequest, controls: readonly Control[], verb?: string): { one: Control } | { many: Control[] } | null {
  // Deleting: a button that leads with the verb ("Delete draft to Kim") is the action itself, not the record's entry.
  const acts = (c: Control) => req.change.kind === 'delete' && meaningsOf(splitWords(c.line.name)[0] ?? '').includes('delete');
  const entries = recordEntries(controls).filter((c) => !acts(c));
  const words = contentStems(req.record).filter((w) => !verb || !sameStem(w, stem(verb)));
  if (req.ordinal !== undefined) {
    const regions = new Map<string, Control[]>();
    for (const c of entries) {
      const region = c.landmarks.at(-1);
      if (!region?.fingerprint) continue;
      if (!namesRegion(req.record, region.name)) continue;
      regions.set(region.fingerprint, [...(regions.get(region.fingerprint) ?? []), c]);
    }
    const lists = [...regions.values()];
    if (lists.length !== 1) return null;
    const list = lists[0]!;
    const hit = req.ordinal === -1 ? list.at(-1) : list[req.ordinal - 1];
    return hit ? { one: hit } : null;
  }
  if (!words.length) return null;
  const scored = entries.map((c) => ({ c, s: score(c.line.name, kindless(words, entries, controls)) })).filter((x) => x.s >= 1).sort((a, b) => b.s - a.s);
  if (!scored.length) return null;
  const best = scored[0]!.s;
  // Most of the words must meet: the record's kind ("issue", "ticket") may not be on the page.
  const own = kindless(words, entries, controls);
  if (best < Math.min(2, own.length) && !(own.length && best >= own.length - 0.5)) return null;
  const top = scored.filter((x) => x.s > best - 0.5).map((x) => x.c);
  return top.length === 1 ? { one: top[0]! } : { many: top };
}

/**
 * The record's words without those that name the records' kind: a word no entry's name meets
 * but the page says elsewhere, on a control or a region ("the Fernhill booking" where the page
 * has "+ New booking" and the entries are named by guest alone). A word the page says nowhere
 * ("Q3" where only a Q2 entry is shown) stays, so that it still keeps a wrong record out.
 */
function kindless(words: readonly string[], entries: readonly Control[], controls: readonly Control[]): string[] {
  const meets = (w: string, name: string) => splitWords(name).some((o) => wordsMeet(w, o) >= 0.7);
  const elsewhere = controls.filter((c) => !entries.includes(c)).flatMap((c) => [c.line.name, ...c.landmarks.map((l) => l.name)]);
  const kept = words.filter((w) => entries.some((e) => meets(w, e.line.name)) || !elsewhere.some((n) => meets(w, n)));
  return kept.length ? kept : [...words];
}

/**
 * "give it to Ada" after an answer about one record: the entry the Navi's last answer named (all
 * the words of its name there), when it named one alone.
 */
export function namedEarlier(controls: readonly Control[], earlier: string | undefined): { one: Control } | null {
  if (!earlier) return null;
  const said = new Set(contentStems(earlier));
  const named = recordEntries(controls).filter((c) => {
    const own = contentStems(c.line.name);
    return own.length > 0 && own.every((w) => said.has(w));
  });
  return named.length === 1 ? { one: named[0]! } : null;
}

/** The dialog open on the page for the record: named by its words, or the one dialog open when the request says "it". */
export function openDialogFor(req: DetailRequest, controls: readonly Control[], verb?: string): string | null {
  const dialogs = new Map<string, string>();
  for (const c of controls) {
    const d = dialogOf(c);
    if (d?.fingerprint) dialogs.set(d.fingerprint, d.name);
  }
  if (!dialogs.size) return null;
  if (!req.record && req.ordinal === undefined) return dialogs.size === 1 ? [...dialogs.keys()][0]! : null;
  const words = contentStems(req.record).filter((w) => !verb || !sameStem(w, stem(verb)));
  const named = [...dialogs].filter(([, name]) => words.length && score(name, words) >= Math.min(2, words.length));
  return named.length === 1 ? named[0]![0] : null;
}

interface FieldData {
  fingerprint?: string | null;
  options?: string[];
}

/** An option that says "none": "Unscheduled", "None", "Nobody", "No one", "—". */
const NONE = /^(?:un\w+|none|nobody|no ?one|not set|no \w+|[-—–]+)$/i;

const namesWords = (c: Control, words: readonly string[]) => words.length > 0 && words.every((w) => contentStems(c.line.name).some((o) => sameStem(o, w) || wordsMeet(w, o) >= 0.7));

/**
 * In the record's dialog (its controls, by its fingerprint): the acts that make the change, then
 * its save button; or the read of the fields' options it needs first, or why it cannot.
 */
export function detailActs(req: DetailRequest, controls: readonly Control[], dialog: string, extract: Result | undefined): DetailAct[] | StepDecision {
  const mine = controls.filter((c) => inView(c, dialog) && typeof c.line.states.blocked !== 'string');
  const name = dialogName(controls, dialog);
  const kind = viewRole(controls, dialog);
  const where = name ? ` in the ${kind} ${JSON.stringify(name)}` : ` in the ${kind}`;
  const change = req.change;
  const saved = (c: Control): DetailAct[] => {
    const save = saveButtonFor(c, controls);
    return save ? [{ op: 'click', control: save }] : [];
  };
  if (change.kind === 'delete') return [];
  if (change.kind === 'comment') {
    const boxes = mine.filter((c) => TEXT.has(c.line.role));
    // A box named for another kind of message ("Reply to the customer" for a note): never typed in, as its button sends that kind.
    const other = (c: Control) => change.as !== undefined && /comment|note|reply/i.test(c.line.name) && !new RegExp(change.as, 'i').test(c.line.name);
    // Outside a dialog (a record's page or panel), its one big box may message the customer: only a box that says the kind is typed in.
    const lone = mine.some(inDialog) && boxes.filter((c) => c.line.states.multiline === true).length === 1 ? boxes.find((c) => c.line.states.multiline === true && !other(c)) : undefined;
    const box = boxes.find((c) => (change.as ? new RegExp(change.as, 'i') : /comment|note|reply/i).test(c.line.name)) ?? boxes.find((c) => /comment|note|reply/i.test(c.line.name) && !other(c)) ?? lone;
    if (!box) return { kind: 'stop', text: `I found no box for a ${change.as ?? 'comment'}${where}, so I posted nothing.` };
    const form = formOf(box);
    const buttons = mine.filter((c) => c.line.role === 'button' && formOf(c) === form);
    const post = buttons.length === 1 ? buttons[0] : buttons.find((c) => contentStems(c.line.name).some((w) => contentStems(box.line.name).some((b) => sameStem(b, w))));
    // An entry of a type ("a call"): the form's select whose options hold the type is set first.
    const kinds = change.type ? mine.filter((c) => SELECTS.has(c.line.role) && formOf(c) === form) : [];
    if (kinds.length && !extract) return call(EXTRACT, { include: ['fields'] }, `Read the options of the form in ${JSON.stringify(name)} to choose the type of entry.`);
    const fieldsRead = ((extract?.result.data as { fields?: unknown } | null)?.fields ?? []) as FieldData[];
    const typed = kinds.flatMap((c) => {
      const option = matchOption(choicesOf(fieldsRead.find((f) => f.fingerprint === c.line.fingerprint)?.options ?? []), change.type!);
      return option === undefined ? [] : [{ c, option }];
    });
    if (change.type && typed.length !== 1) return { kind: 'stop', text: `I found no choice of the type ${JSON.stringify(change.type)} beside the box for notes${where}, so I logged nothing.` };
    const pick: DetailAct[] = typed.length && typed[0]!.c.line.value !== typed[0]!.option ? [{ op: 'select', control: typed[0]!.c, label: typed[0]!.option }] : [];
    return [...pick, { op: 'type', control: box, text: change.text }, ...(post ? [{ op: 'click' as const, control: post }] : [])];
  }
  if (change.kind === 'shift') {
    // The view's one date field, or of several the one the request's words name.
    const dates = mine.filter((c) => TEXT.has(c.line.role) && holds(c) === 'date' && c.line.states.disabled !== true);
    const said = contentStems(req.record);
    const named = dates.filter((c) => contentStems(c.line.name).some((n) => said.some((w) => sameStem(n, w))));
    const field = dates.length === 1 ? dates[0] : named.length === 1 ? named[0] : undefined;
    if (!field) return { kind: 'stop', text: `I found ${dates.length ? 'more than one date field' : 'no date field'}${where} to move, so I changed nothing.` };
    const held = /^(\d{4})-(\d{2})-(\d{2})$/.exec(field.line.value ?? '');
    if (!held) return { kind: 'stop', text: `I could not read the date ${describeControl(field)} holds, so I changed nothing.` };
    const to = new Date(Number(held[1]), Number(held[2]) - 1, Number(held[3]) + change.days, 12);
    return [{ op: 'type', control: field, text: iso(to) }, ...saved(field)];
  }
  const selects = mine.filter((c) => SELECTS.has(c.line.role));
  if (selects.length && !extract) return call(EXTRACT, { include: ['fields'] }, `Read the fields of the dialog ${JSON.stringify(name)} and their options.`);
  const fields = ((extract?.result.data as { fields?: unknown } | null)?.fields ?? []) as FieldData[];
  const optionsOf = (c: Control) => fields.find((f) => f.fingerprint === c.line.fingerprint)?.options ?? [];
  if (change.kind === 'clear') {
    const field = selects.find((c) => contentStems(c.line.name).some((n) => sameStem(n, stem(change.field)))) ?? null;
    const none = field ? optionsOf(field).find((o) => NONE.test(o.trim())) : undefined;
    if (!field || none === undefined) return { kind: 'stop', text: `I found no field for ${JSON.stringify(change.field)} with an empty choice${where}, so I changed nothing.` };
    if (field.line.value === none) return { kind: 'done', summary: `${describeControl(field)} is already ${JSON.stringify(none)}; nothing needed changing.` };
    return [{ op: 'select', control: field, label: none }, ...saved(field)];
  }
  const fieldWords = contentStems(change.field);
  const offering = selects.flatMap((c) => {
    const self = SELF.test(change.value.trim()) ? optionsOf(c).filter((o) => SELF_OPTION.test(o)) : [];
    const option = self.length === 1 ? self[0] : matchOption(choicesOf(optionsOf(c)), change.value);
    return option === undefined ? [] : [{ c, option }];
  });
  const named = offering.filter((o) => namesWords(o.c, fieldWords));
  const pick = named.length === 1 ? named[0] : offering.length === 1 ? offering[0] : undefined;
  if (pick) {
    if (pick.c.line.value === pick.option) return { kind: 'done', summary: `${describeControl(pick.c)} is already ${JSON.stringify(pick.option)}; nothing needed changing.` };
    return [{ op: 'select', control: pick.c, label: pick.option }, ...saved(pick.c)];
  }
  // A label the record is tagged with: its checkbox, named by the value; or the one radio the
  // value names ("a wide one": "one" is a stop word).
  const valueWords = contentStems(change.value);
  const toggles = mine.filter((c) => PICKS.has(c.line.role) && namesWords(c, valueWords));
  if (toggles.length === 1 && !offering.length) {
    const t = toggles[0]!;
    if (t.line.states.checked === true) return { kind: 'done', summary: `${describeControl(t)} is already on; nothing needed changing.` };
    return [{ op: 'check', control: t, checked: true }, ...saved(t)];
  }
  // No choice holds it: a field the value is typed into ("18,500" into the view's one amount).
  const typed = offering.length || toggles.length ? null : typedField(mine, fieldWords, change.value);
  if (typed) {
    const text = textForField(typed, change.value);
    if (typed.line.value === text) return { kind: 'done', summary: `${describeControl(typed)} is already ${JSON.stringify(text)}; nothing needed changing.` };
    return [{ op: 'type', control: typed, text }, ...saved(typed)];
  }
  if (offering.length > 1) return { kind: 'stop', text: `More than one field${where} offers ${JSON.stringify(change.value)} (${offering.map((o) => describeControl(o.c)).join(', ')}); say which, and I will set it.` };
  return { kind: 'stop', text: `I found no field${where} with a choice like ${JSON.stringify(change.value)}, so I changed nothing.` };
}

/** The shape of a value: an amount ("18,500", "€40"), a date ("2026-12-01", "the 3rd of May"), else none. */
function shapeOf(text: string): 'amount' | 'date' | null {
  const t = text.trim();
  if (/^(?:\d{4}-\d{2}-\d{2})$/.test(t)) return 'date';
  if (/^[€$£]?\s?\d[\d,.\s]*(?:\s?(?:k|euros?|dollars?|pounds?|eur|usd|gbp))?$/i.test(t)) return 'amount';
  const d = findDates(t)[0];
  return d && !t.slice(0, d.start).replace(/\b(?:the|on)\b/gi, '').trim() && !t.slice(d.end).trim() ? 'date' : null;
}

/** The shape of what a field holds: a number field's amount, a date field's date, or its value's own shape. */
const holds = (c: Control): 'amount' | 'date' | null =>
  c.line.states.type === 'date' ? 'date' : c.line.role === 'spinbutton' || c.line.states.type === 'number' ? 'amount' : shapeOf(c.line.value ?? '');

/**
 * The field of a view that a value is typed into: the one the request's field words name, else,
 * when it names none, the one field whose value has the value's shape (an amount for "18,500",
 * a date for "1 March"). Null when none or several fit.
 */
export function typedField(mine: readonly Control[], fieldWords: readonly string[], value: string): Control | null {
  const boxes = mine.filter((c) => (TEXT.has(c.line.role) || c.line.role === 'spinbutton') && c.line.states.disabled !== true && c.line.states.readonly !== true);
  if (fieldWords.length) {
    const named = boxes.filter((c) => fieldWords.some((w) => contentStems(c.line.name).some((o) => sameStem(o, w) || wordsMeet(w, o) >= 0.75)));
    return named.length === 1 ? named[0]! : null;
  }
  const shape = shapeOf(value);
  const fit = shape ? boxes.filter((c) => holds(c) === shape) : [];
  return fit.length === 1 ? fit[0]! : null;
}

/** The kind the dialog part of the plan is pinned as. */
export const DETAIL = 'detail';

/** The request this step's detail part was opened for (the same step text parses the same). */
export function pinnedDetail(ctx: StepContext): boolean {
  return pinnedHidden(ctx)?.kind === DETAIL;
}

/**
 * The record's change, planned on the page's controls: worked in its dialog when one is open for
 * it, else its entry opened first (the plan's first part; the dialog it shows is the second).
 * Null when the request is no such change, or no entry names the record.
 */
export function recordDetail(
  ctx: StepContext,
  controls: readonly Control[],
  extract: Result | undefined,
  /** The delete button of the record's dialog, pressed so that its confirmation follows (consequence-dialog.ts). */
  deleteVia: (button: Control) => { opener: Control } | StepDecision,
  /** In the part after the entry was opened: a control of the dialog it showed. */
  shown?: Control,
  /** Only a record named by a row of the page's list (row-record.ts), its pages turned by `paging`: planned before the page's other controls, whose filters may share the field's name. */
  rows?: { paging?: Paging },
): DetailAct[] | StepDecision | null {
  const req = parseDetailRequest(ctx.step.text);
  if (!req) return null;
  const verbFound = findVerb(ctx.step.text);
  const verb = verbFound?.text;
  const inDialogNow = (dialog: string): DetailAct[] | StepDecision => {
    // "leave an internal note": the view writes replies until its tab for notes is chosen; that tab first, then its box.
    const mode = req.change.kind === 'comment' ? modeFor(req.change, controls, dialog) : null;
    if (mode) {
      if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(mode.tab)} shows the box for a ${mode.as}: look at the page's closed parts before choosing it.`);
      const says = new RegExp(`\\b${mode.as}`, 'i');
      const seek = (now: readonly Control[]) => now.find((c) => TEXT.has(c.line.role) && says.test(c.line.name) && inView(c, dialog)) ?? null;
      const wanted = soughtControl('textbox', mode.as, mode.tab);
      return [{ op: 'click', control: openToReach(ctx, { control: wanted, opener: mode.tab, kind: DETAIL, seek }).opener, why: `Choose ${describeControl(mode.tab)}: the box shown now is for another kind of message.` }];
    }
    if (req.change.kind !== 'delete') {
      const acts = detailActs(req, controls, dialog, extract);
      // A view of the record without fields of its own ("Edit event" beside its details): its one edit action opens the editor that holds them.
      const editor = !Array.isArray(acts) && acts.kind === 'stop' ? editorOf(controls, dialog) : null;
      if (!editor) return acts;
      if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(editor)} opens the record's editor: look at the page's closed parts before opening it.`);
      const seek = shownBy(controls);
      const wanted = soughtControl('dialog', editor.line.name, editor);
      return [{ op: 'click', control: openToReach(ctx, { control: wanted, opener: editor, kind: DETAIL, seek }).opener, why: `Open ${describeControl(editor)}: the record's fields are in its editor.` }];
    }
    const button = controls.find((c) => inView(c, dialog) && c.line.role === 'button' && splitWords(c.line.name).some((w) => meaningsOf(w).includes('delete' as Meaning)));
    const via = button ? deleteVia(button) : null;
    if (via && 'opener' in via) return [{ op: 'click', control: via.opener, why: `Press ${describeControl(via.opener)} in the dialog ${JSON.stringify(dialogName(controls, dialog))}: this deletes the record (it may ask to confirm next); nothing happens until you approve.` }];
    return via ?? { kind: 'stop', text: `I found no delete button in the dialog ${JSON.stringify(dialogName(controls, dialog))}, so I deleted nothing.` };
  };
  if (shown) {
    const d = viewOf(shown, pinnedHidden(ctx)?.opener);
    return d ? inDialogNow(d) : { kind: 'stop', text: 'I opened the record, but nothing of its fields showed, so I changed nothing.' };
  }
  const open = openDialogFor(req, controls, verb);
  if (open) return rows ? null : inDialogNow(open);
  const named = !req.record && req.ordinal === undefined ? namedEarlier(controls, ctx.earlier) : entryFor(req, controls, verb);
  // Two records the words fit alike ("the Lisbon trip" with two of them): the person picks, before
  // anything is clicked (asked once, by the usual path: the rows' pass leaves it to that one).
  if (rows && named && 'many' in named) return null;
  // "Add X", "One more X", "Edit X", "Remove X": one record's own actions, not several records to choose from.
  if (named && 'many' in named && actionsOfOne(named.many, req.record)) return null;
  const inner = named && 'many' in named ? preferChangeable(preferInner(named.many, (c) => c), verbFound?.meanings ?? [], (c) => c) : null;
  const entry = inner ? (inner.length === 1 ? { one: inner[0]! } : whichEntry(ctx, inner)) : named;
  if (entry && 'kind' in entry) return entry;
  if (rows) {
    // Only a record the list's rows name, not one its entries' own names already do (the usual path, later).
    if (entry && 'one' in entry) return null;
    const byRow = req.record && (recordEntries(controls).length >= 3 || controls.some((c) => c.landmarks.some((l) => l.role === 'grid'))) ? rowRecordOpener(ctx, controls, req.record, rows.paging) : null;
    if (!byRow || 'kind' in byRow) return byRow;
    if (!byRow.row) return [{ op: 'click', control: byRow.opener, why: `Show the list's next page: the record you named is not on this one.` }];
    return openEntry(ctx, controls, byRow.opener, `Open ${describeControl(byRow.opener)}, the row ${JSON.stringify(byRow.row.cells.join(' · ').slice(0, 160))}: the record's own fields are in what it opens.`);
  }
  if (!entry || 'many' in entry) return null;
  return openEntry(ctx, controls, entry.one, `Open ${describeControl(entry.one)}: its fields are in what it opens.`);
}

/** Words that only say what a control does to a record ("one more", "fewer"), beside its verbs. */
const ACTION_ONLY = /^(?:one|more|fewer|less|to|from|the|a|an|of|for)$/i;

/** Whether every entry is the record's name with only an action said around it ("One fewer Margherita", "Edit Margherita"). */
function actionsOfOne(many: readonly Control[], record: string): boolean {
  const own = contentStems(record);
  return many.every((c) => {
    const rest = splitWords(c.line.name).filter((w) => !own.some((o) => wordsMeet(o, w) >= 0.7));
    return rest.length > 0 && rest.length <= 3 && rest.every((w) => ACTION_ONLY.test(w) || findVerb(w)?.start === 0);
  });
}

/** Of several entries the request's words fit alike, the one the person's answer picks; the question first. */
function whichEntry(ctx: StepContext, many: readonly Control[]): { one: Control } | StepDecision {
  const list = many.map((c) => describeControl(c));
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `More than one record fits: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one do you mean?` };
  const picked = pickByAnswer(many, a, (c) => c.line.name);
  return picked ? { one: picked } : { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
}

/** The record's entry opened (after a look at the page's closed parts): what it shows is worked in the step's next part. */
function openEntry(ctx: StepContext, controls: readonly Control[], entry: Control, why: string): DetailAct[] | StepDecision {
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${JSON.stringify(entry.line.name)} opens the record: look at the page's closed parts before opening it.`);
  const wanted = soughtControl('dialog', entry.line.name, entry);
  return [{ op: 'click', control: openToReach(ctx, { control: wanted, opener: entry, kind: DETAIL, seek: shownBy(controls) }).opener, why }];
}

/**
 * A view whose one box writes another kind of message than the request's ("Reply to customer"
 * for a note) and that offers a tab or toggle named by the request's kind ("Internal note"), not
 * yet chosen: that tab. Null when a box already says the kind, or nothing offers it.
 */
function modeFor(change: { as?: string }, controls: readonly Control[], view: string): { tab: Control; as: string } | null {
  if (!change.as) return null;
  const says = new RegExp(`\\b${change.as}`, 'i');
  const mine = controls.filter((c) => inView(c, view) && typeof c.line.states.blocked !== 'string');
  if (mine.some((c) => TEXT.has(c.line.role) && says.test(c.line.name))) return null;
  const tabs = mine.filter((c) => (c.line.role === 'tab' || c.line.role === 'radio') && says.test(c.line.name) && c.line.states.selected !== true && c.line.states.checked !== true && c.line.states.disabled !== true);
  return tabs.length === 1 ? { tab: tabs[0]!, as: change.as } : null;
}

/** The one edit action of a dialog that holds no fields of its own, if it has one. */
function editorOf(controls: readonly Control[], dialog: string): Control | null {
  const mine = controls.filter((c) => dialogOf(c)?.fingerprint === dialog && typeof c.line.states.blocked !== 'string');
  if (mine.some((c) => SELECTS.has(c.line.role) || TEXT.has(c.line.role) || PICKS.has(c.line.role))) return null;
  const edits = mine.filter((c) => c.line.role === 'button' && c.line.states.disabled !== true && editsRecord(c));
  return edits.length === 1 ? edits[0]! : null;
}

const dialogName = (controls: readonly Control[], dialog: string) => controls.find((c) => inView(c, dialog))?.landmarks.find((l) => l.fingerprint === dialog)?.name ?? '';
/** What the view is, in words: "dialog", or the landmark's role ("region", "complementary"). */
const viewRole = (controls: readonly Control[], view: string) => {
  const role = controls.find((c) => inView(c, view))?.landmarks.find((l) => l.fingerprint === view)?.role ?? 'dialog';
  return role === 'alertdialog' ? 'dialog' : role === 'complementary' ? 'side panel' : role;
};
