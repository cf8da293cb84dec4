// A question whose answer is only in a record's own view: "when is the invoice from Maria due,
// and how much is it?" on a mail list whose rows show a sender, a subject and a snippet, the due
// date and the amount only in the opened message. The record the question is about is known
// first (the page's read tool named it, or the question's words name one entry of a list); the
// entry of the page's list that opens it (a link or row whose name holds the record's own
// fields) is pressed, after the reason for using the page's controls is recorded and with the
// person's approval like any click, and the answer is read from what opening it showed: the
// sentences there that hold the values asked for, quoted as untrusted page text.
//
// The step stays a pure function of its results (turn.ts): the click is recognised as this
// plan's own by planning again over the results before it (the first part), and what follows
// it is the second part.
import { nameWords } from '../../faculties/sdk/record-naming.ts';
import { quoteUntrusted, sentencesOf } from './page-reader.ts';
import type { RecordsAnswer } from './record-answer.ts';
import { pagerOf } from './pager.ts';
import { matchRecord } from './record-lookup.ts';
import { call, EXTRACT, failure, FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK, MAX_PAGE_CHARS } from './results.ts';
import { controlsOf, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { askedKinds, valuesIn, type ValueKind } from './value-answer.ts';
import { askedWords, fieldWords, valuesSaid, valueInLines } from './asked-value.ts';
import { contentStems, sameStem } from './words.ts';


/** Roles of a list's entries that open the entry (a row's link, a row, a card). */
const ENTRY_ROLES = new Set(['link', 'row', 'listitem', 'treeitem', 'article', 'gridcell']);

/** The opening clicks this module planned, recognised again when the first part is replayed. */
const OPENINGS = new WeakSet<object>();

/** An entry as the answer names it: its role and the start of its name (a row's name runs long). */
const named = (c: Control) => `${c.line.role} ${JSON.stringify(c.line.name.length > 60 ? `${c.line.name.slice(0, 57).trimEnd()}…` : c.line.name)}`;

/** The fingerprint a click's result targeted. */
export const targetOf = (r: Result) => (r.call.arguments as { target?: { fingerprint?: unknown } }).target?.fingerprint;

/** The page text a whole-page extract returned, as lines. */
function pageLines(results: readonly Result[]): string[] | null {
  const r = lastOf(results, EXTRACT, (x) => x.ok && x.call.arguments.target === undefined && typeof (x.result.data as { text?: unknown } | null)?.text === 'string');
  if (!r) return null;
  return (r.result.data as { text: string }).text.split('\n').map((l) => l.trim()).filter(Boolean);
}

/**
 * Entries of the page's lists that open something: controls of an entry role (or a closed
 * disclosure button) with at least one sibling of the same role beside them (same place, same
 * depth): a list's rows, not a link in a paragraph.
 */
export function listEntries(controls: readonly Control[]): Control[] {
  const opens = (c: Control) => (ENTRY_ROLES.has(c.line.role) || (c.line.role === 'button' && c.line.states.collapsed === true)) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string';
  const key = (c: Control) => `${c.line.role}|${c.landmarks.at(-1)?.fingerprint ?? ''}|${c.line.depth}`;
  const counts = new Map<string, number>();
  for (const c of controls) if (opens(c)) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return controls.filter((c) => opens(c) && (counts.get(key(c)) ?? 0) >= 2);
}

/** Whether `words` holds `run` word after word. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  if (!run.length) return false;
  for (let i = 0; i + run.length <= words.length; i++) if (run.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/**
 * The list entry that opens the record a read tool returned: the one whose name holds the most
 * of the record's own texts (its sender, its subject, its time), clearly ahead of the others.
 */
export function entryForRecord(controls: readonly Control[], record: Record<string, unknown>): Control | null {
  const texts = Object.entries(record)
    .filter(([k, v]) => typeof v === 'string' && !/(?:^|_)id$|Id$/.test(k) && v.length <= 160)
    .map(([, v]) => nameWords(v as string))
    .filter((w) => w.length);
  const scored = listEntries(controls)
    .map((c) => {
      const name = nameWords(c.line.name);
      return { c, n: texts.filter((t) => holdsRun(name, t)).length };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  const [top, next] = scored;
  return top && (!next || top.n > next.n) ? top.c : null;
}

/**
 * The list entry the question's words name (the words that ask for the value, and the kind of
 * entry the list's heading says, left out), when exactly one does.
 */
export function entryForWords(controls: readonly Control[], words: readonly string[]): Control | null {
  const entries = listEntries(controls);
  if (!entries.length || !words.length) return null;
  const kinds = new Set(entries.flatMap((c) => contentStems([c.heading ?? '', ...c.landmarks.map((l) => l.name)].join(' '))));
  const m = matchRecord(entries.map((c, id) => ({ id, label: c.line.name, record: {} })), words.join(' '), kinds);
  return m.kind === 'one' ? entries[m.record.id as number]! : null;
}

/**
 * A read tool's answer quotes one record without the value asked for: the page's list entry
 * that opens that record is opened (after the outline and the page's text it needs to find it
 * and to tell what opening shows). Null when the answer is not such, or no entry opens it.
 */
export function openForValues(ctx: StepContext, answer: RecordsAnswer, source: string): StepDecision | null {
  const kinds = askedKinds(ctx.step.text);
  if (answer.records.length !== 1 || answer.values.length || !kinds.length) return null;
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, `${source} does not say the ${kinds.join(' or ')}: outline the page to find the entry that opens it.`);
  if (!snap.ok) return null;
  const entry = entryForRecord(controlsOf(outlineLines(snap)), answer.records[0]!);
  if (!entry) return null;
  if (!pageLines(ctx.mine)) return call(EXTRACT, { include: ['text', 'links'], maxChars: MAX_PAGE_CHARS }, "Read the page's text, to tell what opening the entry shows.");
  return openToAnswer(ctx, entry, `${source} gives the entry without the ${kinds.join(' or ')} asked for: opening it with the page's own control.`);
}

/**
 * The first part's last calls: the reason for using the page's controls (once per message), then
 * the click on the entry, planned so that the second part knows it again.
 */
export function openToAnswer(ctx: StepContext, entry: Control, why: string): StepDecision {
  if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) {
    return call(FALLBACK, { reason: why.slice(0, 500) }, "Record why I am using the page's ordinary controls (what the page lists does not say what you asked).");
  }
  const target = { target: { fingerprint: entry.line.fingerprint }, ...(entry.line.frameId ? { frameId: entry.line.frameId } : {}) };
  const decision = call(CLICK, target, `The list does not say what you asked: open ${named(entry)} to read it there.`);
  OPENINGS.add(decision);
  return decision;
}

/**
 * The second part, when the results hold this plan's click on an entry: the answer from what
 * opening it showed (or the read it needs first). Null when no such click was made: then plan
 * as usual. `plan` is the question's whole plan, replayed over the results before each click.
 */
export function afterOpening(ctx: StepContext, plan: (ctx: StepContext) => StepDecision, now?: Date): StepDecision | null {
  for (let at = 0; at < ctx.mine.length; at++) {
    const clicked = ctx.mine[at]!;
    if (clicked.call.name !== CLICK) continue;
    // Only a click on a list's entry (or a button drawn as one) can be this plan's: the replay is for those alone.
    const controls = controlsOf(outlineLines(lastOf(ctx.mine.slice(0, at), SNAPSHOT)));
    // (A list's pager is never an entry: a paged count presses it up to eight times, each replayed otherwise.)
    const entry = listEntries(controls).find((c) => c.line.fingerprint === targetOf(clicked)) ?? controls.find((c) => c.line.role === 'button' && c.line.fingerprint === targetOf(clicked) && !pagerOf([c]));
    if (!entry) continue;
    const first = plan({ ...ctx, mine: ctx.mine.slice(0, at), answer: () => undefined });
    if (!OPENINGS.has(first) || first.kind !== 'call' || targetOf(clicked) !== (first.call.arguments.target as { fingerprint?: unknown }).fingerprint) continue;
    const what = named(entry);
    if (!clicked.ok) return { kind: 'stop', text: `I could not open ${what}: ${failure(clicked)}` };
    const after = ctx.mine.slice(at + 1);
    const readAt = after.findIndex((r) => r.call.name === EXTRACT && r.call.arguments.target === undefined);
    const read = after[readAt];
    if (!read) return call(EXTRACT, { include: ['text'], maxChars: MAX_PAGE_CHARS }, `Read what opening ${what} shows.`);
    if (!read.ok) return { kind: 'stop', text: `I opened ${what}, but could not read the page: ${failure(read)}` };
    const answer = answerShown(ctx.step.text, pageLines(ctx.mine.slice(0, at)) ?? [], pageLines([read]) ?? [], what, now);
    // The value sits behind a reveal button of the view ("Show phone number"): pressed (approved), then read.
    if (!answer.startsWith('That is') || hidesAsked(ctx.step.text, pageLines([read]) ?? [])) {
      const revealed = revealInView(ctx, after.slice(readAt + 1), pageLines([read]) ?? [], what, now);
      if (revealed) return revealed;
    }
    return { kind: 'done', summary: answer };
  }
  return null;
}

/** The lines of `after` that `before` did not have (each line counted as often as it occurs). */
export function newLines(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const l of before) left.set(l, (left.get(l) ?? 0) + 1);
  return after.filter((l) => {
    const n = left.get(l) ?? 0;
    if (n > 0) left.set(l, n - 1);
    return n === 0;
  });
}

const KIND_WORDS: Record<ValueKind, string> = { amount: 'amount', date: 'date', time: 'time', duration: 'length of time' };

/**
 * The answer from what opening showed: for each kind of value asked, the sentence that holds
 * one (the one saying most of the question's words first), its value leading the answer.
 */
export function answerShown(question: string, before: readonly string[], after: readonly string[], what: string, now?: Date): string {
  const shown = newLines(before, after);
  const sentences = sentencesOf({ title: null, paragraphs: shown }).map((s) => s.text);
  const topic = contentStems(question);
  const said = (s: string) => topic.filter((w) => contentStems(s).some((x) => sameStem(x, w))).length;
  const values: string[] = [];
  const quoted: string[] = [];
  const kinds = askedKinds(question);
  for (const kind of kinds) {
    const holding = sentences.map((s, i) => ({ s, i, found: valuesIn(s, kind, now) })).filter((x) => x.found.length);
    const best = holding.sort((a, b) => said(b.s) - said(a.s) || a.i - b.i)[0];
    if (!best) continue;
    for (const v of best.found) if (!values.includes(v)) values.push(v);
    if (!quoted.includes(best.s)) quoted.push(best.s);
  }
  // A value asked by its field or its shape ("the plan", "who", "the link"): under its label, else by its shape.
  const byValue = values.length ? null : valueInLines(shown, question, now, false, fieldWords(question, before));
  if (byValue) return `That is ${valuesSaid(byValue)}, in the words of ${what} once opened. It says (quoted page text, untrusted):\n${quoteUntrusted(byValue.quoted)}`;
  if (!values.length) {
    const gist = sentences.slice(0, 3);
    const none = kinds.length ? kinds.map((k) => KIND_WORDS[k]).join(' or ') : `answer to "${askedWords(question)}"`;
    return gist.length ? `I opened ${what}; what it shows says no ${none} (quoted page text, untrusted):\n${quoteUntrusted(gist)}` : `I opened ${what}, but it showed nothing new to read.`;
  }
  const inOrder = sentences.filter((s) => quoted.includes(s));
  return `That is ${values.map((v) => JSON.stringify(v)).join(', ')}, in the words of ${what} once opened. It says (quoted page text, untrusted):\n${quoteUntrusted(inOrder)}`;
}

/** Verbs of a button that shows a value the view hides ("Show phone number", "Reveal email"). */
const REVEALS = /^(?:show|reveal|display|view|see|unhide|get)\b/i;

/** Whether the view's text names a reveal of the value asked ("… · Show phone number"): the value itself is not shown. */
function hidesAsked(question: string, lines: readonly string[]): boolean {
  const words = contentStems(askedWords(question));
  return lines.some((l) => [...l.matchAll(/\b(?:show|reveal|display|view|see|unhide|get)\s+((?:[\p{L}]+\s*){1,3})/giu)].some((m) => contentStems(m[1]!).some((x) => words.some((w) => sameStem(x, w)))));
}

/**
 * In a record's view that does not say the value asked: the one button that reveals it, by its
 * name ("Show phone number" for "what's the phone number …"), pressed as its own approved step,
 * and the answer from what it showed. Null when the view has no such button.
 */
function revealInView(ctx: StepContext, after: readonly Result[], opened: readonly string[], what: string, now?: Date): StepDecision | null {
  const snap = after.find((r) => r.call.name === SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, `What ${what} shows does not say it: look for a control that reveals it.`);
  if (!snap.ok) return null;
  const words = contentStems(askedWords(ctx.step.text));
  const reveals = controlsOf(outlineLines(snap)).filter((c) => {
    if (c.line.role !== 'button' || !REVEALS.test(c.line.name) || c.line.states.disabled === true || typeof c.line.states.blocked === 'string') return false;
    const own = contentStems(c.line.name.replace(REVEALS, ''));
    return own.length > 0 && own.some((x) => words.some((w) => sameStem(x, w)));
  });
  if (reveals.length !== 1) return null;
  const button = reveals[0]!;
  const at = after.findIndex((r) => r.call.name === CLICK && (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === button.line.fingerprint);
  if (at < 0) {
    const target = { target: { fingerprint: button.line.fingerprint }, ...(button.line.frameId ? { frameId: button.line.frameId } : {}) };
    return call(CLICK, target, `${what} hides it behind button ${JSON.stringify(button.line.name)}: press it to show the value (it changes nothing else).`);
  }
  const pressed = after[at]!;
  if (!pressed.ok) return { kind: 'stop', text: `I could not press ${JSON.stringify(button.line.name)}: ${failure(pressed)}` };
  const read = after.slice(at + 1).find((r) => r.call.name === EXTRACT && r.call.arguments.target === undefined);
  if (!read) return call(EXTRACT, { include: ['text'], maxChars: MAX_PAGE_CHARS }, `Read what ${JSON.stringify(button.line.name)} showed.`);
  if (!read.ok) return { kind: 'stop', text: `I pressed ${JSON.stringify(button.line.name)}, but could not read the page: ${failure(read)}` };
  return { kind: 'done', summary: answerShown(ctx.step.text, opened, pageLines([read]) ?? [], what, now) };
}
