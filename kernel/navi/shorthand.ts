// People type to an assistant as they text, or as they would say it: "wen", "thru", "u", "pls",
// "tmrw", "X n Y", a phone number spelt out ("oh seven seven double oh …"), an emoji where a
// sentence ends ("overdue her jabs 🙈 can u get her booked in"). Each such spelling stands for
// one plain word (or two), so the request is read in those words before anything else reads it;
// a spelling no one means otherwise is the only kind listed. Quoted text is the person's own
// words to type and is never touched; a capitalised word may be a name ("N"), so only a
// lower-case spelling is read so.
import { maskQuotes } from './steps.ts';

/** Texting spellings and the words they stand for. */
const PLAIN: Readonly<Record<string, string>> = {
  u: 'you', ur: 'your', ya: 'you', yr: 'your',
  pls: 'please', plz: 'please', pleeze: 'please',
  thx: 'thanks', thnx: 'thanks',
  wen: 'when', wat: 'what', wot: 'what', wht: 'what', whats: "what's", wens: "when's", whens: "when's", hows: "how's",
  thru: 'through', tho: 'though', altho: 'although',
  tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow', tomoz: 'tomorrow', '2moro': 'tomorrow', '2morrow': 'tomorrow', '2day': 'today', '2nite': 'tonight', tonite: 'tonight',
  b4: 'before', cos: 'because', coz: 'because', cuz: 'because', bc: 'because',
  abt: 'about', msg: 'message', msgs: 'messages', appt: 'appointment', appts: 'appointments', acct: 'account',
  wk: 'week', wks: 'weeks', mins: 'minutes', hrs: 'hours',
  gonna: 'going to', wanna: 'want to', gotta: 'have to', lemme: 'let me', gimme: 'give me',
  dunno: "don't know", ppl: 'people', sth: 'something', smth: 'something', nxt: 'next', bk: 'book',
  im: "I'm", ive: "I've", dont: "don't", cant: "can't", wont: "won't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't",
};

/** "w/" and "w/o" stand for "with" and "without" before a word. */
const WITH = /(?<![\p{L}\p{N}/])w\/(o?)(?=\s)/gu;
/** A lone lower-case "n" between two words is "and" ("sertraline n omeprazole"). */
const AND = /(?<=\p{L}\s)n(?=\s\p{L})/gu;
/** "ta" that closes a request is thanks ("sent thru again ta"). */
const TA = /(?<=\s)ta[\s.!]*$/gu;

const DIGITS: Readonly<Record<string, string>> = { oh: '0', o: '0', zero: '0', nought: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
/** A run of digit words ("oh seven seven double oh, nine hundred, eight one three"), commas between them allowed. */
const SPOKEN = /\b(?:(?:oh|o|zero|nought|one|two|three|four|five|six|seven|eight|nine|double|triple|hundred|thousand)\b[\s,]*){7,}/gi;

/** The digits a run of digit words says; null when it is not a number said digit by digit. */
function spokenNumber(run: string): string | null {
  let out = '';
  let times = 1;
  for (const w of run.toLowerCase().split(/[\s,]+/).filter(Boolean)) {
    if (w === 'double' || w === 'triple') times = w === 'double' ? 2 : 3;
    else if (w === 'hundred' || w === 'thousand') {
      if (!out) return null;
      out += w === 'hundred' ? '00' : '000';
    } else {
      out += DIGITS[w]!.repeat(times);
      times = 1;
    }
  }
  // Seven digits or more: a phone number, not "one or two" said in passing.
  return out.length >= 7 ? out : null;
}

/** Emoji (with their joiners and variation selectors) and the space around them. */
const EMOJI = /\s*(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u200d\ufe0f])+\s*/gu;

/** The request in plain words; the request itself when it has no texting spellings. */
export function plainSpelling(request: string): string {
  const masked = maskQuotes(request);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const m of masked.matchAll(SPOKEN)) {
    const run = m[0].replace(/[\s,]+$/, '');
    const digits = spokenNumber(run);
    if (digits) edits.push({ start: m.index, end: m.index + run.length, text: digits });
  }
  // An emoji between two clauses ends the first, as a full stop would; one at the end says nothing.
  for (const m of masked.matchAll(EMOJI)) {
    const end = m.index + m[0].length;
    const stopped = /[.!?,;:]$/.test(masked.slice(0, m.index).trimEnd());
    edits.push({ start: m.index, end, text: end >= masked.length || m.index === 0 ? '' : stopped ? ' ' : '. ' });
  }
  // A word inside a number or an emoji already read is not read again.
  const taken = (at: number) => edits.some((e) => at >= e.start && at < e.end);
  for (const m of masked.matchAll(/(?<![\p{L}\p{N}'’])[\p{Ll}\p{N}]+(?![\p{L}\p{N}'’])/gu)) {
    const plain = PLAIN[m[0]];
    if (plain !== undefined && !taken(m.index)) edits.push({ start: m.index, end: m.index + m[0].length, text: plain });
  }
  for (const re of [WITH, AND, TA]) for (const m of masked.matchAll(re)) {
    if (taken(m.index)) continue;
    edits.push({ start: m.index, end: m.index + m[0].length, text: re === WITH ? (m[1] ? 'without' : 'with') : re === AND ? 'and' : 'thanks' });
  }
  if (!edits.length) return request;
  let out = request;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
