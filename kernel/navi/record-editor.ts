// Changing one field of a record through its editor: "change Daniel's phone to 0161 555 0199" on
// a table whose rows open a menu with "Edit", which opens a dialog of the record's fields. The
// record's opener (record-opener.ts) shows the action that says the verb ("Edit" means set);
// that action is itself opened (a further part of the plan, hidden-controls.ts), and in what it
// shows the field the request names gets the value, then the editor's own save button is
// pressed. Each click and the typing are approved and read back as usual.
import { COLLAPSED, soughtControl, openToReach, pinnedHidden } from './hidden-controls.ts';
import { call, lastOf } from './results.ts';
import type { Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, meaningsOf, sameStem, splitWords, type Meaning } from './words.ts';

/** Roles of a record editor's fields. */
export const FIELDS = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox']);
/** Controls that are themselves a value to pick. */
export const PICKS = new Set(['radio', 'checkbox', 'switch']);
const SAVING: readonly Meaning[] = ['save', 'accept', 'apply'];
/** The kind the editor's field is pinned as, so its part knows to save after filling it. */
export const EDIT = 'edit';

const says = (c: Control, meanings: readonly Meaning[]) => splitWords(c.line.name).some((w) => meaningsOf(w).some((m) => meanings.includes(m)));

/** The field among what the editor showed that the request's words name best (one clearly ahead), or null. */
function fieldNamed(words: readonly string[], before: ReadonlySet<string>) {
  return (now: readonly Control[]): Control | null => {
    const scored = now
      .filter((c) => FIELDS.has(c.line.role) && !before.has(`${c.line.role}|${c.line.name}`) && typeof c.line.states.blocked !== 'string')
      .map((c) => ({ c, n: words.filter((w) => contentStems(c.line.name).some((s) => sameStem(s, w))).length }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n);
    return scored.length && (scored.length === 1 || scored[0]!.n > scored[1]!.n) ? scored[0]!.c : null;
  };
}

/** The buttons that follow a field past the editor's other fields (at most a few controls on), in the same landmark. */
function buttonsAfter(field: Control, controls: readonly Control[]): Control[] {
  const place = field.landmarks.at(-1)?.fingerprint;
  const after = controls.filter((c) => c.index > field.index && c.index <= field.index + 6 && c.landmarks.at(-1)?.fingerprint === place);
  const end = after.findIndex((c) => !FIELDS.has(c.line.role) && c.line.role !== 'button');
  return (end === -1 ? after : after.slice(0, end)).filter((c) => c.line.role === 'button');
}

/** The editor's button that keeps the change: in the field's form or dialog, named for saving. */
export function saveButtonFor(field: Control, controls: readonly Control[]): Control | null {
  const holder = field.landmarks.filter((l) => l.role === 'form' || l.role === 'dialog').at(-1)?.fingerprint;
  // An editor that is neither a form nor a dialog (fields and a "Publish" in a plain block): the buttons right after its fields.
  const inside = holder ? controls.filter((c) => c.line.role === 'button' && c.landmarks.some((l) => l.fingerprint === holder)) : buttonsAfter(field, controls);
  const found = inside.filter((c) => says(c, SAVING));
  // No "Save": an editor's "Update item" or "Change" keeps the change as well.
  const keeps = found.length ? found : inside.filter((c) => says(c, ['set']));
  return keeps.length === 1 ? keeps[0]! : null;
}

export type EditStep = { opener: Control } | { field: Control; save: Control | null } | StepDecision;

/** What the request sets: the field's words (or the record's), the value, and whether the value names the field by being one of its options. */
export interface EditRequest {
  meanings: readonly Meaning[];
  object: string;
  value?: string;
  /** "mark Piet as a captain": no field is named; the field is the one whose options hold the value. */
  byValue?: boolean;
}

/**
 * For a control reached inside a record (`found`): when the request sets a value and `found` is
 * the record's action that edits it, open it to reach the field; when `found` is that field, fill
 * it and save. Null when neither (the control is acted on as usual).
 */
export function editStep(ctx: StepContext, found: Control, request: EditRequest, controls: readonly Control[]): EditStep | null {
  if (request.value === undefined || !request.meanings.includes('set')) return null;
  // In the editor, a size or an option is a radio or a checkbox of its own ("Large", "Gift wrap").
  if (pinnedHidden(ctx)?.kind === EDIT) return FIELDS.has(found.line.role) || PICKS.has(found.line.role) ? { field: found, save: saveButtonFor(found, controls) } : null;
  if (FIELDS.has(found.line.role) || !says(found, ['set'])) return null;
  return openEditor(ctx, found, request, controls);
}

/** Whether a control is a record's edit action ("Edit", "Edit Piet Visser", "Change details"). */
export const editsRecord = (c: Control) => !FIELDS.has(c.line.role) && says(c, ['set']);

/**
 * Opens a record's editor (`opener`), the first part of a plan whose next part is pinned to the
 * field the request names, or (a value that names its field by being an option) to the editor's
 * first field, from which its select is found once its options are read.
 */
export function openEditor(ctx: StepContext, opener: Control, request: EditRequest, controls: readonly Control[]): { opener: Control } | StepDecision {
  // The editor opens like a closed part: its opening is split off as one (hidden-controls.ts).
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${JSON.stringify(opener.line.name)} opens an editor: look at the page's closed parts before opening it.`);
  const before = new Set(controls.map((c) => `${c.line.role}|${c.line.name}`));
  const named = fieldNamed(contentStems(request.object), before);
  const shown = (now: readonly Control[]) => now.find((c) => FIELDS.has(c.line.role) && !before.has(`${c.line.role}|${c.line.name}`) && typeof c.line.states.blocked !== 'string') ?? null;
  const wanted = soughtControl('textbox', request.byValue ? (request.value ?? '') : request.object, opener);
  return openToReach(ctx, { control: wanted, opener, kind: EDIT, seek: request.byValue ? (now) => named(now) ?? shown(now) : named });
}
