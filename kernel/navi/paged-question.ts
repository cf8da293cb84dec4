// A question about a record the page lists in parts: "what's Hannah Weber's phone number?" on a
// table of six contacts a page. The names the question gives (its capitalised words: people,
// companies, places) are looked for in the page's text; when the page does not say one of them
// and has a pager ("Next", "Load more"), the pager is pressed (an approved click, after the
// reason for using the page's controls is recorded) and the question is read again on what it
// shows, a few pages at most. The answer is then from the page that names them.
import { wordsMeet } from './lexicon.ts';
import { MAX_PAGES, pagerClicks, pagerOf } from './pager.ts';
import { call, EXTRACT, FALLBACK, lastOf, outlineLines, SNAPSHOT } from './results.ts';
import { controlsOf } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { splitWords } from './words.ts';

const CLICK = 'browser.semantic.click';

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
  const said = splitWords(text);
  const unmet = names.filter((n) => !said.some((w) => wordsMeet(n, w) >= 0.7));
  if (!unmet.length) return answer;
  const pager = turns.length < MAX_PAGES ? pagerOf(controlsOf(outlineLines(lastOf(here.mine, SNAPSHOT)))) : null;
  if (!pager) return turns.length ? { kind: 'done', summary: `I looked through ${turns.length + 1} pages of the list and none names ${unmet.map((n) => JSON.stringify(n)).join(' or ')}. ${answer.summary}` } : answer;
  if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool answers this).");
  const target = { target: { fingerprint: pager.line.fingerprint }, ...(pager.line.frameId ? { frameId: pager.line.frameId } : {}) };
  return call(CLICK, target, `This page of the list does not name ${unmet.map((n) => JSON.stringify(n)).join(' or ')}: show the next part with button ${JSON.stringify(pager.line.name)}, then read it.`);
}
