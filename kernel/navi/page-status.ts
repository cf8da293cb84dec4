// Why a page tool failed, in the page's own words. A page tool that throws often reaches the Navi
// only as "the invocation failed", while the page writes its reason where a person reads it
// ("3:00 PM on Tuesday is already taken"). After such a failure the Navi reads the page's text
// (a read, no approval) and quotes the line that says something went wrong and names what the
// request named (a number or a word of it), as untrusted page text.
import { call, EXTRACT } from './results.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { contentStems, sameStem } from './words.ts';

/** Words a line uses to say that something cannot be done. */
const REFUSING = /\b(?:not|no|cannot|can't|can ?not|already|unavailable|closed|full|taken|invalid|error|failed|sorry|required|please (?:choose|enter|select)|must|only)\b/i;

const numbersOf = (text: string) => new Set(text.match(/\d+/g)?.map((n) => String(Number(n))) ?? []);

/** The line of `pageText` that says why `request` could not be done, or null. */
export function reasonLine(pageText: string, request: string): string | null {
  const nums = numbersOf(request);
  const words = contentStems(request);
  for (const raw of pageText.split('\n')) {
    const line = raw.trim();
    if (!line || line.length > 240 || !REFUSING.test(line)) continue;
    const sharesNumber = [...numbersOf(line)].some((n) => nums.has(n));
    const sharesWord = contentStems(line).some((w) => words.some((x) => sameStem(x, w)));
    if (sharesNumber || sharesWord) return line;
  }
  return null;
}

/** The read to make next, the page's own words for the failure, or null when the page says none. */
export function failureShown(ctx: StepContext, failed: Result): Extract<StepDecision, { kind: 'call' }> | string | null {
  const read = ctx.mine.slice(ctx.mine.indexOf(failed) + 1).find((r) => r.call.name === EXTRACT);
  if (!read) return call(EXTRACT, { include: ['text'] }, "The page's tool failed without saying why: read the page for its reason.");
  if (!read.ok) return null;
  const text = (read.result.data as { text?: unknown }).text;
  return typeof text === 'string' ? reasonLine(text, ctx.step.text) : null;
}
