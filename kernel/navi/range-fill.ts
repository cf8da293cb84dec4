// A range said in words fills a pair of fields: "over 20 and under 80", "between 20 and 80",
// "under a hundred dollars", "at least 3". A lower bound goes to the field whose name says it
// is the least ("Min price", "From", "Lowest"), an upper bound to the one that says most ("Max
// price", "To", "Highest"). General English for bounds, matched against the page's own labels.
import { findNumbers } from './numbers.ts';
import type { Control } from './target-resolver.ts';
import { splitWords } from './words.ts';

const LOWER = /\b(?:over|above|more than|greater than|at least|from|min(?:imum)?|no less than|starting at)\s*$/i;
const UPPER = /\b(?:under|below|less than|cheaper than|at most|up to|to|and|max(?:imum)?|no more than|within)\s*$/i;
const BETWEEN = /\bbetween\s*$/i;
/** "nothing over", "no more than", "not above": a most, said as the negation of a least. */
const NOT_OVER = /\b(?:nothing|none|not|no|never)\s+(?:(?:priced|costing|going)\s+)?(?:over|above|more than|higher than|greater than|pricier than|dearer than)\s*$/i;
/** A clause that opens with a bound ("and nothing over 90", "under €80"). */
const OPENS_BOUND = /^[\s,]*(?:(?:and|but|also|with)\s+)*(?:(?:nothing|none|not|no|never)\s+)?(?:over|above|under|below|more than|less than|cheaper than|at most|at least|up to|max(?:imum)?|min(?:imum)?)\s+[$€£]?\s?\d/i;

const MIN_WORDS = new Set(['min', 'minimum', 'from', 'lowest', 'low', 'least', 'start']);
const MAX_WORDS = new Set(['max', 'maximum', 'to', 'highest', 'high', 'most', 'end', 'until']);
const FIELDS = new Set(['textbox', 'spinbutton', 'searchbox', 'slider']);

export interface Bounds {
  min?: number;
  max?: number;
}

/** The bounds a request says, by the words right before each number. */
export function boundsIn(text: string): Bounds {
  const out: Bounds = {};
  const numbers = findNumbers(text);
  numbers.forEach((n, i) => {
    const before = text.slice(0, n.start).replace(/[$€£]\s*$/, '');
    if (NOT_OVER.test(before)) out.max = n.value;
    else if (BETWEEN.test(before)) out.min = n.value;
    else if (/\band\s*$/i.test(before) && i > 0 && BETWEEN.test(text.slice(0, numbers[i - 1]!.start).replace(/[$€£]\s*$/, ''))) out.max = n.value;
    else if (LOWER.test(before)) out.min = n.value;
    else if (UPPER.test(before) && !/\band\s*$/i.test(before)) out.max = n.value;
    else if (/\band\s+(?:under|below|less than|at most|up to)\s*$/i.test(before)) out.max = n.value;
  });
  return out;
}

/** The pair of fields for a range: one named as the least, one as the most, in one container. */
export function rangeFields(controls: readonly Control[]): { min: Control; max: Control } | null {
  const fields = controls.filter((c) => FIELDS.has(c.line.role));
  const says = (c: Control, set: ReadonlySet<string>) => splitWords(c.line.name).some((w) => set.has(w));
  const mins = fields.filter((c) => says(c, MIN_WORDS) && !says(c, MAX_WORDS));
  for (const min of mins) {
    const box = min.landmarks.at(-1)?.fingerprint ?? null;
    const max = fields.find((c) => c !== min && says(c, MAX_WORDS) && !says(c, MIN_WORDS) && (c.landmarks.at(-1)?.fingerprint ?? null) === box);
    if (max) return { min, max };
  }
  return null;
}

/** Whether a clause opens with a bound of its own ("and nothing over 90 a day"): a step apart from what comes before it. */
export function opensBound(text: string): boolean {
  return OPENS_BOUND.test(text);
}

/** Fields for a number (a spin button, a slider, a number box). */
const isNumberField = (c: Control) => c.line.role === 'spinbutton' || c.line.role === 'slider' || c.line.states.type === 'number';

/** The one number field named as the least, or as the most ("Up to (€)"), when the page has it alone. */
export function boundField(controls: readonly Control[], side: 'min' | 'max'): Control | null {
  const says = (c: Control, set: ReadonlySet<string>) => splitWords(c.line.name).some((w) => set.has(w));
  const [own, other] = side === 'min' ? [MIN_WORDS, MAX_WORDS] : [MAX_WORDS, MIN_WORDS];
  const found = controls.filter((c) => FIELDS.has(c.line.role) && isNumberField(c) && typeof c.line.states.blocked !== 'string' && says(c, own) && !says(c, other));
  return found.length === 1 ? found[0]! : null;
}

/** What to type where for a range the request says, or null when it says none or the page has no fields for it. */
export function rangeFill(text: string, controls: readonly Control[]): { control: Control; text: string }[] | null {
  const b = boundsIn(text);
  if (b.min === undefined && b.max === undefined) return null;
  const pair = rangeFields(controls);
  if (!pair) {
    // One bound, and the page's one field for that side of a range ("Up to (€)").
    if ((b.min === undefined) === (b.max === undefined)) return null;
    const side = b.min !== undefined ? 'min' : 'max';
    const field = boundField(controls, side);
    return field ? [{ control: field, text: String(b[side]) }] : null;
  }
  const out: { control: Control; text: string }[] = [];
  if (b.min !== undefined) out.push({ control: pair.min, text: String(b.min) });
  if (b.max !== undefined) out.push({ control: pair.max, text: String(b.max) });
  return out;
}
