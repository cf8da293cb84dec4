// Whole forms: what a form asks for (fields, their state and validity, where it sends), filling
// several of its fields in one call (each refused if protected, checked as its own action would
// check it, scrolled into view if needed and hit-tested before it changes, then entered the way
// type, select and check enter it), and submitting it through its submit control after the
// consequential checks.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { FORMS_MAX_FORMS, FORMS_MAX_OPTIONS, MAX_LABEL_CHARS, MAX_VALUE_CHARS, bound } from '../limits.ts';
import type { FillField, FillResult, FormField, FormsResult, PageEvidence, PageForm, RuntimeApi, SubmitResult, Target } from '../protocol.ts';
import { CHECKABLE_ROLES, chooseOptions, evidence, notEditable, optionsFor, prepare, refuseSensitive, typeableKind, type Prepared } from './act.ts';
import { defaultButton } from './activation.ts';
import { clickAt, settle, type EventLog } from './events.ts';
import { activationHit, hitTest, notHittable } from './hit-test.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { checkEntry, enterText, type EntryKind } from './input.ts';
import { locate } from './locate.ts';
import { collapse } from '../../sdk/page/name.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { fieldReason, frameRegionLevel, regionLevelOf } from '../../sdk/page/sensitive.ts';
import { checkedOf, inViewport, isDisabled, isVisible, selectedLabels, stateOf, valueOf } from '../../sdk/page/state.ts';
import { PathMemo, allElements } from '../../sdk/page/tree.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(el: Element): el is Field {
  if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && !['hidden', 'submit', 'reset', 'button', 'image'].includes(el.type);
}

function isSubmitter(el: Element): el is HTMLButtonElement | HTMLInputElement {
  return (el instanceof HTMLButtonElement && el.type === 'submit') || (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image'));
}

/** The form a control belongs to (its form owner, else an enclosing <form>), or null. */
export function formOf(el: Element): HTMLFormElement | null {
  if ('form' in el && el.form instanceof HTMLFormElement) return el.form;
  return el.closest('form');
}

function controlName(el: Field): string {
  if (el instanceof HTMLSelectElement) return el.multiple ? 'select-multiple' : 'select';
  if (el instanceof HTMLTextAreaElement) return 'textarea';
  return el.type;
}

function groupOf(el: Element): string | null {
  const fieldset = el.closest('fieldset');
  const legend = fieldset?.querySelector(':scope > legend');
  return legend ? bound(collapse(legend.textContent ?? ''), MAX_LABEL_CHARS) : null;
}

/** Why a form is never filled or submitted by AI Echo: its first protected field or region, else null. */
export function protectedReason(form: HTMLFormElement): string | null {
  const region = regionLevelOf(form) ?? frameRegionLevel();
  if (region) return region;
  const memo = new Map<HTMLFormElement, boolean>();
  for (const control of form.elements) {
    const reason = regionLevelOf(control) ?? fieldReason(control, memo);
    if (reason) return reason;
  }
  return null;
}

function describeField(el: Field, memo: PathMemo, formMemo: Map<HTMLFormElement, boolean>): FormField {
  const withheld = regionLevelOf(el) ?? fieldReason(el, formMemo);
  const field: FormField = {
    ...locate(el, memo),
    control: controlName(el),
    group: groupOf(el),
    required: el.required,
    disabled: isDisabled(el),
    readOnly: 'readOnly' in el ? el.readOnly : false,
    // validity, not checkValidity(): reading must not fire the page's invalid handlers.
    valid: el.validity.valid,
  };
  if (!el.validity.valid && el.validationMessage) field.validationMessage = bound(el.validationMessage, 200);
  const checked = checkedOf(el);
  if (checked !== undefined) field.checked = checked;
  if (withheld) {
    field.withheld = withheld;
    return field;
  }
  const value = valueOf(el, MAX_VALUE_CHARS);
  if (value !== undefined && checked === undefined) field.value = value;
  if (el instanceof HTMLSelectElement) {
    field.selectedLabels = selectedLabels(el);
    field.options = [...el.options].slice(0, FORMS_MAX_OPTIONS).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS));
  }
  return field;
}

function describeForm(form: HTMLFormElement | null, controls: Element[], maxFields: number, memo: PathMemo): PageForm {
  const formMemo = new Map<HTMLFormElement, boolean>();
  const fields: FormField[] = [];
  let omitted = 0;
  const submitters = [];
  for (const el of controls) {
    if (!isVisible(el)) continue;
    if (isSubmitter(el)) submitters.push(refOf(identify(el, memo)));
    else if (isField(el)) {
      if (fields.length >= maxFields) omitted++;
      else fields.push(describeField(el, memo, formMemo));
    }
  }
  const where = form ? locate(form, memo) : { fingerprint: null, role: 'generic', name: '(fields outside any form)', target: null };
  return {
    ...where,
    action: form ? projectUrl(form.action) : null,
    method: form ? form.method : null,
    fields,
    submitters,
    protected: form ? protectedReason(form) !== null : fields.some((f) => f.withheld),
    omittedFields: omitted,
  };
}

export function forms(args: RuntimeApi['forms']['args']): FormsResult {
  const memo = new PathMemo();
  const frameLevel = frameRegionLevel();
  if (frameLevel) throw new BridgeError('blocked-sensitive', 'This frame is inside a marked region; its forms are never read.', { reason: frameLevel });
  let list: HTMLFormElement[];
  if (args.target) {
    const el = resolveTarget(args.target, memo);
    const form = el instanceof HTMLFormElement ? el : formOf(el);
    if (!form) throw new BridgeError('target-not-found', 'The target is not a form and is not inside one.');
    list = [form];
  } else {
    list = [...allElements()].filter((el): el is HTMLFormElement => el instanceof HTMLFormElement);
  }
  const result: PageForm[] = [];
  for (const form of list.slice(0, FORMS_MAX_FORMS)) {
    if (regionLevelOf(form)) {
      result.push({ ...locate(form, memo), action: null, method: null, fields: [], submitters: [], protected: true, omittedFields: form.elements.length });
      continue;
    }
    result.push(describeForm(form, [...form.elements], args.maxFields, memo));
  }
  if (!args.target) {
    const loose = [...allElements()].filter((el) => (isField(el) || isSubmitter(el)) && formOf(el) === null && !regionLevelOf(el));
    if (loose.length) result.push(describeForm(null, loose, args.maxFields, memo));
  }
  return { url: projectUrl(location.href), forms: result, omitted: { forms: Math.max(0, list.length - FORMS_MAX_FORMS) } };
}

// ---- fill ----

type Plan =
  | { kind: 'entry'; p: Prepared; entry: EntryKind; value: string }
  | { kind: 'check'; p: Prepared; checked: boolean }
  | { kind: 'select'; p: Prepared; el: HTMLSelectElement; options: HTMLOptionElement[] };

function keysOf(f: FillField): string[] {
  return (['value', 'label', 'values', 'labels', 'checked'] as const).filter((k) => f[k] !== undefined);
}

/** Resolves one field and checks it as its own action would (check, select, type), changing nothing. */
function planField(f: FillField, index: number): Plan {
  const p = prepare(f.target);
  const el = p.el;
  const keys = keysOf(f);
  const what = `field ${index + 1} (${p.id.role}${p.id.name ? ` "${bound(p.id.name, 40)}"` : ''})`;
  const need = (allowed: string[]) => {
    if (keys.length !== 1 || !allowed.includes(keys[0]!)) {
      throw new BridgeError('invalid-input', `${what} takes ${allowed.join(' or ')}${keys.length ? `, not ${keys.join(' and ')}` : ''}.`);
    }
  };
  const checked = checkedOf(el);
  if (CHECKABLE_ROLES.has(p.id.role) && checked !== undefined) {
    need(['checked']);
    if (isDisabled(el)) notEditable(`${what} is disabled.`, 'disabled');
    if (!f.checked && (p.id.role === 'radio' || p.id.role === 'menuitemradio')) notEditable(`${what}: a radio button is cleared by checking another one in its group.`, 'radio-uncheck');
    return { kind: 'check', p, checked: f.checked! };
  }
  if (el instanceof HTMLSelectElement) {
    if (isDisabled(el)) notEditable(`${what} is disabled.`, 'disabled');
    need(el.multiple ? ['values', 'labels'] : ['value', 'label']);
    return { kind: 'select', p, el, options: optionsFor(el, f) };
  }
  if (el instanceof HTMLInputElement && el.type === 'file') notEditable(`${what} is a file field: only the person picks a file, through browser.semantic.upload.`, 'file-input');
  need(['value']);
  const entry = typeableKind(p);
  checkEntry(el, entry, f.value!, true);
  return { kind: 'entry', p, entry, value: f.value! };
}

/** A person scrolls to a field before using it; the hit test then decides whether it can be used. */
function bringIntoView(el: Element, log: EventLog): void {
  if (inViewport(el)) return;
  el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  log.push('scrollIntoView');
}

function applyPlan(plan: Plan, log: EventLog): void {
  const el = plan.p.el;
  bringIntoView(el, log);
  switch (plan.kind) {
    case 'entry':
      hitTest(el);
      log.push(...enterText(el, plan.entry, plan.value, true));
      return;
    case 'check':
      if (checkedOf(el) !== plan.checked) clickAt(activationHit(el), log);
      return;
    case 'select':
      chooseOptions(plan.el, plan.options, log);
  }
}

export async function fill(args: RuntimeApi['fill']['args']): Promise<FillResult> {
  if (!args.fields.length) throw new BridgeError('invalid-input', 'fill needs at least one field.');
  // Everything is resolved and checked before anything changes.
  const plans = args.fields.map(planField);
  const els = plans.map((pl) => pl.p.el);
  if (new Set(els).size !== els.length) throw new BridgeError('invalid-input', 'The same field is listed twice.');
  const form = formOf(els[0]!);
  if (els.some((el) => formOf(el) !== form)) throw new BridgeError('invalid-input', 'The fields belong to different forms; fill one form per call.');
  if (form) {
    const reason = protectedReason(form);
    if (reason) throw new BridgeError('blocked-sensitive', `The form holds a protected field (${reason}); AI Echo fills none of it. Ask the person to fill it.`, { reason });
  }
  const out: PageEvidence[] = [];
  for (const [i, plan] of plans.entries()) {
    const log: EventLog = [];
    try {
      applyPlan(plan, log);
    } catch (err) {
      if (!(err instanceof BridgeError)) throw err;
      const note = i ? ` Fields 1-${i} were filled; nothing after field ${i + 1} was touched.` : ' Nothing was filled.';
      throw new BridgeError(err.code, `Field ${i + 1}: ${err.message}${note}`, { ...err.detail, field: i, filled: i });
    }
    out.push(await evidence('fill', plan.p, log));
  }
  await settle();
  return { action: 'fill', url: projectUrl(location.href), form: form ? refOf(identify(form, new PathMemo())) : null, fields: out, trustedInput: false };
}

// ---- submit ----

function submitterFor(target: Target): { p: Prepared; form: HTMLFormElement; submitter: HTMLButtonElement | HTMLInputElement } {
  const p = prepare(target);
  const el = p.el;
  if (el instanceof HTMLFormElement) {
    const submitter = defaultButton(el);
    if (!submitter) notHittable('no-submitter', 'The form has no submit button, so nothing a person could see and press would submit it; nothing was done.');
    refuseSensitive(submitter);
    return { p: { el: submitter, id: identify(submitter, new PathMemo()), before: stateOf(submitter, false) }, form: el, submitter };
  }
  if (!isSubmitter(el)) notEditable(`The target is a ${p.id.role} that does not submit a form; use click for it.`, 'not-submitter');
  if (!el.form) notEditable('The submit button belongs to no form.', 'no-form');
  return { p, form: el.form, submitter: el };
}

export async function submit(args: RuntimeApi['submit']['args']): Promise<SubmitResult> {
  const { p, form, submitter } = submitterFor(args.target);
  // The consequential check: a form with a password, credential, one-time code, payment field or
  // private region is the person's to send, whatever the Navi was asked.
  const reason = protectedReason(form);
  if (reason) throw new BridgeError('blocked-sensitive', `The form holds a protected field (${reason}); the person submits it themselves.`, { reason });
  if (submitter.matches(':disabled')) notHittable('disabled', 'The submit button is disabled.');
  const log: EventLog = [];
  bringIntoView(submitter, log);
  const hit = hitTest(submitter);
  let submitEvent: Event | null = null;
  const invalid: Element[] = [];
  const onSubmit = (e: Event) => {
    if (e.target === form) submitEvent = e;
  };
  const onInvalid = (e: Event) => {
    if (e.target instanceof Element && formOf(e.target) === form) invalid.push(e.target);
  };
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('invalid', onInvalid, true);
  try {
    clickAt(hit, log);
  } finally {
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('invalid', onInvalid, true);
  }
  const memo = new PathMemo();
  if (!submitEvent && invalid.length) {
    throw new BridgeError('form-invalid', `The form's own checks stopped the submission: ${invalid.length} field(s) need attention.`, {
      fields: invalid.slice(0, 20).map((el) => ({ ...refOf(identify(el, memo)), message: bound((el as Field).validationMessage ?? '', 200) })),
    });
  }
  const event = submitEvent as Event | null;
  const result = await evidence('submit', p, log);
  return {
    ...result,
    form: refOf(identify(form, memo)),
    submitted: event !== null && !event.defaultPrevented,
    handledByPage: event === null || event.defaultPrevented,
    method: (submitter.getAttribute('formmethod') ?? form.method).toLowerCase(),
    destination: projectUrl(submitter.hasAttribute('formaction') ? submitter.formAction : form.action),
  };
}
