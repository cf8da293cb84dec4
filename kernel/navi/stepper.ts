// "turn the oven up two degrees", "a bit louder" on a page whose control for it is a stepper: a
// pair of buttons that raise and lower a value shown beside them ("−" / "+", "Lower the
// volume" / "Raise the volume"), in a group the request's words name. How much one press moves
// the value is the page's own business, so it is measured: the group's text is read, the button
// pressed once, the text read again; the value's change is one step, and the rest of the presses
// follow from it. "a bit" is one press. Each press is its own approved click.
import { findNumbers } from './numbers.ts';
import { levelRequest } from './level-control.ts';
import { call, EXTRACT } from './results.ts';
import { describeControl, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { contentStems, sameStem, splitWords } from './words.ts';

const RAISES = new Set(['raise', 'increase', 'up', 'higher', 'more', 'plus', 'warmer', 'louder', 'brighter', 'faster', 'add', 'increment']);
const LOWERS = new Set(['lower', 'fewer', 'decrease', 'down', 'less', 'minus', 'cooler', 'colder', 'quieter', 'dimmer', 'slower', 'reduce', 'decrement']);
const sign = (c: Control): 1 | -1 | 0 => {
  const name = c.line.name.trim();
  if (/^\+$/.test(name)) return 1;
  if (/^[-−–]$/.test(name)) return -1;
  const words = splitWords(name);
  return words.some((w) => RAISES.has(w)) ? 1 : words.some((w) => LOWERS.has(w)) ? -1 : 0;
};

export interface Stepper {
  up: Control;
  down: Control;
  /** The group that holds them (its text shows the value). */
  group: { name: string; fingerprint: string };
}

/** Steppers: a raising and a lowering button alone in one named group. */
export function steppersOf(controls: readonly Control[]): Stepper[] {
  const byGroup = new Map<string, Control[]>();
  for (const c of controls) {
    const g = c.landmarks.at(-1);
    if (c.line.role !== 'button' || !g?.fingerprint) continue;
    byGroup.set(g.fingerprint, [...(byGroup.get(g.fingerprint) ?? []), c]);
  }
  const out: Stepper[] = [];
  for (const [fingerprint, buttons] of byGroup) {
    const ups = buttons.filter((b) => sign(b) === 1);
    const downs = buttons.filter((b) => sign(b) === -1);
    if (ups.length === 1 && downs.length === 1) out.push({ up: ups[0]!, down: downs[0]!, group: { name: ups[0]!.landmarks.at(-1)!.name, fingerprint } });
  }
  return out;
}

/** The steppers the request's words name (by their group's name or the buttons' names). */
function named(steppers: readonly Stepper[], object: string): Stepper[] {
  const words = contentStems(object);
  if (!words.length) return [];
  return steppers.filter((s) => {
    const own = [s.group.name, s.up.line.name, s.down.line.name, s.up.heading ?? ''].flatMap((x) => contentStems(x));
    return words.every((w) => own.some((o) => sameStem(o, w)));
  });
}

/** The first number that differs between two readings of the group's text, and by how much. */
export function stepBetween(before: string, after: string): number | null {
  const a = findNumbers(before).map((n) => n.value);
  const b = findNumbers(after).map((n) => n.value);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return Math.abs(b[i]! - a[i]!);
  return null;
}

const textOf = (r: Result) => String((r.result.data as { text?: unknown } | null)?.text ?? '');
const targets = (r: Result, fp: string) => (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === fp;

/** The presses to make (all of them, once the step is known), the read on the way, or null when no stepper fits. */
export function stepperFor(ctx: StepContext, controls: readonly Control[]): { presses: Control[] } | StepDecision | null {
  const level = levelRequest(ctx.step.text);
  // "there are three of us now", "make it 4 guests": a count said outright, reached from the value the group shows.
  const count = level ? null : countSaid(ctx.step.text);
  const req = level ?? count;
  if (!req || (req.by === undefined && req.to === undefined)) return null;
  const fits = named(steppersOf(controls), req.object);
  if (fits.length !== 1) return null;
  const s = fits[0]!;
  const reads0 = ctx.mine.filter((r) => r.call.name === EXTRACT && targets(r, s.group.fingerprint));
  if (req.by === undefined) {
    if (!reads0.length) return call(EXTRACT, { target: { fingerprint: s.group.fingerprint }, include: ['text'] }, `Read what ${JSON.stringify(s.group.name)} shows now, to tell how many presses make it ${req.to}.`);
    const now = findNumbers(textOf(reads0[0]!))[0]?.value;
    if (now === undefined) return { kind: 'stop', text: `I could not read what ${JSON.stringify(s.group.name)} shows now, so I changed nothing.` };
    if (now === req.to) return { kind: 'done', summary: `${JSON.stringify(s.group.name)} already shows ${now}; nothing needed changing.` };
    req.by = req.to! - now;
  }
  const button = req.by > 0 ? s.up : s.down;
  if (req.bit) return { presses: [button] };
  const reads = ctx.mine.filter((r) => r.call.name === EXTRACT && targets(r, s.group.fingerprint));
  const pressed = ctx.mine.filter((r) => r.call.name === 'browser.semantic.click' && targets(r, button.line.fingerprint ?? ''));
  const read = () => call(EXTRACT, { target: { fingerprint: s.group.fingerprint }, include: ['text'] }, `Read what ${JSON.stringify(s.group.name)} shows, to tell how far one press of ${describeControl(button)} moves it.`);
  if (!reads.length) return read();
  if (!pressed.length) return { presses: [button] };
  if (reads.length < 2) return read();
  const step = stepBetween(textOf(reads[0]!), textOf(reads[1]!));
  if (!step) return { kind: 'stop', text: `I pressed ${describeControl(button)} once, but what ${JSON.stringify(s.group.name)} shows did not change, so I pressed it no more.` };
  const total = Math.max(1, Math.round(Math.abs(req.by) / step));
  return { presses: Array.from({ length: total }, () => button) };
}


/** A count said outright with no level words ("three of us", "4 guests"): the one number, and the other words as the stepper's name. */
function countSaid(text: string): { object: string; to: number; by?: number; bit?: true } | null {
  const nums = findNumbers(text);
  if (nums.length !== 1 || !Number.isInteger(nums[0]!.value)) return null;
  const n = nums[0]!;
  // "three of us": the people counted, not a name.
  const object = (text.slice(0, n.start) + ' ' + text.slice(n.end)).replace(/\bof\s+(?:us|them|you)\b/gi, ' ').replace(/\b(?:people|persons?|now|anymore)\b/gi, ' ');
  return { object, to: n.value };
}
