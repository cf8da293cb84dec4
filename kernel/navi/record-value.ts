// A record's field set to one of its values: "mark Piet as a captain", "make Ada an admin",
// "set the login bug to resolved", "tag the invoice as paid". The record (a row, a card) is named
// by the request's first words, the value by its last, and the field is the one whose options
// hold that value ("a customer" is the option "Customer"): a select that belongs to the record
// (its name or what holds it names the record), else the one in the record's editor, reached by
// opening the record's edit action (record-opener.ts, record-editor.ts). A record further down a
// list shown in parts is paged to first. A select the value names that is not the record's (a
// filter offering "Customers") is never the one changed.
import { formOf } from './form-fill.ts';
import { choicesOf } from './option-meaning.ts';
import type { Control } from './target-resolver.ts';
import { matchOption } from './value-meaning.ts';
import { contentStems, findVerb, meaningsOf, sameStem, splitWords, type Meaning, type VerbMatch } from './words.ts';

export interface RecordValue {
  verb: VerbMatch;
  /** The words naming the record (and perhaps the field: "the login bug's priority"). */
  record: string;
  /** The value, without its article ("customer" of "a customer"). */
  value: string;
}

/** A role given in other words: "give <person> <role> rights|access|permissions", "promote|demote <person> to <role>". */
const GRANT = /^\s*(?:give|grant)\s+(.+?)\s+(?:an?\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:rights|access|permissions?|privileges|role)\s*[.!]?\s*$/iu;
const RANK = /^\s*(?:promote|demote|downgrade|upgrade)\s+(.+?)\s+(?:to|as)\s+(?:an?\s+)?(.+?)\s*[.!]?\s*$/i;

/** Verbs that give a record a value: "mark", "set", "make", "tag", "change", "turn … into". */
const GIVING: readonly Meaning[] = ['set', 'complete', 'check'];
const SELECTS = new Set(['combobox', 'listbox']);

/** Meanings of a state a record is ticked or switched into ("done", "checked", "off", "read"), not a field's value. */
const STATES: readonly Meaning[] = ['complete', 'uncomplete', 'check', 'uncheck', 'on', 'off', 'list'];

/** "done", "not urgent", "no longer active": a state a control is ticked or switched into, or a negation. */
function isState(value: string): boolean {
  return /^(?:not|no|non|never)\b/i.test(value) || splitWords(value).some((w) => meaningsOf(w).some((m) => STATES.includes(m)));
}

/** Reads "<verb> <record> as|to|into <value>" (and "make <record> a <value>"); null for any other shape. */
export function parseRecordValue(text: string): RecordValue | null {
  // "give Jo editor rights", "grant Sam admin access", "promote Ada to lead": a person's role set.
  const granted = GRANT.exec(text) ?? RANK.exec(text);
  if (granted) return parseRecordValue(`set ${granted[1]!} to ${granted[2]!}`);
  const verb = findVerb(text);
  if (!verb || text.slice(0, verb.start).trim() || !verb.meanings.some((m) => GIVING.includes(m))) return null;
  const rest = text.slice(verb.end).replace(/[.!]+\s*$/, '');
  // "make Ada an admin": a verb that also makes things takes its value after an article.
  const m = /^\s+(.+?)\s+(?:as|to|into)\s+(.+)$/i.exec(rest) ?? (verb.meanings.includes('add') ? /^\s+(.+?)\s+an?\s+(.+)$/i.exec(rest) : null);
  if (!m) return null;
  const record = m[1]!.trim();
  const value = m[2]!.trim().replace(/^(?:an?|the)\s+/i, '').replace(/^["'“‘](.*)["'”’]$/, '$1').trim();
  // A category: a few words, no number, address or state ("0161 555 0199" is typed, "done" is ticked).
  if (!contentStems(record).length || !contentStems(value).length || splitWords(value).length > 4 || /[\d@]/.test(value) || isState(value)) return null;
  return { verb, record, value };
}

/** Whether a control's name or what holds it meets every content word of `words`. */
function belongsTo(c: Control, words: readonly string[]): boolean {
  const own = around(c);
  return words.length > 0 && words.every((w) => own.some((o) => sameStem(o, w)));
}

interface FieldData {
  fingerprint?: string | null;
  options?: string[];
}

/** The option of a select that holds the value, if any. */
function offered(c: Control, value: string, fields: readonly FieldData[]): string | undefined {
  const options = fields.find((f) => f.fingerprint === c.line.fingerprint)?.options ?? [];
  return options.length ? matchOption(choicesOf(options), value) : undefined;
}

/** The record's own selects (a row's "Status", "Status for Login bug"): their name or what holds them names the record. */
export function recordSelects(rv: RecordValue, controls: readonly Control[]): Control[] {
  const words = contentStems(rv.record);
  return controls.filter((c) => SELECTS.has(c.line.role) && typeof c.line.states.blocked !== 'string' && belongsTo(c, words));
}

/** Those of `selects` that offer the value, each with that option. */
export function offering(selects: readonly Control[], value: string, fields: readonly FieldData[]): { control: Control; option: string }[] {
  return selects.flatMap((c) => {
    const option = offered(c, value, fields);
    return option === undefined ? [] : [{ control: c, option }];
  });
}

/** The words of a control's name and of what holds it (its landmarks, the heading above it), stemmed. */
const around = (c: Control) => [c.line.name, c.heading ?? '', ...c.landmarks.map((l) => l.name)].flatMap((t) => contentStems(t));

/**
 * Whether a control on the page names the record, itself or by what holds it (a row's "More
 * actions for Piet Visser", its group): most of the record's words, so "the Signup bug" is not
 * the "Login bug" shown.
 */
export function recordShown(rv: RecordValue, controls: readonly Control[]): boolean {
  const words = contentStems(rv.record);
  return controls.some((c) => {
    const own = around(c);
    return 2 * words.filter((w) => own.some((n) => sameStem(n, w))).length > words.length;
  });
}

/** The record's own edit action on screen ("Edit" in its row, "Edit Piet Visser"), when one alone says it. */
export function recordEditor(rv: RecordValue, controls: readonly Control[], edits: (c: Control) => boolean): Control | null {
  const words = contentStems(rv.record);
  const found = controls.filter((c) => EDIT_ROLES.has(c.line.role) && edits(c) && around(c).some((a) => words.some((w) => sameStem(a, w))));
  return found.length === 1 ? found[0]! : null;
}

/** Roles of a record's edit action. */
const EDIT_ROLES = new Set(['button', 'link', 'menuitem']);

/** Whether the record is named as a proper name ("Piet", "the Harbour account"): one the page must show. */
export function namesProperly(rv: RecordValue): boolean {
  return /(?:^|\s)\p{Lu}/u.test(rv.record.replace(/^\s*(?:the|a|an|my)\s+/i, ''));
}

/**
 * In what the record opened (its editor, its view): the select that offers the value, with that
 * option: the one in `field`'s form or dialog, else the one of the page's that offers it (the
 * record's own, when several do).
 */
export function valueSelect(field: Control, controls: readonly Control[], rv: RecordValue, fields: readonly FieldData[]): { control: Control; option: string } | null {
  const inHolder = editorSelect(field, controls, rv.value, fields);
  if (inHolder) return inHolder;
  const all = offering(controls.filter((c) => SELECTS.has(c.line.role) && typeof c.line.states.blocked !== 'string'), rv.value, fields);
  const own = all.filter((o) => belongsTo(o.control, contentStems(rv.record)));
  return own.length === 1 ? own[0]! : all.length === 1 ? all[0]! : null;
}

/** In what the record opened: the one checkbox, switch or radio of `field`'s form or dialog the value names ("VIP" among its tags). */
export function valueToggle(field: Control, controls: readonly Control[], rv: RecordValue): Control | null {
  const holder = formOf(field);
  if (!holder) return null;
  const found = controls.filter((c) => formOf(c) === holder && CHECKABLE.has(c.line.role) && typeof c.line.states.blocked !== 'string' && namesValue(c, rv.value));
  return found.length === 1 ? found[0]! : null;
}

const CHECKABLE = new Set(['checkbox', 'switch', 'radio']);

/** In an editor the record opened: the one select of its form or dialog that offers the value, with that option. */
function editorSelect(field: Control, controls: readonly Control[], value: string, fields: readonly FieldData[]): { control: Control; option: string } | null {
  const holder = formOf(field);
  if (!holder) return null;
  const found = offering(controls.filter((c) => formOf(c) === holder && SELECTS.has(c.line.role) && typeof c.line.states.blocked !== 'string'), value, fields);
  return found.length === 1 ? found[0]! : null;
}

/** Whether a control (not a select) is named by every word of the value: the value as a control of its own (a "Dark" radio, a "Mark as paid" action). */
export function namesValue(c: Control, value: string): boolean {
  // "a wide one": "one" is a stop word, so the words before it name the value.
  const words = contentStems(value);
  const own = contentStems(c.line.name);
  return !SELECTS.has(c.line.role) && words.length > 0 && words.every((w) => own.some((o) => sameStem(o, w)));
}
