// A level set on a slider: "dim the reading lamp to 10%", "volume to a third", "fan speed at
// full", "turn the music up 10 percent", "a bit brighter". The value is said absolutely (a number,
// a percentage, a fraction word) or as a change from where the slider stands now (its value in
// the outline); the slider is the one whose name (and place) carries the request's words, or,
// when the request says "it", the one named in the Navi's last message. Several that fit: the
// person is asked which. Null when no slider fits: the request is read the other ways.
import { findNumbers } from './numbers.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, findVerb, sameStem } from './words.ts';

export interface LevelRequest {
  /** The words that name the slider ("reading lamp"); empty when the request says "it". */
  object: string;
  /** An absolute value, in the slider's own units. */
  to?: number;
  /** A fraction of the slider's whole range ("half", "a third", "full"). */
  fraction?: number;
  /** A change from the current value (signed), in the slider's units. */
  by?: number;
  /** The change was said as "a bit": a small step, however the control counts. */
  bit?: true;
}

const FRACTIONS: Record<string, number> = {
  half: 0.5,
  third: 1 / 3,
  quarter: 0.25,
  fifth: 0.2,
  tenth: 0.1,
  'two thirds': 2 / 3,
  'three quarters': 0.75,
  full: 1,
  max: 1,
  maximum: 1,
  top: 1,
  min: 0,
  minimum: 0,
  lowest: 0,
  highest: 1,
};
const FRACTION_RE = new RegExp(`\\b(?:to|at)\\s+(?:(?:a|one)\\s+)?(${Object.keys(FRACTIONS).join('|')})\\b`, 'i');
/** Words that say which way a level moves. */
const UP = /\b(?:up|raise|increase|higher|more|brighter|warmer|hotter|louder|faster|stronger|boost)\b/i;
const DOWN = /\b(?:down|lower|decrease|reduce|less|dimmer|darker|cooler|colder|quieter|softer|slower|weaker|dim)\b/i;
/** "a bit", "a little", "slightly": a small step (a tenth of a percentage scale). */
const A_BIT = /\b(?:a (?:little )?bit|a little|slightly|a touch|somewhat)\b/i;
/** Words of the level phrase itself, never of the slider's name. */
const LEVEL_WORDS = /\b(?:dim|brighten|raise|increase|decrease|reduce|lower|bump|crank|boost|turn|set|put|make|up|down|by|to|at|a|an|bit|little|slightly|touch|somewhat|percent|per cent|brightness|level|degrees?|notch(?:es)?|steps?|points?|(?:bright|warm|hott|loud|fast|strong|dimm|dark|cool|cold|quiet|soft|slow|weak|high|low)er|more|less|it|its|that|this|one)\b/gi;
/** A unit of measure right after a number ("5 hrs", "20 km", "3 kg"). */
const UNIT_AFTER = /^\s*(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|km|kms|kilomet(?:er|re)s?|miles?|mi|m|meters?|metres?|kg|kgs|g|lbs?|pounds?|l|litres?|liters?|ml)\b/i;
const ONE_UNIT = /\b(up|down)\s+(?:by\s+)?(?:a|an|one)\s+(?:degree|notch|step|point|level|percent)\b/i;

/** Reads a level request, or null when the words say no level. */
export function levelRequest(text: string): LevelRequest | null {
  const t = text.replace(/[.!?]+$/, '');
  let rest = t;
  let out: Omit<LevelRequest, 'object'> | null = null;
  let one: RegExpExecArray | null;
  const frac = FRACTION_RE.exec(t);
  if (frac) {
    out = { fraction: FRACTIONS[frac[1]!.toLowerCase()]! };
    rest = t.slice(0, frac.index) + ' ' + t.slice(frac.index + frac[0].length);
  } else {
    const nums = findNumbers(t);
    // "to 10%", "at 40 percent", "down to 10": an absolute value.
    const relative = nums.find((n) => n.before === 'by' || n.before === 'up' || n.before === 'down');
    const percent = (n: { end: number }) => /^\s*(?:%|percent|per cent)/i.test(t.slice(n.end));
    // "once I've used 70 percent": a share said with no change word is where it should stand.
    const abs = nums.find((n) => n.before === 'to' || n.before === 'at') ?? (relative || UP.test(t) || DOWN.test(t) ? undefined : nums.find(percent));
    if (abs && (percent(abs) || !relative)) {
      out = { to: abs.value };
      // "to 5 hrs", "at 20 km": the unit said after the value is the value's, not the slider's name.
      rest = t.slice(0, abs.start).replace(/\b(?:to|at)\s*$/i, ' ') + t.slice(abs.end).replace(UNIT_AFTER, ' ');
    } else if (relative || (nums.length && (UP.test(t) || DOWN.test(t)) && nums.some((n) => percent(n) || /^degre|^notch|^step|^point/.test(n.unit ?? '')))) {
      const n = relative ?? nums[0]!;
      const sign = DOWN.test(t.slice(0, n.start + 1)) && !UP.test(t.slice(Math.max(0, n.start - 6), n.start)) ? -1 : 1;
      out = { by: sign * n.value };
      rest = t.slice(0, n.start) + ' ' + t.slice(n.end);
    } else if ((one = ONE_UNIT.exec(t))) {
      // "up a degree", "down one notch": one of the unit named.
      out = { by: /^down$/i.test(one[1]!) ? -1 : 1 };
      rest = t.slice(0, one.index) + ' ' + t.slice(one.index + one[0].length);
    } else if (A_BIT.test(t) && (UP.test(t) || DOWN.test(t))) {
      out = { by: DOWN.test(t) && !UP.test(t) ? -10 : 10, bit: true };
    }
  }
  if (!out) return null;
  const verb = findVerb(rest);
  if (verb && verb.start === 0) rest = rest.slice(verb.end);
  const object = rest.replace(/%/g, ' ').replace(LEVEL_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return { object, ...out };
}

const isSlider = (c: Control) => c.line.role === 'slider' || c.line.states.type === 'range';

/** Sliders whose name and place carry every word of `object`. */
function slidersNamed(controls: readonly Control[], object: string): Control[] {
  let words = contentStems(object);
  const has = (c: Control, w: string) => [c.line.name, c.heading ?? '', ...c.landmarks.map((l) => l.name)].some((x) => contentStems(x).some((o) => sameStem(o, w)));
  // The first word where an imperative's verb stands ("pull the drums down") may be a verb the Navi does not know.
  if (words.length > 1 && !controls.some((c) => isSlider(c) && has(c, words[0]!))) words = words.slice(1);
  if (!words.length) return [];
  return controls.filter((c) => {
    if (!isSlider(c)) return false;
    const own = [c.line.name, c.heading ?? '', ...c.landmarks.map((l) => l.name)].flatMap((x) => contentStems(x));
    return words.every((w) => own.some((o) => sameStem(o, w)));
  });
}

/** "set it to half": the slider of the control the Navi's last message named in quotes. */
function sliderOfEarlier(controls: readonly Control[], earlier: string | undefined): Control[] {
  const names = [...(earlier ?? '').matchAll(/"([^"]{2,80})"/g)].map((m) => m[1]!);
  for (const name of names) {
    const words = contentStems(name);
    const fits = controls.filter((c) => isSlider(c) && words.length > 0 && words.every((w) => contentStems(c.line.name).some((o) => sameStem(o, w))));
    if (fits.length) return fits;
    // The slider beside the control named (in the same region, a light's dimmer beside its switch).
    const place = controls.find((c) => c.line.name === name)?.landmarks.at(-1)?.fingerprint;
    const beside = place ? controls.filter((c) => isSlider(c) && c.landmarks.at(-1)?.fingerprint === place) : [];
    if (beside.length === 1) return beside;
  }
  return [];
}

/** The slider's new value as typed, clamped to 0..100 (the usual scale of a level; the outline gives no range). */
export function levelValue(req: LevelRequest, current: number | null): string | null {
  let v: number;
  if (req.to !== undefined) v = req.to;
  else if (req.fraction !== undefined) v = req.fraction * 100;
  else if (req.by !== undefined && current !== null) v = current + req.by;
  else return null;
  return String(Math.round(Math.min(100, Math.max(0, v))));
}

export type LevelAct = { control: Control; text: string };

/**
 * The slider and the value to give it, a question when several sliders fit, or null when the
 * request names no level or no slider fits.
 */
export function levelFor(ctx: Pick<StepContext, 'step' | 'answer' | 'earlier'>, controls: readonly Control[], opts: { /** The slider was already chosen by the request's words (reached in a closed part). */ chosen?: boolean } = {}): LevelAct | StepDecision | null {
  const req = levelRequest(ctx.step.text);
  if (!req) return null;
  const named = opts.chosen ? controls.filter(isSlider) : !contentStems(req.object).length ? sliderOfEarlier(controls, ctx.earlier) : slidersNamed(controls, req.object);
  if (!named.length) return null;
  const act = (c: Control): LevelAct | StepDecision => {
    const current = c.line.value !== undefined && c.line.value !== '' && Number.isFinite(Number(c.line.value)) ? Number(c.line.value) : null;
    const text = levelValue(req, current);
    if (text === null) return { kind: 'stop', text: `I could not read where ${describeControl(c)} stands now, so I did not move it.` };
    if (current !== null && String(current) === text) return { kind: 'done', summary: `${describeControl(c)} is already at ${text}; nothing needed changing.` };
    return { control: c, text };
  };
  if (named.length === 1) return act(named[0]!);
  const list = named.slice(0, 8).map((c) => describeControl(c, true));
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `I found more than one: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one do you mean?` };
  const picked = pickByAnswer(named, a, (c) => describeControl(c, true));
  if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
  return act(picked);
}
