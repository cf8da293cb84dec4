// "how many cards are in Review?", "how many issues are there in the To do column?": a count of
// the records inside the part of the page the question names (a landmark, or the heading above
// them, whose name holds the region's words), not a quote of whatever text mentions a count.
// The records are the controls that stand for them there: the cards' titles, else the region's
// links (each opens one), else its most common kind of control; a control that makes a new one ("+ Add card") is not one.
import { makesKind } from './record-creator.ts';
import type { Control } from './target-resolver.ts';
import { sameStem, splitWords, stem } from './words.ts';

// Every word counts, stop words too: a column may be named "To do" or "Done".
const wordsOf = (text: string) => splitWords(text).map((w) => stem(w.toLowerCase()));

/** "in the To do column", "in Review", "on the shortlist": the region a count question names. */
const REGION = /\b(?:in|on|under|inside|within)\s+(?:the\s+|my\s+|this\s+)?(.+?)\s*(?:columns?|sections?|folders?|lists?|lanes?|groups?|tabs?|stages?|boards?)?\s*[?.!]*$/i;

/** Words that ask for a count. */
const COUNTS = /\bhow many\b|\bnumber of\b/i;

/** The count answer, or null when the question names no region the page has. */
export function regionCount(question: string, controls: readonly Control[]): string | null {
  if (!COUNTS.test(question)) return null;
  const m = REGION.exec(question);
  const words = m ? wordsOf(m[1]!).filter((w) => w !== 'the') : [];
  if (!words.length) return null;
  const fits = (name: string) => {
    const own = wordsOf(name).filter((w) => !/^\d+$/.test(w));
    return own.length > 0 && words.every((w) => own.some((x) => sameStem(x, w)));
  };
  const placeOf = (c: Control): string | null => {
    const landmark = [...c.landmarks].reverse().find((l) => fits(l.name));
    return landmark ? `${landmark.role}:${landmark.name}` : c.heading && fits(c.heading) ? `heading:${c.heading}` : null;
  };
  const inside = controls.filter((c) => placeOf(c) !== null);
  if (!inside.length) return null;
  const places = new Set(inside.map(placeOf));
  if (places.size > 1) return null;
  const records = inside.filter((c) => !makesKind(c));
  const byRole = new Map<string, Control[]>();
  for (const c of records) byRole.set(c.line.role, [...(byRole.get(c.line.role) ?? []), c]);
  // A card's title (a control folded into a heading) stands for the card; its "Move …" button does not.
  const titled = records.filter((c) => c.line.heading !== undefined);
  const links = byRole.get('link');
  const counted = titled.length ? titled : links ?? [...byRole.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const where = [...places][0]!.replace(/^[a-z]+:/, '');
  const n = new Set(counted.map((c) => c.line.name)).size;
  return `There ${n === 1 ? 'is 1' : `are ${n}`} in "${where}" on the page${n ? ` (counted from what it lists: ${counted.slice(0, 8).map((c) => JSON.stringify(c.line.name.slice(0, 60))).join(', ')}${counted.length > 8 ? ', …' : ''}; untrusted page text)` : ''}.`;
}
