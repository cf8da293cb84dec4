// "how many alarms are on?", "how many of the filters are checked?": a count of things in a given
// state. The page's own count, when its text says one ("2 alarms on"), is quoted; otherwise the
// switches and checkboxes whose names (or places) carry what is counted are counted by their state,
// and named. Null when the question asks no count by state, or nothing on the page fits.
import { quoteUntrusted } from './page-reader.ts';
import { describeControl, type Control } from './target-resolver.ts';
import { contentStems, NUMBER_WORDS, sameStem, stem } from './words.ts';

const STATES: Record<string, boolean> = { on: true, off: false, enabled: true, disabled: false, active: true, inactive: false, checked: true, unchecked: false, ticked: true, selected: true, running: true };
const ASKS = new RegExp(`\\bhow many\\s+(?:of\\s+(?:the|my)\\s+)?(.+?)\\s+(?:are|is)\\s+(?:(?:currently|still|now|switched|turned|left|set)\\s+)*(${Object.keys(STATES).join('|')})\\b`, 'i');
const TOGGLES = new Set(['switch', 'checkbox', 'menuitemcheckbox']);

export interface StateQuestion {
  /** What is counted, stemmed ("alarm"). */
  what: string[];
  /** The state asked about, as said ("on"). */
  state: string;
}

export function stateQuestion(question: string): StateQuestion | null {
  const m = ASKS.exec(question);
  if (!m) return null;
  const what = contentStems(m[1]!);
  return what.length ? { what, state: m[2]!.toLowerCase() } : null;
}

/** "2 alarms on" in the page's text: its own count of the things in that state. */
function pageCountOfState(q: StateQuestion, text: string): string | null {
  const noun = q.what.at(-1)!;
  const number = `\\d+|${Object.keys(NUMBER_WORDS).filter((w) => w.length > 2).join('|')}`;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${number})\\s+((?:[\\p{L}'-]+\\s+){0,2}?[\\p{L}'-]+)\\s+(?:are\\s+|is\\s+)?${q.state}(?![\\p{L}])`, 'giu');
  for (const m of text.matchAll(re)) {
    const words = m[2]!.split(/\s+/).map(stem);
    if (!sameStem(words.at(-1)!, noun)) continue;
    const line = text.split('\n').find((l) => l.includes(m[0])) ?? m[0];
    return `${m[1]}, in the page's words. The page says (quoted page text, untrusted):\n${quoteUntrusted([line.trim().slice(0, 200)])}`;
  }
  return null;
}

/** The toggles that stand for what is counted: those whose names carry its words. */
function countedToggles(q: StateQuestion, controls: readonly Control[]): Control[] {
  return controls.filter((c) => TOGGLES.has(c.line.role) && q.what.every((w) => contentStems(c.line.name).some((n) => sameStem(n, w))));
}

export function stateCount(question: string, pageText: string, controls: readonly Control[]): string | null {
  const q = stateQuestion(question);
  if (!q) return null;
  const stated = pageCountOfState(q, pageText);
  if (stated) return `That is ${stated}`;
  const counted = countedToggles(q, controls);
  if (!counted.length) return null;
  const want = STATES[q.state]!;
  const inState = counted.filter((c) => (c.line.states.checked === true) === want);
  const names = inState.map((c) => describeControl(c));
  return `${inState.length} of the ${counted.length} I found ${inState.length === 1 ? 'is' : 'are'} ${q.state}${names.length ? `: ${names.join(', ')}` : ''}.`;
}
