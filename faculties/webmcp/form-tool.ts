// Declarative WebMCP tools: a `<form toolname tooldescription>` the browser offers as a page tool.
// The page func reports the form's submit mode and named controls (RawForm); this module turns
// that into checked facts the descriptor hash covers, refuses arguments for sensitive fields, and
// words the approval. All pure, so the rules are tested alone.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { autocompleteReason, sensitiveRegionLevel, type SensitiveReason } from '../sdk/page/sensitivity.ts';
import { MAX_FORM_FIELDS, MAX_TOOL_NAME_CHARS } from './limits.ts';
import { FORM_CONTROLS, type FormControl, type FormField, type FormToolFacts, type RawForm } from './types.ts';

const CONTROLS: ReadonlySet<string> = new Set(FORM_CONTROLS);

/** Checked facts, or the words for why the tool is excluded. */
export function projectForm(raw: RawForm): { ok: true; form: FormToolFacts } | { ok: false; detail: string } {
  if (!Array.isArray(raw.fields) || typeof raw.autosubmit !== 'boolean') return { ok: false, detail: "The form's controls could not be read." };
  if (raw.fields.length > MAX_FORM_FIELDS) return { ok: false, detail: `The form has more than ${MAX_FORM_FIELDS} named controls.` };
  const fields: FormField[] = [];
  for (const f of raw.fields) {
    if (typeof f.name !== 'string' || f.name.length === 0 || f.name.length > MAX_TOOL_NAME_CHARS) {
      return { ok: false, detail: `A control's name is empty or longer than ${MAX_TOOL_NAME_CHARS} characters.` };
    }
    const control: FormControl = typeof f.control === 'string' && CONTROLS.has(f.control) ? (f.control as FormControl) : 'other';
    fields.push({ name: f.name, control, sensitive: fieldSensitivity(control, f.autocomplete, f.region) });
  }
  // A form with a password field is a login form: none of its fields is filled (as for semantic controls).
  if (fields.some((f) => f.sensitive === 'password')) for (const f of fields) f.sensitive ??= 'password-form';
  return { ok: true, form: { submit: raw.autosubmit ? 'autosubmit' : 'review', fields } };
}

/** The semantic rung's rules (semantic/sensitivity.ts) applied to one reported control. */
function fieldSensitivity(control: FormControl, autocomplete: unknown, region: unknown): SensitiveReason | null {
  const level = sensitiveRegionLevel(typeof region === 'string' ? region : null);
  if (level) return level;
  if (control === 'password') return 'password';
  return autocompleteReason(typeof autocomplete === 'string' ? autocomplete : null);
}

/**
 * `blocked-sensitive` when the arguments would fill a field AI Echo never fills (a password, a
 * login form, a one-time code, payment details, a marked region), before any approval or dispatch.
 */
export function formFieldRefusal(form: FormToolFacts | undefined, args: Record<string, unknown>): BridgeError | null {
  if (!form) return null;
  const hit = form.fields.find((f) => f.sensitive && Object.hasOwn(args, f.name));
  if (!hit) return null;
  return new BridgeError(
    'blocked-sensitive',
    `The form field ${JSON.stringify(hit.name)} is ${SENSITIVE_WORDS[hit.sensitive!]}: AI Echo never fills it. Fill it yourself in the page, or leave it out of the arguments.`,
    { field: hit.name, reason: hit.sensitive },
  );
}

const SENSITIVE_WORDS: Record<SensitiveReason, string> = {
  password: 'a password field',
  'password-form': 'part of a login form',
  credential: 'a credential field (or in a region the page marks credential)',
  'one-time-code': 'a one-time code field',
  payment: 'a payment field',
  private: 'in a region the page marks private',
  restricted: 'in a region the page marks restricted',
  'system-secret': 'in a region the page marks secret',
};

const MAX_SHOWN_VALUE_CHARS = 500;

/** One line per argument: the field, its control, its label from the schema (page text), and the value. */
export function filledValues(form: FormToolFacts, schema: Record<string, unknown>, args: Record<string, unknown>): string {
  const props = (schema.properties ?? {}) as Record<string, { description?: unknown } | undefined>;
  return Object.entries(args)
    .map(([name, value]) => {
      const field = form.fields.find((f) => f.name === name);
      const label = typeof props[name]?.description === 'string' ? ` "${String(props[name]!.description).slice(0, 120)}"` : '';
      const shown = JSON.stringify(value) ?? 'null';
      return `${name} (${field?.control ?? 'not a control of this form'}${label}) = ${shown.length > MAX_SHOWN_VALUE_CHARS ? `${shown.slice(0, MAX_SHOWN_VALUE_CHARS)}…` : shown}`;
    })
    .join('\n');
}

/** What the approval says happens after the fill, in AI Echo's words. */
export function afterFill(form: FormToolFacts): string {
  return form.submit === 'review'
    ? 'The form stays in the page, filled, with its submit button focused: nothing is sent until you review it and press Submit there.'
    : 'The page asked for toolautosubmit: the browser submits the form right after filling it, with no review step in the page.';
}
