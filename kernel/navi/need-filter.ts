// A need said instead of a control: "I need to be able to return it for free, filter for that",
// "we must have somewhere to charge the car, show only those", "I want it refundable". The need
// is met by the one checkbox or switch whose label says the same thing in other word forms
// ("Free returns", "Charging point", "Refundable fare"): every word of the label meets a
// word of the need by its stem or its root (a noun made of the verb: "sponsorship" of
// "sponsor", "refundable" of "refund"). That control is then turned on the usual way.
import { lastOf, outlineLines, SNAPSHOT } from './results.ts';
import { controlsOf, type Control } from './target-resolver.ts';
import type { StepContext } from './turn.ts';
import { contentStems, sameStem } from './words.ts';

/** What says a need: "I need", "we must have", "I'd like", and what asks for it ("filter for that"). */
const NEED_LEAD = /^(?:(?:i|we)\s+(?:really\s+|do\s+|also\s+)?(?:need|want|require|must\s+have|have\s+to\s+have|['’]d\s+like|would\s+like)\s+(?:to\s+)?)?(?:(?:be\s+)?able\s+to\s+)?/i;
const ASKS_FILTER = /,?\s*(?:so\s+)?(?:(?:please|can you|could you)\s+)?(?:filter|show|narrow|limit|restrict|keep)\s*(?:it\s+|them\s+|things\s+|results\s+)?(?:down\s+)?(?:only\s+)?(?:for|by|to|on)?\s*(?:that|those|it|them|this|these)?(?:\s+(?:only|please))*\s*[.!]?$/i;
const SAYS_ABLE = /^(?:(?:be\s+)?able\s+to|i\s+need|we\s+need|i\s+want|we\s+want|i\s+require|we\s+require|we\s+must|i\s+must)\b/i;

/** The need a request states with what asks to filter for it, or null when it is not one. */
export function parseNeed(text: string): string | null {
  const trimmed = text.trim();
  const tail = ASKS_FILTER.exec(trimmed);
  const asks = tail !== null && tail[0].trim().length > 0 && /\b(?:filter|show|narrow|limit|restrict|keep)\b/i.test(tail[0]);
  const says = SAYS_ABLE.test(trimmed);
  if (!asks && !says) return null;
  const body = (asks ? trimmed.slice(0, tail!.index) : trimmed).replace(NEED_LEAD, '').trim();
  return contentStems(body).length ? body : null;
}

/** Suffixes that make a noun or an adjective of a word ("relocation", "sponsorship", "refundable"). */
const DERIVED = /(?:ations?|itions?|ments?|ships?|ness|ities|ity|ings?|able|ible|ances?|ences?)$/;

/** A word's root: derivational suffix off, a doubled last consonant single ("controll" → "control"). */
export function rootOf(stem: string): string {
  const bare = stem.replace(DERIVED, '');
  if (bare.length < 4 || bare === stem) return stem;
  return /([b-df-hj-np-tv-z])\1$/.test(bare) ? bare.slice(0, -1) : bare;
}

/** Whether two stems are one word in different forms. */
export function sameRoot(a: string, b: string): boolean {
  return sameStem(a, b) || sameStem(rootOf(a), rootOf(b));
}

const TOGGLES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);

/** The one checkbox or switch every word of whose label the need says; null when none, or several alike. */
export function needControl(need: string, controls: readonly Control[]): Control | null {
  const words = contentStems(need);
  const fits = controls.filter((c) => {
    if (!TOGGLES.has(c.line.role) || typeof c.line.states.blocked === 'string' || c.line.states.disabled === true) return false;
    const label = contentStems(c.line.name);
    // "wifi" is the label "Wi-Fi": a hyphenated word said as one.
    const fused = contentStems(c.line.name.replace(/(\p{L})[-‐](\p{L})/gu, '$1$2'));
    const met = (ls: readonly string[]) => ls.length > 0 && ls.every((l) => words.some((w) => sameRoot(l, w)));
    return met(label) || met(fused);
  });
  if (fits.length <= 1) return fits[0] ?? null;
  // Several labels fit: the one that says most of the need ("Free returns" over "Free").
  const said = (c: Control) => contentStems(c.line.name).length;
  const top = Math.max(...fits.map(said));
  const best = fits.filter((c) => said(c) === top);
  return best.length === 1 ? best[0]! : null;
}

/**
 * The control a step's need is met by, once the page has been outlined: null before that, and
 * when the step states no need or no one control meets it (the step is then planned as usual).
 */
export function needMetBy(ctx: StepContext): Control | null {
  const need = parseNeed(ctx.step.text);
  const snap = need ? lastOf(ctx.mine, SNAPSHOT) : undefined;
  return need && snap?.ok ? needControl(need, controlsOf(outlineLines(snap))) : null;
}
