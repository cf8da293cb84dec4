// Questions about the page. A page tool that answers it (a read tool, a status tool) comes first;
// otherwise the page's text: the whole page and each of its furniture landmarks (navigation,
// banners, sidebars, dialogs) are extracted, the main content is found (page-reader.ts), and the
// answer is the page's own sentences on the topic, or an extractive summary, quoted as
// untrusted page text, led by the value a question asks for (value-answer.ts).
import { FURNITURE_ROLES, mainContent, passagesAbout, quoteUntrusted, remainderWords, sentencesOf, summarise, topicOf, type ExtractedRegion, type MainContent } from './page-reader.ts';
import { planPageTool } from './page-tool-step.ts';
import { nextOccurrence } from './next-occurrence.ts';
import { call, CLICK, discoveredIn, EXTRACT, FALLBACK, failure, INVOKE, invocationOf, lastOf, outlineLines, SNAPSHOT, toolValue, MAX_PAGE_CHARS } from './results.ts';
import { isSummaryRequest } from './request-kind.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { findSuperlative } from './superlative.ts';
import { askedKinds, valuesAnswering, valuesIn, withoutValueWords } from './value-answer.ts';
import { dayFirst } from './day-first.ts';
import { historyTab } from './history-tab.ts';
import { namesOtherTab, tabSearch } from './tab-search.ts';
import { namesIn, pagedCount, pagedQuestion, pagedSuperlative } from './paged-question.ts';
import { COUNTING, ORDER_FIRST, recordsAnswering } from './record-answer.ts';
import { sumOf } from './record-sum.ts';
import { planContents } from './container-contents.ts';
import { namedRecordLines, recordPartAnswer } from './record-parts.ts';
import { regionCount } from './region-count.ts';
import { measureAnswer } from './measure-answer.ts';
import { shownSuperlative } from './shown-superlative.ts';
import { stateCount } from './state-count.ts';
import { cellStateCount, cellStateSummary } from './cell-state-count.ts';
import { sectionAnswer } from './section-answer.ts';
import { afterOpening, entryForWords, openForValues, openToAnswer, targetOf } from './opened-record.ts';
import { controlsOf, type Control } from './target-resolver.ts';
import { askedValue, askedWords, keyedAnswer, namesShape, valuesSaid, valueInLines } from './asked-value.ts';
import { valueOpener } from './value-opener.ts';
import { domainWords, rankTools, requiredOf, toolMeanings } from './tool-matcher.ts';
import { contentStems, sameStem, splitWords, stem } from './words.ts';


function region(r: Result, role: string): ExtractedRegion {
  const data = r.result.data as { text?: unknown; links?: unknown };
  return { role, text: typeof data.text === 'string' ? data.text : '', links: Array.isArray(data.links) ? (data.links as { text: string }[]) : [] };
}

export function planQuestion(ctx: StepContext, now?: Date): StepDecision {
  // A list entry opened to read what the list does not say: the answer is from what it showed.
  const plan = (c: StepContext) => planBeforeOpening(c, now);
  return noRefusedAgain(ctx, afterOpening(ctx, plan, now) ?? plan(ctx));
}

/** A question never presses again a control whose press was refused or failed: it stops, saying why. */
function noRefusedAgain(ctx: StepContext, decision: StepDecision): StepDecision {
  if (decision.kind !== 'call' || decision.call.name !== 'browser.semantic.click') return decision;
  const target = (decision.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint;
  const refused = ctx.mine.find((r) => !r.ok && r.call.name === decision.call.name && targetOf(r) === target);
  return refused ? { kind: 'stop', text: `I could not read the answer there: ${failure(refused)}` } : decision;
}

function planBeforeOpening(ctx: StepContext, now?: Date): StepDecision {
  const summary = isSummaryRequest(ctx.step.text);
  if (!summary) {
    const viaTool = planPageTool(ctx, { question: true, ...(now ? { now } : {}), further: (answer, tool) => openForValues(ctx, answer, `The page's tool ${tool.name}`) });
    // A tool that needs a value the question does not say: the page's own text may answer it
    // ("how many credits have I got left?"); asked for only when the page says nothing.
    if (viaTool.kind === 'ask' && viaTool.unsaid) return readFirst(ctx, viaTool, now);
    if (viaTool.kind !== 'no-fit') return viaTool;
    // "What's in the Receipts folder?": the entry opened, and what it shows listed.
    const viaContents = planContents(ctx);
    if (viaContents) return viaContents;
    // A question about a day the page shows only once that day is chosen (a calendar's day cell).
    const snap = lastOf(ctx.mine, SNAPSHOT);
    if (snap?.ok) {
      const viaDay = readerFirst(ctx, dayFirst(ctx, snap, viaTool.reason, now ?? new Date(), (c) => readPage(c, false, now)), now);
      if (viaDay) return viaDay;
    }
    // "Who changed …": the page's record of what was done (history-tab.ts).
    const viaHistory = readerFirst(ctx, historyTab(ctx, viaTool.reason, (c) => readPage(c, false, now)), now);
    if (viaHistory) return viaHistory;
    // "How many …": counted over every page of a list the page shows in parts.
    const viaCount = readerFirst(ctx, pagedCount(ctx, viaTool.reason), now);
    if (viaCount) return viaCount;
    // "the cheapest …" over a list shown in parts: every part compared.
    const viaExtreme = readerFirst(ctx, pagedSuperlative(ctx, viaTool.reason), now);
    if (viaExtreme) return viaExtreme;
    // The open tab says too few of the question's words: the page's other tabs may (tab-search.ts).
    // A page with a tool that reads its data is asked through that tool (the ladder), unless the
    // tool shares no word with the question and one of the page's tabs does.
    const readers = findSuperlative(ctx.step.text) ? null : readersOf(ctx);
    const tabsFirst = readers !== null && (!readers.length || (namesOtherTab(ctx) && !rankTools(ctx.step.text, readers, { question: true }).some((r) => r.matched.length > 0)));
    if (tabsFirst) {
      const viaTabs = tabSearch(ctx, viaTool.reason, (c) => readPage(c, false, now));
      if (viaTabs) return viaTabs;
    }
    // A question naming a record the list shows on another of its pages.
    const viaPages = readerFirst(ctx, pagedQuestion(ctx, viaTool.reason, (c) => readPage(c, false, now)), now);
    if (viaPages) return viaPages;
  } else {
    const viaTool = planPageTool(ctx, { question: true, ...(now ? { now } : {}) });
    // Discovery still comes first (the ladder), but a summary is of the page's text.
    if (viaTool.kind === 'call' && viaTool.call.name !== 'browser.webmcp.invoke') return viaTool;
    if (viaTool.kind === 'stop') return viaTool;
  }
  // "the best rated backpack" compares records by a number: the page's data holds them all, its text may show only some.
  if (!summary && findSuperlative(ctx.step.text)) {
    const viaReader = askReader(ctx, now);
    if (viaReader) return viaReader;
  }
  return pageOrTabs(ctx, summary, now);
}

/** The open tab's text, else the page's other tabs ("when's the gym taking the next payment" and a tab "Payments"). */
function pageOrTabs(ctx: StepContext, summary: boolean, now?: Date): StepDecision {
  const answer = readPage(ctx, summary, now);
  // Neither the open panel nor the page's read tool (asked first, the ladder) says it, or says
  // no number for "how many" or "how much": the page's other tabs may.
  const counted = answer.kind === 'done' && !/\d/.test(answer.summary) ? countedWords(ctx.step.text) : [];
  if (!summary && (saysNothing(answer) || counted.length)) {
    const viaTabs = tabSearch(ctx, `Neither the open tab nor the page's own tools say what "${ctx.step.text.slice(0, 200)}" asks.`, (c) => readPage(c, false, now), counted);
    if (viaTabs) return viaTabs;
  }
  return answer;
}

/**
 * A question about to press one of the page's controls (a day, a tab, a pager) asks the page's
 * own read tool first when it has one (the ladder); the press goes ahead when the tool's data
 * does not answer.
 */
function readerFirst(ctx: StepContext, decision: StepDecision | null, now?: Date): StepDecision | null {
  if (decision?.kind !== 'call' || ![CLICK, FALLBACK].includes(decision.call.name) || !readersOf(ctx).length) return decision;
  return askReader(ctx, now) ?? decision;
}

/** What "how many …" or "how much …" counts: the words after it, up to its verb ("room credits" of "how many room credits have I got"). */
function countedWords(question: string): string[] {
  const m = /\bhow (?:many|much)\s+(.+?)(?=\s+(?:have|has|had|do|does|did|is|are|was|were|can|could|will|would|should|left|i|we|you|they|on|in|at|for)\b|[?.!,]|$)/i.exec(question);
  return m ? contentStems(m[1]!) : [];
}

const saysNothing = (d: StepDecision) => d.kind === 'done' && d.summary.startsWith(SAYS_NOTHING);

/** The page's text first; the tool's question for the value it needs when the page says nothing. */
function readFirst(ctx: StepContext, ask: StepDecision, now?: Date): StepDecision {
  const read = pageOrTabs(ctx, false, now);
  return saysNothing(read) ? ask : read;
}

const SAYS_NOTHING = "The page's main text says nothing about";

/** The answer to a question from the page as it is now: its text, and the page's read tool where the text does not say. */
export function readPageAnswer(ctx: StepContext, now?: Date): StepDecision {
  return readPage(ctx, false, now);
}

/** The answer from the page's own text (its main content, without its furniture), or the read it needs first. */
function readPage(ctx: StepContext, summary: boolean, now?: Date): StepDecision {
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, 'Outline the page to tell its content from its navigation and sidebars.');
  if (!snap.ok) return { kind: 'stop', text: `I could not read the page: ${failure(snap)}` };
  const page = lastOf(ctx.mine, EXTRACT, (r) => r.call.arguments.target === undefined && !readsChoices(r));
  if (!page) return call(EXTRACT, { include: ['text', 'links'], maxChars: MAX_PAGE_CHARS }, "Read the page's visible text.");
  if (!page.ok) return { kind: 'stop', text: `I could not read the page: ${failure(page)}` };
  const lines = outlineLines(snap);
  const furniture = lines.filter((l) => l.depth === 0 && l.fingerprint && FURNITURE_ROLES.has(l.role) && l.frameId === 0);
  const regions: ExtractedRegion[] = [];
  for (const f of furniture) {
    const r = lastOf(ctx.mine, EXTRACT, (x) => (x.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === f.fingerprint);
    if (!r) return call(EXTRACT, { target: { fingerprint: f.fingerprint }, include: ['text', 'links'] }, `Read the page's ${f.role}${f.name ? ` "${f.name}"` : ''}, to leave it out of the answer.`);
    if (r.ok) regions.push(region(r, f.role));
  }
  // "how many cards are in Review?": the records inside the region named, counted.
  const controls = controlsOf(lines);
  const pageText = region(page, 'page').text;
  // "the lightest folding bike": among the shown cards or rows the words name, the one with the lowest amount.
  const extreme = shownSuperlative(ctx.step.text, pageText, lines);
  if (extreme) return { kind: 'done', summary: extreme };
  const measured = measureAnswer(ctx.step.text, pageText);
  if (measured) return { kind: 'done', summary: measured };
  const counted = regionCount(ctx.step.text, controls);
  if (counted) return { kind: 'done', summary: counted };
  // "how many alarms are on?": the page's own count, else its toggles counted by their state.
  const byState = stateCount(ctx.step.text, pageText, controls);
  if (byState) return { kind: 'done', summary: byState };
  // "how many pending orders": a table's rows whose state cell says it.
  if (COUNTING.test(ctx.step.text)) {
    const byCell = cellStateCount(topicOf(ctx.step.text), [pageText]);
    if (byCell) return { kind: 'done', summary: cellStateSummary(byCell, 1) };
  }
  // "when is recycling next collected?": of the dated lines that name it, the next from today (or the last before).
  const occurrence = nextOccurrence(ctx.step.text, pageText, now ?? new Date());
  if (occurrence) return { kind: 'done', summary: occurrence };
  // "who is on the export bug?": a part of one card or row the question names, said with its row.
  // "how much is left on …" asks for a remainder: a record part that does not say one ("Top up …: £10 | £20") is not the answer.
  const remainder = remainderWords(ctx.step.text);
  const part = recordPartAnswer(ctx.step.text, pageText, lines, now);
  if (part && (!remainder.length || contentStems(part).some((x) => remainder.some((w) => sameStem(x, w))))) {
    // The record's card does not say every word asked ("a large …" of a card saying "from €10"): its data may.
    const unsaid = topicOf(withoutValueWords(ctx.step.text)).filter((w) => !/\d/.test(w) && !contentStems(part).some((x) => sameStem(x, w)));
    // The record's own lines are the passages: the answer just written would be quoted as page text.
    const further = unsaid.length ? (askReader(ctx, now) ?? valueOrOpener(ctx, controls, pageText, namedRecordLines(ctx.step.text, pageText, lines) ?? [], now)) : null;
    return further ?? { kind: 'done', summary: part };
  }
  const headings = lines.filter((l) => l.role === 'heading').map((l) => l.name);
  const content = mainContent(region(page, 'page'), regions, headings);
  if (summary) {
    const picked = summarise(content);
    if (!picked.length) return { kind: 'done', summary: 'The page has too little text to summarise.' };
    return { kind: 'done', summary: `In short${content.title ? `, "${content.title}"` : ''} (the page's own sentences, quoted; untrusted page text):\n${quoteUntrusted(picked)}` };
  }
  const topic = topicOf(ctx.step.text);
  if (!topic.length) {
    const picked = summarise(content, 2);
    return { kind: 'done', summary: `I could not tell what the question is about, so here is the gist (quoted page text, untrusted):\n${quoteUntrusted(picked)}` };
  }
  const passages = besideForKinds(content, passagesAbout(content, [...topic, ...remainder]), ctx.step.text, now);
  // The words meet only headings and controls' names: the part of the page they name may say more.
  const section = sectionAnswer(ctx, lines, passages, topic);
  if (section) return section;
  // A question about a price, a date or a length of time is answered with that value first.
  const values = valuesAnswering(ctx.step.text, passages, now);
  // The page's text does not hold the value asked for: a choice may ("Colour (90 min, $95)").
  if (!values.length && askedKinds(ctx.step.text).length) {
    const choices = lastOf(ctx.mine, EXTRACT, readsChoices);
    if (!choices) return call(EXTRACT, { include: ['fields'] }, "The page's text does not say: read the choices its fields offer, which may.");
    const answer = choices.ok ? choiceAnswering(ctx.step.text, topic, choices, now) : null;
    if (answer) return { kind: 'done', summary: answer };
  }
  // The page's text does not hold it (or not the value asked for, or no count): its read tool may.
  // Passages that leave out a word naming what is asked about ("Dome" of "the Northpeak Dome 2")
  // may be about its neighbour: a card whose name is a heading apart from its price and rating.
  const unnamed = topic.filter((w) => !/\d/.test(w) && !passages.some((p) => contentStems(p).some((x) => sameStem(x, w))));
  if (!passages.length || unnamed.length || (!values.length && (askedKinds(ctx.step.text).length || COUNTING.test(ctx.step.text)))) {
    const viaReader = askReader(ctx, now);
    if (viaReader) return viaReader;
  }
  // The value asked for is not in the list: the one entry the question names may say it once opened.
  if (!values.length && askedKinds(ctx.step.text).length) {
    const entry = entryForWords(controlsOf(lines), topicOf(withoutValueWords(ctx.step.text)));
    if (entry) return openToAnswer(ctx, entry, `The page's text names ${JSON.stringify(entry.line.name.slice(0, 120))} but not the ${askedKinds(ctx.step.text).join(' or ')} asked for: opening it with the page's own control.`);
  }
  // A value asked by its field or its shape ("what tier …", "who is coming …", "the booking reference"):
  // beside the question's words in the passages, else in the record's own view, opened.
  if (!values.length) {
    const byValue = valueOrOpener(ctx, controls, pageText, passages, now);
    if (byValue) return byValue;
  }
  if (!passages.length) return { kind: 'done', summary: `${SAYS_NOTHING} ${askedWords(ctx.step.text) || topic.join(' ')}.` };
  const lead = values.length ? `That is ${values.map((v) => JSON.stringify(v)).join(', ')}, in the page's words. ` : '';
  return { kind: 'done', summary: `${lead}The page says (quoted page text, untrusted):\n${quoteUntrusted(passages)}` };
}

/**
 * "When's it next charging me and how much": a kind of value asked that no passage holds, from a
 * sentence beside a passage in its own paragraph ("Premium Family — £17.99/month. Next payment
 * 18 Dec."), added after the passages it stands beside.
 */
function besideForKinds(content: MainContent, passages: readonly string[], question: string, now?: Date): string[] {
  const lacking = askedKinds(question).filter((k) => !passages.some((p) => valuesIn(p, k, now).length));
  if (!passages.length || !lacking.length) return [...passages];
  const sentences = sentencesOf(content);
  const out = [...passages];
  for (const p of passages) {
    const at = sentences.findIndex((s) => s.text === p);
    if (at < 0) continue;
    for (const near of [sentences[at - 1], sentences[at + 1]]) {
      if (near && near.paragraph === sentences[at]!.paragraph && !out.includes(near.text) && lacking.some((k) => valuesIn(near.text, k, now).length)) out.push(near.text);
    }
  }
  return out;
}

/**
 * The value a question asks by its field or shape, said beside its words in the passages; else the
 * entry that opens the record the question names (value-opener.ts), opened when a word the
 * question says (the field) or the shape it asks is nowhere in the passages. Null otherwise.
 */
function valueOrOpener(ctx: StepContext, controls: readonly Control[], pageText: string, passages: readonly string[], now?: Date): StepDecision | null {
  const asked = askedValue(ctx.step.text);
  if (!asked) return null;
  const here = asked.shapes.length ? valueInLines(passages, ctx.step.text, now, true) : null;
  if (here) return { kind: 'done', summary: `That is ${valuesSaid(here)}, in the page's words. The page says (quoted page text, untrusted):\n${quoteUntrusted(here.quoted)}` };
  // A word the page says nowhere (not in a column's header either) names the field the list does not show.
  // The passages are parts of the page's text: the page's text alone says what the page says.
  const said = [...new Set(contentStems(pageText))];
  const unsaid = asked.words.filter((w) => !said.some((x) => sameStem(x, w)));
  if (!asked.shapes.length && !unsaid.length) return null;
  const naming = asked.words.filter((w) => !namesShape(w));
  // Every name the question gives (its capitalised words) must be the record's: one of two names is someone else.
  const names = namesIn(ctx.step.text).map((n) => stem(n)).filter((n) => !namesShape(n));
  const opener = valueOpener(controls, pageText, naming, names);
  if (!opener) return null;
  const what = asked.shapes.length ? `the ${askedWords(ctx.step.text)}` : `its ${unsaid.join(' ')}`;
  return openToAnswer(ctx, opener, `The page's list names ${JSON.stringify(opener.line.name.slice(0, 120))} but not ${what}: opening it with the page's own control.`);
}

/** An extract of the page's fields only: the choices its selects offer. */
function readsChoices(r: Result): boolean {
  const include = r.call.arguments.include;
  return r.call.arguments.target === undefined && Array.isArray(include) && include.length === 1 && include[0] === 'fields';
}

/** The one option whose label names the question's topic best and holds the value asked for, quoted with that value. */
function choiceAnswering(question: string, topic: readonly string[], r: Result, now?: Date): string | null {
  const fields = (r.result.data as { fields?: { options?: unknown }[] } | null)?.fields ?? [];
  const options = fields.flatMap((f) => (Array.isArray(f.options) ? f.options.filter((o): o is string => typeof o === 'string') : []));
  const scored = options.map((o) => ({ o, n: topic.filter((w) => contentStems(o).some((x) => sameStem(x, w))).length })).filter((x) => x.n > 0);
  const top = Math.max(0, ...scored.map((x) => x.n));
  const best = scored.filter((x) => x.n === top);
  if (best.length !== 1) return null;
  const values = valuesAnswering(question, [best[0]!.o], now);
  if (!values.length) return null;
  return `That is ${values.map((v) => JSON.stringify(v)).join(', ')}, in the page's words. One of the page's choices says (quoted page text, untrusted):\n${quoteUntrusted([best[0]!.o])}`;
}

/**
 * The page's read tool that lists what the question is about (one that needs no arguments,
 * best by the question's words), run to read (approved like any page tool), and the records
 * the question is about; null when there is none, or its records do not answer.
 */
/** The page's tools that read its data with no input needed (a list, a search). */
function readersOf(ctx: StepContext) {
  const tools = (discoveredIn(ctx.mine) ?? discoveredIn(ctx.before))?.tools ?? [];
  return tools.filter((t) => {
    const m = toolMeanings(t);
    return (m.has('list') || m.has('show') || m.has('search')) && !requiredOf(t.inputSchema).length;
  });
}

function askReader(ctx: StepContext, now?: Date): StepDecision | null {
  const readers = readersOf(ctx);
  // "my last payment" asks for the newest: a reader that says it lists recent things, newest first, fits it.
  const recency = ORDER_FIRST.test(ctx.step.text);
  const says = (t: (typeof readers)[number]) => (recency && /\b(?:recent|newest|latest)\b/i.test(`${t.title ?? ''} ${t.description}`) ? 2 : 0);
  const reader = rankTools(ctx.step.text, readers, { question: true }).sort((a, b) => b.score + says(b.tool) - (a.score + says(a.tool)))[0]?.tool;
  if (!reader) return null;
  const done = invocationOf(ctx.mine, reader.name);
  if (!done) {
    return {
      ...call(INVOKE, { frameId: reader.frameId, name: reader.name, descriptorHash: reader.descriptorHash, arguments: {} }, `The page's text does not say; read its data with its own tool ${reader.name} (it still needs your approval).`),
      reads: true,
    };
  }
  if (!done.ok) return null;
  const value = toolValue(done);
  const answer = recordsAnswering(ctx.step.text, value, new Set([...domainWords(reader), ...Object.keys(value ?? {}).flatMap((k) => splitWords(k))]), now);
  // One record (an application, a profile), or records that do not say the value asked: the value
  // under the key the question names (or of the shape it asks), in the object its words name.
  if (!answer || (!answer.values.length && answer.records.length && !sumOf(ctx.step.text, answer.records))) {
    const keyed = keyedAnswer(ctx.step.text, value, reader.name, now);
    if (keyed) return { kind: 'done', summary: keyed };
    if (!answer) return null;
  }
  // One record, without the value asked for: its entry on the page may say it once opened.
  return openForValues(ctx, answer, `The page's tool ${reader.name}`) ?? { kind: 'done', summary: answer.text };
}
