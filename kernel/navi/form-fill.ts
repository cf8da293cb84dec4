// Several fields of one form from one request: "send sixty euros to Maria Lopez, reference logo
// work". The form's own fields become a schema (each field's label is a parameter: an amount
// field takes a number, a date field a date, a select its options, "From" and "To" a place, a
// checkbox yes or no, any other field text) and the request is read against it by the same
// argument filler that fills page tools (argument-filler.ts). Each value goes to the field whose
// label it meets; the form's submit button comes last, as its own approved step, unless the
// request says not to ("but don't send it yet"). A field the submit needs and nothing gave (an
// amount) is asked for first. Who receives ("pay my dentist") may be named by what an option is
// rather than its label: option-meaning.ts, over the words the other fields and the verb left.
import { fillArguments, type Span } from './argument-filler.ts';
import { wordsMeet } from './lexicon.ts';
import { findNumbers } from './numbers.ts';
import { fieldSort, properNames, shapedValues, takesName } from './field-values.ts';
import { choiceWords, optionByMeaning, optionOutright, type Choice } from './option-meaning.ts';
import { isCloser, type Control } from './target-resolver.ts';
import type { MatchableTool } from './tool-matcher.ts';
import { meaningsOf, sameStem, splitWords, stem, STOP_WORDS, type Meaning } from './words.ts';

const TEXT = new Set(['textbox', 'searchbox', 'spinbutton']);
const SELECTS = new Set(['combobox', 'listbox']);
const CHECKS = new Set(['checkbox', 'switch']);
/** A field for an amount of money, by its label's words or a currency sign. */
const MONEY = /\b(?:amount|sum|price|total|cost|fee|payment)\b|[€$£¥]/i;
/** Labels that say where from and where to: their value is a place, read from "from X" and "to X". */
const PLACE_WORDS = new Set(['from', 'to', 'source', 'destination', 'payee', 'recipient']);
/** Whether the request says a word of the label (a typo allowed). */
function names(text: string, label: string): boolean {
  const said = splitWords(text).filter((w) => !STOP_WORDS.has(w));
  return splitWords(label).some((l) => !STOP_WORDS.has(l) && l.length > 2 && said.some((w) => wordsMeet(w, l) >= 0.7));
}

/** A place field that names who or what receives ("To", "Payee"): the one a bare name goes to. */
const receives = (f: FormField) => splitWords(f.control.line.name).some((w) => RECEIVING.has(w));
const RECEIVING = new Set(['to', 'destination', 'payee', 'recipient']);
/** What submitting a form does, by the verb's meaning. */
const SUBMITTING: readonly Meaning[] = ['pay', 'save', 'move', 'book', 'add'];

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'place' | 'check';

export interface FormField {
  control: Control;
  key: string;
  kind: FieldKind;
  /** A select's option labels, placeholders left out. */
  options: string[];
  /** The same options with what the page says about each. */
  choices: Choice[];
}

export type FieldFill = { control: Control; op: 'type'; text: string } | { control: Control; op: 'select'; label: string } | { control: Control; op: 'check'; checked: boolean };

export interface FormPlan {
  fills: FieldFill[];
  /** The button that sends the form, when the request asks to send it. */
  submit: Control | null;
  /** Money fields the submit needs and nothing filled: asked for before sending. */
  needed: FormField[];
}

/** The innermost form around a control, else the dialog that holds it (a dialog of fields is a form too), if any. */
export function formOf(c: Control): string | null {
  return (c.landmarks.filter((l) => l.role === 'form').at(-1) ?? c.landmarks.filter((l) => l.role === 'dialog' || l.role === 'alertdialog').at(-1))?.fingerprint ?? null;
}

/** The part a control with no form around it shares with the fields and buttons under the same heading ("Emergency contact": Name, Phone, Save). */
export function implicitForm(c: Control): string | null {
  const around = c.landmarks.filter((l) => !l.fingerprint?.startsWith(IMPLICIT)).at(-1);
  return c.heading ? `${IMPLICIT}${around?.fingerprint ?? ''}${IMPLICIT}${c.heading}` : null;
}
const IMPLICIT = '\u0001';

/** Whether a form is only a heading's part: one value and its button are not enough to send it, as they are for a form element. */
export const isImplicitForm = (form: string) => form.startsWith(IMPLICIT);

/** The controls, those outside any form or dialog taken as in the form of their heading's part. */
export function withImplicitForms(controls: readonly Control[]): Control[] {
  return controls.map((c) => {
    const part = formOf(c) === null ? implicitForm(c) : null;
    return part ? { ...c, landmarks: [...c.landmarks, { role: 'form', name: c.heading!, fingerprint: part }] } : c;
  });
}

/** A select's placeholder ("Choose who to pay…") is no value. */
export const isPlaceholder = (o: string) => !o.trim() || /(?:…|\.\.\.)\s*$/.test(o);

/** The form's fields, each with a parameter key made of its label's words. */
export function formFields(controls: readonly Control[], form: string, optionsOf: (c: Control) => readonly Choice[] | undefined): FormField[] {
  const out: FormField[] = [];
  for (const control of controls) {
    if (formOf(control) !== form) continue;
    const { role, name, states } = control.line;
    if (typeof states.blocked === 'string' || states.disabled === true || states.readonly === true) continue;
    const all = splitWords(name);
    const words = all.filter((w) => !STOP_WORDS.has(w));
    const base = (words.length ? words : all).join('_');
    if (!base) continue;
    let key = base;
    for (let i = 2; out.some((f) => f.key === key); i++) key = `${base}_${i}`;
    let kind: FieldKind | null = null;
    if (SELECTS.has(role)) kind = all.some((w) => PLACE_WORDS.has(w)) ? 'place' : 'select';
    else if (CHECKS.has(role)) kind = 'check';
    else if (TEXT.has(role)) kind = states.type === 'date' ? 'date' : MONEY.test(name) || states.type === 'number' || role === 'spinbutton' ? 'number' : 'text';
    if (!kind) continue;
    const choices = (optionsOf(control) ?? []).filter((o) => !isPlaceholder(o.label));
    out.push({ control, key, kind, options: choices.map((c) => c.label), choices });
  }
  return out;
}

/** The fields as a tool schema, so the argument filler reads the request against them; `title` names what the form makes (its words are no value). */
function asTool(fields: readonly FormField[], title = ''): MatchableTool {
  const properties: Record<string, unknown> = {};
  const required = fields.filter((f) => f.control.line.states.required === true).map((f) => f.key);
  for (const f of fields) {
    if (f.kind === 'select') properties[f.key] = { type: 'string', enum: f.options };
    else if (f.kind === 'check') properties[f.key] = { type: 'boolean' };
    else if (f.kind === 'number') properties[f.key] = { type: 'number' };
    else if (f.kind === 'date') properties[f.key] = { type: 'string', format: 'date' };
    else properties[f.key] = { type: 'string' };
  }
  return { name: 'form', title, description: '', inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) } };
}

/**
 * Values whose shape says their field ("ada@example.org" an email field, "from Northwind" the
 * company field): each to the one text field of its sort, with the spans they were read from
 * (a label said right before the value, "phone 0161 …", goes with it).
 */
function shapedFills(text: string, fields: readonly FormField[], now: Date): { values: Map<string, string>; spans: Span[] } {
  const values = new Map<string, string>();
  const spans: Span[] = [];
  // "from X" is a place's when the form has one ("send 40 from Savings").
  const hasPlace = fields.some((f) => f.kind === 'place');
  for (const v of shapedValues(text, now)) {
    if (v.sort === 'organisation' && hasPlace) continue;
    const of = fields.filter((f) => f.kind === 'text' && !values.has(f.key) && fieldSort(f.control.line.name, f.control.line.states.type as string | undefined) === v.sort);
    if (of.length !== 1) continue;
    values.set(of[0]!.key, v.value);
    const label = new Set(splitWords(of[0]!.control.line.name).map(stem));
    let start = v.start;
    for (let m = /([\p{L}]+)[\s:]*$/u.exec(text.slice(0, start)); m && label.has(stem(m[1]!)); m = /([\p{L}]+)[\s:]*$/u.exec(text.slice(0, start))) start = m.index;
    spans.push({ start, end: v.end });
  }
  // "…: Ruth Okoye, 07700 900218": the one proper name said goes to the one field asking only for a name.
  const named = fields.filter((f) => f.kind === 'text' && !values.has(f.key) && takesName(f.control.line.name));
  const proper = properNames(text).filter((n) => !spans.some((x) => n.start < x.end && n.end > x.start));
  if (named.length === 1 && proper.length === 1) {
    values.set(named[0]!.key, proper[0]!.value);
    spans.push({ start: proper[0]!.start, end: proper[0]!.end });
  }
  return { values, spans };
}

/** Label words of the field that names a record (its name, title or subject). */
const NAMING = new Set(['name', 'title', 'subject', 'summary', 'description', 'label', 'heading', 'headline']);

/** A new record's main text field, which takes the words left over: the required one, else one labelled as a name or title, else the first. */
function nameField(fields: readonly FormField[]): FormField | undefined {
  const texts = fields.filter((f) => f.kind === 'text');
  const required = texts.filter((f) => f.control.line.states.required === true);
  if (required.length === 1) return required[0];
  return texts.find((f) => splitWords(f.control.line.name).some((w) => NAMING.has(w))) ?? texts[0];
}

/**
 * The option a phrase (or its words) names best: the most of its words met by the label (a typo
 * allowed) or, for less, by what the page says about the option; failing any, the one option
 * related words name ("dentist" for "Harbour Medical Practice"). Only one such option, else none.
 */
export function optionFor(options: readonly Choice[], phrase: string | readonly string[]): string | undefined {
  return optionByMeaning(options, typeof phrase === 'string' ? choiceWords(phrase) : phrase);
}

/**
 * The words of the request left for naming who receives: not the verb, not numbers, not words
 * that name one of the form's fields ("reference"), not a value another field took.
 */
function spareWords(rest: string, fields: readonly FormField[], verb: { text: string } | null): string[] {
  const labels = fields.flatMap((f) => choiceWords(f.control.line.name)).filter((l) => l.length > 2);
  const v = verb ? stem(verb.text.split(/\s+/)[0]!) : null;
  return choiceWords(rest).filter((w) => !/\d/.test(w) && !(v && sameStem(stem(w), v)) && !labels.some((l) => wordsMeet(w, l) >= 0.7));
}

/** Whether the request says not to send it ("but don't send it yet", "without paying"). */
export function saysNotToSubmit(text: string, submit: Control): boolean {
  const own = splitWords(submit.line.name).map(stem);
  const re = /\b(?:don'?t|do not|not yet|without|never|no need to)\s+((?:[\p{L}']+\s+){0,2}?)([\p{L}]+)/giu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const w = m[2]!.toLowerCase().replace(/ing$/, '');
    const meanings = [...meaningsOf(w), ...meaningsOf(`${w}e`), ...meaningsOf(m[2]!.toLowerCase())];
    if (meanings.some((x) => SUBMITTING.includes(x)) || own.some((o) => sameStem(o, stem(w)))) return true;
  }
  return false;
}

/** What a button that keeps a form says ("Save", "Submit", "Confirm", "Apply"). */
const KEEPING: readonly Meaning[] = ['save', 'accept', 'apply'];

/** The form's plain buttons: not an opener, not a protected control, not a "Cancel". */
const buttonsOf = (controls: readonly Control[], form: string) =>
  controls.filter((c) => formOf(c) === form && c.line.role === 'button' && c.line.states.expanded === undefined && c.line.states.collapsed === undefined && typeof c.line.states.blocked !== 'string' && !isCloser(c.line.name));

/** Whether a button's name says these meanings, or the word itself. */
const says = (b: Control, meanings: readonly Meaning[], word?: string) => splitWords(b.line.name).some((w) => (word !== undefined && sameStem(stem(w), stem(word))) || meaningsOf(w).some((m) => meanings.includes(m)));

/** The one button of the form whose name says the verb ("Send order" for "reorder"), if exactly one does. */
export function submitNaming(controls: readonly Control[], form: string, verb: { text: string; meanings: Meaning[] }): Control | null {
  const named = buttonsOf(controls, form).filter((b) => says(b, verb.meanings, verb.text));
  return named.length === 1 ? named[0]! : null;
}

/** The button that sends the form: the one the verb names, else the one that saves, else the only plain button in it (a "Cancel" is none). */
function submitOf(controls: readonly Control[], form: string, verb: { text: string; meanings: Meaning[] } | null): Control | null {
  const named = verb ? submitNaming(controls, form, verb) : null;
  if (named) return named;
  const buttons = buttonsOf(controls, form);
  const keeping = buttons.filter((b) => says(b, KEEPING));
  if (keeping.length === 1) return keeping[0]!;
  return buttons.length === 1 ? buttons[0]! : null;
}

/**
 * What to fill in which field of `form` and whether to send it, or null when the request gives
 * the form fewer than two values (and its verb does not name the form's submit button).
 */
export function planForm(
  text: string,
  controls: readonly Control[],
  form: string,
  optionsOf: (c: Control) => readonly Choice[] | undefined,
  verb: { text: string; meanings: Meaning[] } | null,
  now: Date,
  /** Whether the form may fit before its options are read: a place or choice said counts as given. */
  probe = false,
  /** A control of this form was already found for the request: one value and a verb that sends it are enough. */
  chosen = false,
  /**
   * The form makes a new record the request describes ("add a contact: Ada Byrne from
   * Northwind"), opened by the control `title` names: the words left over are its main text
   * field's value (the record's name or title), and the creator's words are none.
   */
  creating?: { title: string },
): FormPlan | null {
  const fields = formFields(controls, form, optionsOf);
  if (fields.length < 2) return null;
  // "into savings" says where to, as "to savings" does.
  const said = text.replace(/\binto\b/gi, 'to');
  const shaped = shapedFills(said, fields, now);
  const open = fields.filter((f) => !shaped.values.has(f.key)).map((f) => f.key);
  const main = creating ? nameField(fields.filter((f) => open.includes(f.key))) : undefined;
  const filled = fillArguments(said, asTool(fields, creating?.title), { now, noLeftover: !main, only: open, taken: shaped.spans, ...(main ? { leftoverTo: main.key } : {}) });
  for (const [key, value] of shaped.values) filled.args[key] = value;
  // A place the request names without "from" or "to" ("send Mum 40 euros"): the one option of
  // that field its words name, leaving out the words another field took.
  let rest = said;
  for (const f of fields) if (f.kind !== 'check' && f.kind !== 'number' && typeof filled.args[f.key] === 'string') rest = rest.replace(filled.args[f.key] as string, ' ');
  const spare = spareWords(rest, fields, verb);
  const wantsSubmit = verb !== null && verb.meanings.some((m) => SUBMITTING.includes(m));
  const fills: FieldFill[] = [];
  let given = 0;
  let checks = 0;
  for (const f of fields) {
    // A select still on its placeholder ("Child: Choose…") takes the one option a word left over names outright ("evie": "Evie (Willow)").
    const unset = f.kind === 'select' && f.options.length > 0 && isPlaceholder(f.control.line.value ?? '');
    const v = filled.args[f.key] ?? (f.kind === 'place' && receives(f) ? optionFor(f.choices, spare) : unset ? optionOutright(f.choices.filter((c) => !isPlaceholder(c.label)), spare) : undefined);
    // Options not read yet: words left over may name who receives, when the verb sends the form
    // ("pay the dentist, it's 120"); which one is read once the options are.
    if ((v === undefined || v === null) && probe && f.kind === 'place' && !f.options.length && wantsSubmit && receives(f) && spare.length) {
      given++;
      continue;
    }
    if (v === undefined || v === null) continue;
    const current = f.control.line.value ?? '';
    if (f.kind === 'check') {
      // Yes or no only for a checkbox the request names by its own words: a verb that turns
      // things off ("untick", "switch off") says nothing about the form's other checkboxes.
      if (typeof v !== 'boolean' || !names(said, f.control.line.name)) continue;
      given++;
      checks++;
      if ((f.control.line.states.checked === true) !== v) fills.push({ control: f.control, op: 'check', checked: v });
    } else if (probe && (f.kind === 'select' || f.kind === 'place') && !f.options.length) {
      if (filled.args[f.key] !== undefined) given++;
    } else if (f.kind === 'select' || f.kind === 'place') {
      const label = f.kind === 'select' ? String(v) : (optionFor(f.choices, String(v)) ?? (filled.args[f.key] === undefined || !receives(f) ? undefined : optionFor(f.choices, spare)));
      if (label === undefined) continue;
      given++;
      if (label !== current) fills.push({ control: f.control, op: 'select', label });
    } else {
      given++;
      fills.push({ control: f.control, op: 'type', text: String(v) });
    }
  }
  const button = wantsSubmit ? submitOf(controls, form, verb) : null;
  const submit = button && !saysNotToSubmit(text, button) ? button : null;
  const verbNamesSubmit = button !== null && verb !== null && says(button, verb.meanings, verb.text);
  // Checkboxes ride along with values; a request of checkboxes alone is the ranker's, one control each.
  if ((!fills.length && !probe) || given - checks < 1 || (given < 2 && !verbNamesSubmit && !(chosen && submit))) return null;
  const set = new Set(fills.map((x) => x.control));
  const empty = (f: FormField) => !set.has(f.control) && (f.kind === 'number' ? !(f.control.line.value ?? '').trim() : isPlaceholder(f.control.line.value ?? ''));
  const needed = submit ? fields.filter((f) => empty(f) && ((f.kind === 'number' && MONEY.test(f.control.line.name)) || ((f.kind === 'select' || f.kind === 'place') && f.options.length > 0))) : [];
  return { fills, submit, needed };
}

/** An amount the person gave in answer to "how much?": the first number in it. */
export function amountIn(answer: string): string | undefined {
  const n = findNumbers(answer)[0];
  return n ? String(n.value) : undefined;
}
