// A question about a record the page lists in parts: "what's Tomas Reyes's desk number?" on a
// table of six colleagues a page. The names the question gives (its capitalised words: people,
// companies, places) are looked for in the page's text; when the page does not say one of them
// and has a pager ("Next", "Load more"), the pager is pressed (an approved click, after the
// reason for using the page's controls is recorded) and the question is read again on what it
// shows, a few pages at most. The answer is then from the page that names them. "How many
// members are there?" on a page with no read tool counts the lines that say the question's
// words on every page of the list, each page shown in turn.
import { wordsMeet } from './lexicon.ts';
import { MAX_PAGES, pagerClicks, pagerOf } from './pager.ts';
import { COUNTING } from './record-answer.ts';
import { measuredUnit } from './measure-answer.ts';
import { quoteUntrusted, topicOf } from './page-reader.ts';
import { call, discoveredIn, EXTRACT, FALLBACK, INVOKE, lastOf, outlineLines, SNAPSHOT, CLICK } from './results.ts';
import { controlsOf } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { statedCount } from './stated-count.ts';
import { cellStateCount, cellStateSummary } from './cell-state-count.ts';
import { splitWords } from './words.ts';
import { findSuperlative } from './superlative.ts';
import { shownSuperlative } from './shown-superlative.ts';


/** The list's pager, when it is a button: a question never follows a link ("Next" on an article goes to another page). */
function buttonPager(snap: Result | undefined) {
  const p = pagerOf(controlsOf(outlineLines(snap)));
  return p?.line.role === 'button' ? p : null;
}

/** Presses the list's pager for the next part, after recording why the page's own controls are used. */
function pressPager(ctx: StepContext, reason: string, pager: NonNullable<ReturnType<typeof buttonPager>>, why: string): StepDecision {
  if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool answers this).");
  const target = { target: { fingerprint: pager.line.fingerprint }, ...(pager.line.frameId ? { frameId: pager.line.frameId } : {}) };
  return call(CLICK, target, why);
}

/**
 * The parts of a paged list read so far (a part ends at a pager's click), or the next read this
 * part needs (its outline, then its text); null when the list is not paged.
 */
function listParts(ctx: StepContext, part: string, doing: string): { next: StepDecision | null } | { turns: number[]; parts: Result[][]; here: Result[]; pager: ReturnType<typeof buttonPager> } {
  const turns = pagerClicks(ctx.mine);
  const parts = [...turns, ctx.mine.length].map((end, i) => ctx.mine.slice(i ? turns[i - 1]! + 1 : 0, end));
  const here = parts.at(-1)!;
  const snap = lastOf(here, SNAPSHOT);
  if (!snap) return { next: call(SNAPSHOT, {}, `Outline the page to find its list and whether it is shown in ${part}s.`) };
  if (!snap.ok) return { next: null };
  const pager = buttonPager(snap);
  if (!turns.length && !pager) return { next: null };
  if (!lastOf(here, EXTRACT, (r) => r.call.arguments.target === undefined)) return { next: call(EXTRACT, { include: ['text'], maxChars: 60_000 }, `Read this ${part} of the list to ${doing} (${part} ${turns.length + 1}).`) };
  return { turns, parts, here, pager };
}

/** The names a question gives: capitalised words past its first, without possessive endings ("Hannah Weber's" -> hannah, weber). */
export function namesIn(question: string): string[] {
  const words = [...question.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  return [
    ...new Set(
      words
        .slice(1)
        .map((m) => m[0].replace(/['’]s$/u, ''))
        .filter((w) => /^\p{Lu}/u.test(w) && w !== 'I' && !/^I['’]/.test(w))
        .map((w) => w.toLowerCase()),
    ),
  ];
}

/** The page text a read of the whole page returned. */
function pageText(ctx: StepContext): string | null {
  const r = lastOf(ctx.mine, EXTRACT, (x) => x.ok && x.call.arguments.target === undefined && typeof (x.result.data as { text?: unknown } | null)?.text === 'string');
  return r ? ((r.result.data as { text: string }).text) : null;
}

/**
 * Reads the question on each page in turn until the page names what it asks about. `read`
 * answers from the page (its own snapshot and extracts among the results it is given). Null
 * when the question gives no names (then it is read as usual).
 */
export function pagedQuestion(ctx: StepContext, reason: string, read: (ctx: StepContext) => StepDecision): StepDecision | null {
  const names = namesIn(ctx.step.text);
  if (!names.length) return null;
  const turns = pagerClicks(ctx.mine);
  const last = turns.at(-1);
  if (last !== undefined && !ctx.mine[last]!.ok) return null;
  const here = { ...ctx, mine: last === undefined ? ctx.mine : ctx.mine.slice(last + 1) };
  const answer = read(here);
  if (answer.kind !== 'done') return answer;
  const text = pageText(here);
  if (text === null) return answer;
  // The page's tool answered, its data naming what the page's text does not show: no paging. Any
  // other answer is no evidence (a "says nothing about …" repeats the question's own names).
  const toolAnswered = !!lastOf(here.mine, INVOKE, (r) => r.ok);
  const said = [...splitWords(text), ...(toolAnswered ? splitWords(answer.summary) : [])];
  const unmet = names.filter((n) => !said.some((w) => wordsMeet(n, w) >= 0.7));
  if (!unmet.length) return answer;
  const pager = turns.length < MAX_PAGES ? buttonPager(lastOf(here.mine, SNAPSHOT)) : null;
  if (!pager) return turns.length ? { kind: 'done', summary: `I looked through ${turns.length + 1} pages of the list and none names ${unmet.map((n) => JSON.stringify(n)).join(' or ')}. ${answer.summary}` } : answer;
  return pressPager(ctx, reason, pager, `This page of the list does not name ${unmet.map((n) => JSON.stringify(n)).join(' or ')}: show the next part with button ${JSON.stringify(pager.line.name)}, then read it.`);
}

/** Pages a count reads at most. */
const MAX_COUNTED = 8;

/** The page text each part of the results read (a part ends at a pager's click). */
function texts(parts: readonly (readonly Result[])[]): (string | null)[] {
  return parts.map((mine) => pageText({ mine } as unknown as StepContext));
}

/**
 * "How many … do I have?" on a list shown in pages, when the page has no tools to read it with:
 * every page is read in turn (its pager pressed, approved) and the lines that say all the
 * question's words are counted, those on every page (the list's own headings) left out.
 */
export function pagedCount(ctx: StepContext, reason: string): StepDecision | null {
  if (!COUNTING.test(ctx.step.text) || (discoveredIn(ctx.mine)?.tools.length ?? 0) > 0) return null;
  const topic = topicOf(ctx.step.text).filter((w) => !/^(?:mani|much|number|count)$/.test(w));
  if (!topic.length) return null;
  const read = listParts(ctx, 'page', 'count what you asked about');
  if ('next' in read) return read.next;
  const { turns, parts, here, pager } = read;
  // "how many km has X done": a measure the page writes with its numbers, not a count.
  if (!turns.length && measuredUnit(ctx.step.text, pageText({ mine: here } as unknown as StepContext) ?? '')) return null;
  // The page says the count itself ("4 seats available"): that line answers, no list is counted.
  if (!turns.length) {
    const line = statedCount(topic.filter((w) => !/^(?:left|remain|remaining|avail|availabl|still|free|spare|there|have|got|we|i)$/.test(w)), pageText({ mine: here } as unknown as StepContext) ?? '');
    if (line) return { kind: 'done', summary: `The page states it (quoted page text, untrusted):\n${quoteUntrusted([line])}` };
  }
  if (pager && turns.length < MAX_COUNTED - 1) return pressPager(ctx, reason, pager, `The list goes on past this page: show the next part with button ${JSON.stringify(pager.line.name)} to count it too.`);
  const more = pager ? ` (I stopped after ${parts.length} pages; the list goes on)` : '';
  // "how many overdue loans": the rows whose state cell says it, not the lines that mention the word.
  const shown = texts(parts).map((t) => t ?? '');
  const byCell = cellStateCount(topic, shown);
  if (byCell) return { kind: 'done', summary: cellStateSummary(byCell, parts.length, more) };
  const pages = shown.map((t) => t.split('\n').map((l) => l.trim()).filter(Boolean));
  const everywhere = pages.length > 1 ? new Set(pages[0]!.filter((l) => pages.every((p) => p.includes(l)))) : new Set<string>();
  const says = (l: string, w: string) => splitWords(l).some((x) => wordsMeet(w, x) >= 0.7);
  // Words the list's own headings say ("members") name what it lists, not which of them.
  // Words no line says ("sail" of "how many sail a Heron") pick nothing either.
  const rows = pages.flat().filter((l) => !everywhere.has(l));
  const picking = topic.filter((w) => ![...everywhere].some((l) => says(l, w)) && rows.some((l) => says(l, w)));
  if (!picking.length) return { kind: 'done', summary: `None of the ${pages.length} page${pages.length === 1 ? '' : 's'} of the list I read says ${topic.map((w) => JSON.stringify(w)).join(' or ')}, so I counted none.` };
  const wanted = picking;
  const fits = rows.filter((l) => wanted.every((w) => says(l, w)));
  return {
    kind: 'done',
    summary: `That is ${fits.length}, counted on ${pages.length} page${pages.length === 1 ? '' : 's'} of the list${more} (untrusted page text)${fits.length && fits.length <= 12 ? `:\n${fits.map((l) => `- ${JSON.stringify(l)}`).join('\n')}` : '.'}`,
  };
}

/**
 * "the lightest folding bike" over a list the page shows in parts, with no page tool: every part
 * is read in turn (its pager pressed, approved), and the superlative picks among the records of
 * all of them (shown-superlative.ts). Null when the list is not paged or no record fits.
 */
export function pagedSuperlative(ctx: StepContext, reason: string): StepDecision | null {
  if (!findSuperlative(ctx.step.text) || (discoveredIn(ctx.mine)?.tools.length ?? 0) > 0) return null;
  const read = listParts(ctx, 'part', 'compare its entries');
  if ('next' in read) return read.next;
  const { turns, parts, pager } = read;
  if (pager && turns.length < MAX_COUNTED - 1) return pressPager(ctx, reason, pager, `The list goes on past this part: show the next part with button ${JSON.stringify(pager.line.name)} to compare it too.`);
  const text = texts(parts).map((t) => t ?? '').join('\n');
  const outline = parts.flatMap((p) => outlineLines(lastOf(p, SNAPSHOT)));
  const answer = shownSuperlative(ctx.step.text, text, outline);
  if (!answer) return null;
  const more = pager ? ` (I stopped after ${parts.length} parts of the list; it goes on.)` : ` (I read all ${parts.length} parts of the list.)`;
  return { kind: 'done', summary: `${answer}${more}` };
}
