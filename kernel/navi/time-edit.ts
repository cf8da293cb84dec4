// "move the morning alarm to half past six", "push the backup an hour later": a record's time of
// day changed through its editor. The record is the one whose edit action ("Edit Morning alarm")
// carries the request's words, on screen or inside a closed part (a tab) opened first; the editor
// it opens (record-editor.ts) shows a time field, which gets the new time — said as a time of day,
// or as a change from the time the field holds — and the editor's own save button is pressed.
import { findTimes } from './dates.ts';
import { findShift } from './time-words.ts';
import { lookInsideFor, pinnedHidden } from './hidden-controls.ts';
import { EDIT, editsRecord, openEditor, saveButtonFor } from './record-editor.ts';
import type { Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, sameStem } from './words.ts';

export type TimeChange = { to: string } | { by: number };

/** The new time said ("to ten past seven"), or the change ("an hour later"); null when the request says no time. */
export function timeChange(text: string, now = new Date()): TimeChange | null {
  const times = findTimes(text, now).filter((t) => /\b(?:to|at|for)\s*$/i.test(text.slice(0, t.start)) || /^\s*(?:to|at)\b/i.test(text.slice(t.start)));
  if (times.length === 1) return { to: times[0]!.value };
  const shift = findShift(text);
  // Whole days ("out by a week") move a date, not a time of day.
  return shift && shift.minutes % 1440 !== 0 ? { by: shift.minutes } : null;
}

/** A time of day moved by minutes, within the day. */
export function shiftTime(hhmm: string, minutes: number): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return null;
  const total = (((Number(m[1]) * 60 + Number(m[2]) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const isTimeField = (c: Control) => c.line.states.type === 'time' || (['textbox', 'spinbutton'].includes(c.line.role) && contentStems(c.line.name).some((w) => sameStem(w, 'time')));

/** The edit action among `controls` whose name carries most of the request's words (one clearly ahead). */
function editorFor(words: readonly string[], controls: readonly Control[]): Control | null {
  const scored = controls
    .filter(editsRecord)
    .map((c) => ({ c, n: words.filter((w) => contentStems(c.line.name).some((s) => sameStem(s, w))).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  return scored.length && (scored.length === 1 || scored[0]!.n > scored[1]!.n) ? scored[0]!.c : null;
}

export type TimeEdit = { opener: Control } | { field: Control; time: string; save: Control | null } | StepDecision;

/**
 * The next part of a time change: the record's editor to open (or the closed part that holds it),
 * or, in the editor, its time field and the new time. `found`: the control a closed part was opened
 * to reach. Null when the request changes no time or no record's editor fits.
 */
export function timeEdit(ctx: StepContext, controls: readonly Control[], found: Control | null, now: Date): TimeEdit | null {
  const change = timeChange(ctx.step.text, now);
  if (!change) return null;
  const words = contentStems(ctx.step.text.replace(/\b(?:to|at)\b.*$/i, ''));
  const open = (opener: Control) => openEditor(ctx, opener, { meanings: ['set'], object: 'time', value: 'to' in change ? change.to : '' }, controls);
  if (found && pinnedHidden(ctx)?.kind === EDIT) {
    if (!isTimeField(found)) return null;
    const time = 'to' in change ? change.to : shiftTime(found.line.value ?? '', change.by);
    if (!time) return { kind: 'stop', text: `I could not read the time ${JSON.stringify(found.line.name)} holds, so I changed nothing.` };
    return { field: found, time, save: saveButtonFor(found, controls) };
  }
  if (found) return editsRecord(found) && editorFor(words, [found]) ? open(found) : null;
  const shown = editorFor(words, controls);
  if (shown) return open(shown);
  return lookInsideFor(ctx, (hidden) => editorFor(words, hidden));
}
