// A step done with the page's ordinary controls, when no page tool fits: record why (the ladder
// needs the reason), outline the page, find the control the person means, and do what the verb
// and the control imply — turn a switch or checkbox on or off, choose an option of a select, type
// into a field, click. "Search for X" and "apply the coupon X" are a field and its button. The
// result is read back independently (AgentToolset verifies the target) before anything is said.
import type { ToolCall } from '../navi-engine.ts';
import { matchOption, orderingVariants } from './value-meaning.ts';
import { preferChangeable } from './wished-state.ts';
import { actOf, affordancesOf, chooseAffordance, coverAffordances, describeAffordance, inScope, namesRoleWord, rankAffordances, type Affordance } from './affordances.ts';
import { findDates } from './dates.ts';
import { findNumbers } from './numbers.ts';
import { fieldOfSort, shapedValueSet } from './shaped-field.ts';
import { composeFormIn, parseMessageAsk, recipientOption, subjectOf, type ComposeForm, type MessageAsk } from './message-compose.ts';
import { holdersOf } from './value-holders.ts';
import { amountIn, formOf, implicitForm, isImplicitForm, isPlaceholder, optionFor, planForm, submitNaming, withImplicitForms, type FormField } from './form-fill.ts';
import { textForField } from './field-text.ts';
import { COLLAPSED, hiddenControlsOf, lookInside, lookInsideFor, pinnedHidden, reaching, revealedIn, revealing } from './hidden-controls.ts';
import { choicesOf, type Choice } from './option-meaning.ts';
import { namesVerbOf, openRecordFor, opens } from './record-opener.ts';
import { pressesFor } from './count-buttons.ts';
import { seatChosen, seatsNamed } from './seat-codes.ts';
import { actInView, actionSayers, openerShown, openThenAct, scopeIn } from './open-then-act.ts';
import { editStep, editsRecord, openEditor, saveButtonFor } from './record-editor.ts';
import { recordDetail } from './record-detail.ts';
import { namesOwner, ownerFilter } from './owner-filter.ts';
import { clickThenConfirm, CONFIRM, confirmIn, isConsequential, isOnward, messageSaid, reasonField } from './consequence-dialog.ts';
import { ownActionWord } from './own-action.ts';
import { hiddenBetter } from './hidden-better.ts';
import { negatesSetting } from './negated-wish.ts';
import { creating, creatorFor, goesToExisting, makesKind, openCreator } from './record-creator.ts';
import { nameOnlyForm } from './creator-name.ts';
import { valueSelect, valueToggle, namesProperly, namesValue, offering, parseRecordValue, recordEditor, recordSelects, recordShown, type RecordValue } from './record-value.ts';
import { pageFor, paged, type Paging } from './pager.ts';
import { pickByDegree } from './degree-pick.ts';
import { describedPick, pointedAt } from './described-record.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { call, EXTRACT, failure, FALLBACK, lastOf, outlineLines, SNAPSHOT } from './results.ts';
import { rangeFill } from './range-fill.ts';
import { pressable, wishActs, wishAsked, wishNote, wishReach } from './settings-wish.ts';
import { levelFor, levelRequest } from './level-control.ts';
import { stepperFor } from './stepper.ts';
import { timeEdit, type TimeEdit } from './time-edit.ts';
import { refuseBlocked, refuseProtected } from './refusals.ts';
import { findQuotes, maskQuotes } from './steps.ts';
import {
  containersOf,
  containerWordsIn,
  controlsInside,
  controlsOf,
  describeControl,
  dialogOf,
  isCloser,
  resolveControl,
  regionIn,
  roleWordsIn,
  targetOf as target,
  type Control,
  type Line,
} from './target-resolver.ts';
import { codeTokens } from './tool-matcher.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { findRecency } from './recency.ts';
import { contentStems, findOrdinal, findVerb, meaningsOf, sameStem, splitWords, stem, STOP_WORDS, type Meaning, type VerbMatch } from './words.ts';

const CLICKABLE = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'checkbox', 'radio', 'switch', 'treeitem']);
const TEXT = new Set(['textbox', 'searchbox', 'spinbutton']);
const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const SELECTS = new Set(['combobox', 'listbox']);
const ACTIONS = new Set(['browser.semantic.click', 'browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select', 'browser.semantic.key']);
const SCROLL = 'browser.semantic.scroll';
const VERIFY = 'browser.semantic.verify';

/** Verbs whose word names the control that does them ("Save changes", "Accept all", "Pay €10"). */
const NAMING: Meaning[] = ['accept', 'decline', 'save', 'pay', 'apply', 'search', 'delete', 'close', 'sort'];
const TURN_ON: Meaning[] = ['on', 'check', 'complete', 'accept', 'choose'];
const TURN_OFF: Meaning[] = ['off', 'uncheck', 'uncomplete', 'decline'];

export interface SemanticIntent {
  verb: VerbMatch | null;
  meanings: Meaning[];
  /** Words that describe the control. */
  object: string;
  /** Text to type or the option to choose, in the person's own casing. */
  value?: string;
  ordinal?: number;
  roles?: string[];
  /** The role word as said ("options"): it still names a control whose own name holds it ("Delivery options"). */
  roleWord?: string;
  /** The words of a region the control is placed in ("billing" of "on the billing form"). */
  scope?: string;
  containers: string[];
}

/** Reads one step: the verb, what it is about, and the value, if any. */
export function parseSemantic(text: string, without?: Meaning): SemanticIntent {
  const quotes = findQuotes(text);
  const masked = maskQuotes(text, quotes);
  const verb = findVerb(masked);
  const meanings = (verb?.meanings ?? []).filter((m) => m !== without);
  const from = verb?.end ?? 0;
  const rest = text.slice(from);
  const restMasked = masked.slice(from);
  let object = rest;
  let value: string | undefined;
  const unquote = (s: string) => {
    const t = s.trim().replace(/[.!]+$/, '');
    const q = findQuotes(t).find((x) => x.start === 0 && x.end === t.length);
    return q ? q.text : t;
  };
  const split = (re: RegExp, valueFirst: boolean): boolean => {
    const m = re.exec(restMasked);
    if (!m) return false;
    const a = rest.slice(0, m.index);
    const b = rest.slice(m.index + m[0].length);
    object = valueFirst ? b : a;
    value = unquote(valueFirst ? a : b);
    return true;
  };
  const typing = meanings.includes('type');
  const setting = meanings.some((m) => ['set', 'choose', 'sort', 'on', 'off'].includes(m));
  if (typing) {
    // "type X into Y", "enter X as the Y", "fill in Y: X", "fill in Y with X"
    split(/\s+(?:into|in|to)\s+(?=\S)/i, true) || split(/\s+as\s+(?=\S)/i, true) || split(/\s*:\s+/, false) || split(/\s+with\s+/i, false);
  } else if (meanings.includes('search')) {
    split(/\s*\bfor\s+/i, false) || ((value = unquote(rest)), (object = ''), true);
    // "find Ada in the member list": where to look is not what is looked for.
    if (value !== undefined && !quotes.length) value = value.replace(/\s+(?:in|on|from)\s+(?:the|this|our|my)\s+[\p{L}\s-]{0,30}?\b(?:list|table|directory|page|tab|section|results?)\s*[.!?]*$/iu, '');
  } else if (setting || meanings.includes('rename')) {
    // "rename the runbook to 'Deploy (k8s)'": the new name is the value.
    split(/\s+to\s+(?=\S)/i, false) || split(/\s*:\s+/, false);
    // "rename it Kitchen TV": after a pronoun, the rest is the new name.
    const named = value === undefined && meanings.includes('rename') ? /^\s*(it|this|that|this one|that one)\s+(?=\S)/i.exec(restMasked) : null;
    if (named) {
      object = named[1]!;
      value = unquote(rest.slice(named[0].length));
    }
  } else if (meanings.includes('apply')) {
    const code = quotes.find((q) => q.start >= from)?.text ?? codeTokens(rest)[0];
    if (code) {
      value = code;
      object = rest.replace(code, ' ');
    }
  }
  // "switch alerts off", "turn the heating on": the state comes last.
  const state = value === undefined ? /\s+(on|off)\s*[.!]*\s*$/i.exec(object) : null;
  // "tick it off", "check them off", "cross the milk off": the particle of marking done, not the state "off".
  if (state && state[1]!.toLowerCase() === 'off' && meanings.includes('complete') && !meanings.includes('off')) object = object.slice(0, state.index);
  else if (state) {
    value = state[1]!.toLowerCase();
    object = object.slice(0, state.index);
  }
  // A quoted name on a click ("click the second 'Add to basket' button") is the control's name.
  if (!typing && !setting && value === undefined) object = object.replace(/["'“”‘’]/g, ' ');
  // "the 22nd" past the first ten is a day of the month, said as a number on the page.
  // "newest first", "cheapest first": an ordering, not the first of a list.
  let ordinal = findOrdinal(object);
  if (ordinal && (ordinal.n === 1 || ordinal.n === -1) && orderingVariants(object).length) ordinal = null;
  // "open the latest email": the newest of those that fit, unless the request orders by it.
  if (!ordinal && !meanings.includes('sort') && !/\b(?:first|last|by|to)\b/i.test(object)) ordinal = findRecency(object);
  if (ordinal && ordinal.n > 10) {
    object = object.slice(0, ordinal.start) + String(ordinal.n) + object.slice(ordinal.end);
    ordinal = null;
  }
  if (ordinal) object = object.slice(0, ordinal.start) + object.slice(ordinal.end);
  const containers = containerWordsIn(object);
  // The region first, so its own kind ("tab", "menu") is not taken for the control's role.
  const scoped = regionIn(object);
  if (scoped) object = scoped.rest;
  const role = roleWordsIn(object);
  const roleWord = role ? object.slice(role.span.start, role.span.end) : undefined;
  if (role) object = object.slice(0, role.span.start) + object.slice(role.span.end);
  return {
    verb,
    meanings,
    object: object.trim(),
    ...(value !== undefined ? { value } : {}),
    ...(ordinal ? { ordinal: ordinal.n } : {}),
    ...(role ? { roles: role.roles, roleWord } : {}),
    ...(scoped ? { scope: scoped.scope } : {}),
    containers,
  };
}

export type Act =
  | { op: 'click'; control: Control; why?: string }
  | { op: 'check'; control: Control; checked: boolean }
  | { op: 'type'; control: Control; text: string }
  | { op: 'select'; control: Control; label: string }
  | { op: 'key'; control: Control; key: 'Enter' };


function actCall(act: Act): { call: ToolCall; rationale: string } {
  const what = describeControl(act.control, true);
  switch (act.op) {
    case 'click': {
      const pays = splitWords(act.control.line.name).some((w) => meaningsOf(w).includes('pay'));
      return {
        call: { name: 'browser.semantic.click', arguments: target(act.control) },
        rationale: act.why ?? (pays ? `Click ${what}: this pays or places the order, so the approval window names it and nothing happens until you approve.` : `Click ${what}.`),
      };
    }
    case 'check':
      return { call: { name: 'browser.semantic.check', arguments: { ...target(act.control), checked: act.checked } }, rationale: `${act.checked ? 'Turn on' : 'Turn off'} ${what}.` };
    case 'type':
    {
      // A date field takes YYYY-MM-DD, a number field a number (field-text.ts).
      const text = textForField(act.control, act.text);
      return { call: { name: 'browser.semantic.type', arguments: { ...target(act.control), text, clear: true } }, rationale: `Type ${JSON.stringify(text)} into ${what}.` };
    }
    case 'select':
      return { call: { name: 'browser.semantic.select', arguments: { ...target(act.control), label: act.label } }, rationale: `Choose ${JSON.stringify(act.label)} in ${what}.` };
    case 'key':
      return { call: { name: 'browser.semantic.key', arguments: { ...target(act.control), key: act.key } }, rationale: `Press Enter in ${what} to submit it.` };
  }
}

interface Field {
  fingerprint?: string | null;
  options?: string[];
  /** What the page says about each option beyond its label (its title or description), side by side with options. */
  optionNotes?: string[];
  selectedLabels?: string[];
}

/** A select's options with what the page says about each. */
function choicesIn(field: Field | undefined): Choice[] {
  return choicesOf(field?.options ?? [], field?.optionNotes);
}

function fieldsOf(r: Result | undefined): Field[] {
  const fields = (r?.result.data as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) ? (fields as Field[]) : [];
}

/**
 * The reason for leaving WebMCP, recorded again when the person's latest message came after the
 * one recorded: the router drops reasons at each message, and a change must not run without one.
 */
function fallbackFirst(ctx: StepContext, reason: string): StepDecision | null {
  if (lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return null;
  return call(FALLBACK, { reason: reason.slice(0, 500) }, 'Record again why I am using the page\'s ordinary controls (your answer began a new request).');
}

export function planSemantic(ctx: StepContext, reason: string, opts: { /** No verb: act only on a control the words clearly name, else say this. */ unclear?: string; /** The clock dates in the request are read against. */ now?: Date } = {}): StepDecision {
  return paged(ctx, (p, paging) => revealing(p, (c) => planVisible(c, reason, opts, paging)));
}

function planVisible(ctx: StepContext, reason: string, opts: { unclear?: string; now?: Date }, paging?: Paging): StepDecision {
  const now = opts.now ?? new Date();
  const fb = lastOf(ctx.mine, FALLBACK);
  if (!fb) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool fits).");
  if (!fb.ok) return { kind: 'stop', text: `I stopped: ${failure(fb)}` };
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, 'Outline the page to find the control.');
  if (!snap.ok) return { kind: 'stop', text: `I could not outline the page: ${failure(snap)}` };
  const lines = outlineLines(snap);
  const controls = controlsOf(lines);
  const extract = lastOf(ctx.mine, EXTRACT);
  let intent = parseSemantic(ctx.step.text);
  let planned = chooseActs(ctx, intent, lines, controls, extract, now, paging);
  if (opts.unclear !== undefined && !intent.verb && !pinnedHidden(ctx) && 'kind' in planned && (planned.kind === 'stop' || (planned.kind === 'ask' && !levelRequest(ctx.step.text) && !wishAsked(planned)))) return { kind: 'stop', text: opts.unclear };
  // A verb of two meanings ("put X in Y": type, or add): when typing finds no field, the other.
  if ('kind' in planned && planned.kind === 'stop' && intent.meanings.includes('type') && intent.meanings.length > 1) {
    const other = parseSemantic(ctx.step.text, 'type');
    const retry = chooseActs(ctx, other, lines, controls, extract, now, paging);
    if (!('kind' in retry) || retry.kind !== 'stop') {
      intent = other;
      planned = retry;
    }
  }
  if ('kind' in planned) return planned;
  let acts = planned;
  // A record's own button ("<event> 16:00–17:00") where the request's action is done inside what it opens: open, then act there.
  const lone = acts.length === 1 && acts[0]!.op === 'click' && !acts[0]!.why && !pinnedHidden(ctx) && !reaching(ctx) ? acts[0]! : null;
  const inView = lone ? openThenAct(ctx, intent.verb, intent.object, lone.control, controls) : null;
  if (inView) {
    const first = viaOpener(inView);
    if ('kind' in first) return first;
    acts = first;
  }
  // "reserve the boat trip": the control that does it may ask to confirm first; that dialog is confirmed next.
  const only = acts.length === 1 ? acts[0]! : null;
  // "unlock the door": a button that says the request's own action word may ask to confirm too.
  const plain = only?.op === 'click' && !only.why && !pinnedHidden(ctx) && !inView ? only : null;
  const own = plain ? ownActionWord(ctx.step.text, plain.control) : null;
  // ("add it" with "Add Wi-Fi booster disc": adding to an account may ask to confirm the price
  // first, as buying does; its dialog's "Add — £3.00/month" says the word again. None is no note.)
  const verbWord = intent.verb?.text.split(/\s+/)[0];
  // (Not a click that opens something to reach, such as a creator's "New task".)
  const adds = !isConsequential(intent.meanings) && intent.meanings.includes('add') && verbWord !== undefined && !reaching(ctx) ? verbWord : undefined;
  if (plain && (((isConsequential(intent.meanings) || adds) && intent.verb && namesVerb(plain.control, { text: verbWord!, meanings: intent.meanings })) || own)) {
    const first = viaOpener(clickThenConfirm(ctx, plain.control, intent.meanings, controls, own ?? adds));
    if ('kind' in first) return first;
    acts = [{ ...first[0]!, why: `Click ${describeControl(plain.control, true)}: this goes ahead with "${ctx.request.trim()}" (it may ask to confirm next); nothing happens until you approve.` } as Act];
  }

  // Run the actions in order; each needs its own approval. A control is checked to be on screen
  // first (a read, no approval), and scrolled into view when it is not (its own approval).
  const ran = ctx.mine.filter((r) => ACTIONS.has(r.call.name) || r.call.name === SCROLL || r.call.name === VERIFY);
  const settled: Result[] = [];
  let k = 0;
  for (const act of acts) {
    const { call: c, rationale } = actCall(act);
    const scroll = () => fallbackFirst(ctx, reason) ?? call(SCROLL, { ...target(act.control), to: 'intoView' }, `${describeControl(act.control)} is outside the visible part of the page: scroll it into view first.`);
    if (act.op === 'click' || act.op === 'check') {
      const seen = ran[k++];
      if (!seen) return call(VERIFY, target(act.control), `Check that ${describeControl(act.control)} is still there and on screen.`);
      // A protected surface is refused by the check itself: say why, not that the page moved.
      if (!seen.ok) return { kind: 'stop', text: seen.errorCode === 'blocked-sensitive' ? refuseBlocked(act.control, detailReason(seen)) : `${describeControl(act.control)} changed before I could act (${seen.errorCode ?? 'error'}): the page re-rendered. Nothing was changed; ask again.` };
      if ((seen.result.data as { state?: { inViewport?: unknown } } | null)?.state?.inViewport === false) {
        const s = ran[k++];
        if (!s) return scroll();
        if (!s.ok) return { kind: 'stop', text: `I could not scroll to ${describeControl(act.control)}: ${failure(s)}` };
      }
    }
    let r = ran[k++];
    if (!r) return fallbackFirst(ctx, reason) ?? { kind: 'call', call: c, rationale };
    // Still off screen (the page moved in between): scroll, and try once more.
    if (!r.ok && r.errorCode === 'not-hittable' && detailReason(r) === 'off-screen') {
      const s = ran[k++];
      if (!s) return scroll();
      if (!s.ok) return { kind: 'stop', text: `I could not scroll to ${describeControl(act.control)}: ${failure(s)}` };
      r = ran[k++];
      if (!r) return fallbackFirst(ctx, reason) ?? { kind: 'call', call: c, rationale: `${rationale} (now that it is in view)` };
    }
    if (!r.ok) {
      const blocked = r.errorCode === 'blocked-sensitive';
      return { kind: 'stop', text: blocked ? refuseBlocked(act.control, detailReason(r)) : `I stopped: ${failure(r)}` };
    }
    settled.push(r);
  }
  const note = wishNote(acts);
  return { kind: 'done', summary: [...acts.map((a, i) => describeDone(a, settled[i]!)), ...(note ? [note] : [])].join(' ') };
}

/** The reason a page-side refusal named, if any. */
const detailReason = (r: Result): unknown => (r.result.data as { detail?: { reason?: unknown } } | null)?.detail?.reason;

/** What to do, on which control(s); or a question, a refusal, or the read it needs first. */
function chooseActs(ctx: StepContext, intent: SemanticIntent, lines: readonly Line[], controls: readonly Control[], extract: Result | undefined, now: Date, paging?: Paging): Act[] | StepDecision {
  const { meanings } = intent;
  const verbInfo = intent.verb ? { text: intent.verb.text.split(/\s+/)[0]!, meanings } : null;
  // A control just shown by opening what held it (hidden-controls.ts) is the one to act on.
  // "mark Piet as a captain": a record, and a value of one of its fields.
  const rv = parseRecordValue(ctx.step.text);
  const revealed = revealedIn(ctx, controls);
  // "it's 07700 900461, update my mobile": the one field of the value's sort takes it (shaped-field.ts).
  const shaped = shapedValueSet(ctx.step.text, meanings, now);
  // "message the prescriptions team and let them know …": the page's message form, filled and sent (message-compose.ts).
  const messageAsk = parseMessageAsk(ctx.step.text);
  if (revealed) {
    if (!('found' in revealed)) return viaOpener(revealed);
    if (shaped && fieldOfSort([revealed.found], shaped)) return typeAndSave(revealed.found, shaped.value, controls);
    const compose = messageAsk ? composeFormIn(controls) : null;
    if (messageAsk && compose && compose.body.line.fingerprint === revealed.found.line.fingerprint) return composeActs(ctx, messageAsk, compose, extract);
    // A setting reached by opening its tab or section, with the others the request names there.
    // Not a record's editor, whose change is saved with its own button (record-editor.ts).
    const setting = (WISH_ROLES.has(revealed.found.line.role) || pressable(revealed.found)) && !pinnedHidden(ctx)?.seek && !saveButtonFor(revealed.found, controls);
    const wish = setting ? wished(ctx, meanings, controls, extract) : null;
    if (wish) return wish;
    // The dialog a consequential click opened: its confirming button; the dialog a record's entry opened: the change made there.
    const confirming = confirmIn(ctx, revealed.found);
    // A dialog that asks how far it goes ("This event" / "All events in the series"): chosen from the request's words first.
    const scope = confirming ? scopeIn(ctx, confirming.control, controls) : null;
    if (scope && 'kind' in scope) return scope;
    // "…and tell him we're full": the dialog's reason or message field takes what to tell them.
    const message = confirming ? messageSaid(ctx.step.text) : null;
    const reason = message ? reasonField(controls, confirming!.control) : null;
    // "Continue" in a payment dialog goes on to the one that confirms ("Pay £15.00?"): pressed, and
    // that one sought next; only for a dialog about what was asked ("Buy 10 visitor sessions" for
    // "buy another ten"), never one a wrong click opened ("Subscribe to garden waste" for "order a bin").
    if (confirming && isOnward(confirming.control) && !scope && !reason) {
      const about = contentStems(dialogOf(confirming.control)?.name ?? '');
      const said = contentStems(ctx.step.text);
      if (!about.some((w) => said.some((x) => sameStem(x, w)))) return { kind: 'stop', text: `${describeControl(confirming.control)} would go on with ${JSON.stringify(dialogOf(confirming.control)?.name ?? 'a dialog')}, which is not what you asked for, so I stopped there. Nothing more was done.` };
      const next = viaOpener(clickThenConfirm(ctx, confirming.control, meanings, controls, undefined, true));
      return Array.isArray(next) ? next.map((a) => ({ ...a, why: confirming.why })) : next;
    }
    if (confirming) return [...(scope ? [{ op: 'check' as const, control: scope.radio, checked: true }] : []), ...(reason && message ? [{ op: 'type' as const, control: reason, text: message }] : []), { op: 'click', control: confirming.control, why: confirming.why }];
    // "two club sandwiches" in the view opened for them: the count's raising button, pressed as often as the number says (count-buttons.ts).
    // Seats said by their codes on the plan the view shows: each pressed, those already chosen left (seat-codes.ts).
    const seats = pinnedHidden(ctx)?.seek ? seatsNamed(ctx.step.text, controls) : null;
    if (seats?.some((c) => c.line.fingerprint === revealed.found.line.fingerprint)) {
      const toPress = seats.filter((c) => !seatChosen(c));
      return toPress.length ? toPress.map((control) => ({ op: 'click' as const, control })) : { kind: 'done', summary: `${seats.map((c) => describeControl(c)).join(', ')} are already chosen; nothing needed changing.` };
    }
    const presses = pinnedHidden(ctx)?.seek ? pressesFor(revealed.found, ctx.step.text, controls) : null;
    if (presses && presses > 1) return Array.from({ length: presses }, () => ({ op: 'click' as const, control: revealed.found }));
    // A record's view opened to act in it: its editor, then the option the request means (open-then-act.ts).
    const inView = actInView(ctx, revealed.found, controls, extract ? (c) => choicesIn(fieldsOf(extract).find((f) => f.fingerprint === c.line.fingerprint)).map((x) => x.label) : null);
    const saved = (acts: Act[] | StepDecision, save: Control | null): Act[] | StepDecision => (Array.isArray(acts) && save ? [...acts, { op: 'click' as const, control: save }] : acts);
    if (inView && 'type' in inView) return saved(actFor(inView.type, intent, intent.value, extract, ctx), inView.save);
    if (inView) return 'select' in inView ? saved([{ op: 'select', control: inView.select, label: inView.label }], inView.save) : viaOpener(inView);
    // A button reached by opening what held it, that says the request's own action word: it may ask to confirm as well.
    const ownWord = pinnedHidden(ctx)?.kind !== CONFIRM ? ownActionWord(ctx.step.text, revealed.found) : null;
    if (ownWord) return viaOpener(clickThenConfirm(ctx, revealed.found, meanings, controls, ownWord));
    // A button reached so that says the request's consequential verb ("Approve …", "Submit …"): its confirmation follows.
    const saysConsequence = pinnedHidden(ctx)?.kind !== CONFIRM && !pinnedHidden(ctx)?.seek && revealed.found.line.role === 'button' && !formOf(revealed.found) && verbInfo && isConsequential(meanings) && namesVerb(revealed.found, verbInfo);
    if (saysConsequence) return viaOpener(clickThenConfirm(ctx, revealed.found, meanings, controls));
    const inDetail = pinnedHidden(ctx)?.kind === 'detail' ? recordDetail(ctx, controls, extract, (b) => clickThenConfirm(ctx, b, ['delete'], controls), revealed.found) : null;
    if (inDetail) return inDetail;
    // What a creator opened ("New contact"): its form, filled from the request and saved.
    const made = creating(ctx);
    if (made) {
      const form = formOf(revealed.found);
      // A form that asks only for a name takes the name the request gives (creator-name.ts).
      const nameActs = (): Act[] | null => {
        const named = form ? nameOnlyForm(ctx.step.text, controls, form) : null;
        return named ? [{ op: 'type', control: named.field, text: named.name }, { op: 'click', control: named.submit }] : null;
      };
      return (form ? formActs(ctx, verbInfo, controls, extract, now, [form], made) : null) ?? nameActs() ?? { kind: 'stop', text: `I opened ${JSON.stringify(made.title)}, but could not tell which of its fields your values go in, so I filled nothing.` };
    }
    // A slider reached by opening its tab or section: set to the level the request says.
    const level = revealed.found.line.role === 'slider' ? levelFor(ctx, [revealed.found], { chosen: true }) : null;
    if (level) return 'kind' in level ? level : [{ op: 'type', control: level.control, text: level.text }];
    // "move the alarm to half past six": the record's editor, then its time field and save.
    const timed = timeEdit(ctx, controls, revealed.found, now);
    if (timed) return timeActs(timed);
    // A record's own button reached by opening its tab ("More options for <record>"): the action is inside what it opens.
    // (A control that says an action of its own, "Save emergency contact", is that action.)
    const ownVerb = splitWords(revealed.found.line.name).some((w) => meaningsOf(w).length > 0);
    const deeper = pinnedHidden(ctx)?.seek || ownVerb ? null : openThenAct(ctx, intent.verb, intent.object, revealed.found, controls);
    if (deeper) return viaOpener(deeper);
    // A record's edit action, opened to reach its field; or that field, filled and saved.
    const request = rv ? { meanings: ['set' as const], object: rv.record, value: rv.value, byValue: true } : { meanings, object: intent.object, ...(intent.value !== undefined ? { value: intent.value } : {}) };
    const edit = editStep(ctx, revealed.found, request, controls);
    if (edit && 'opener' in edit) return viaOpener(edit);
    // A field the request does not name takes the value when it is one of its options ("Customer" of the editor's "Tag").
    const byOption = (rv: RecordValue, field: Control, save: Control | null): Act[] | StepDecision => {
      if (!extract) return call(EXTRACT, { include: ['fields'] }, "Read the record's fields and their options to find the one that holds the value.");
      const chosen = valueSelect(field, controls, rv, fieldsOf(extract));
      // A tag or status the editor shows as a checkbox or radio of its own ("VIP").
      const toggle = chosen ? null : valueToggle(field, controls, rv);
      if (toggle) return toggle.line.states.checked === true ? { kind: 'done', summary: `${describeControl(toggle)} is already on; nothing needed changing.` } : [{ op: 'check', control: toggle, checked: true }, ...(save ? [{ op: 'click' as const, control: save }] : [])];
      if (!chosen) return { kind: 'stop', text: `I found no field of ${JSON.stringify(rv.record)} with a choice like ${JSON.stringify(rv.value)}, so I changed nothing.` };
      if (chosen.control.line.value === chosen.option) return { kind: 'done', summary: `${describeControl(chosen.control)} is already ${JSON.stringify(chosen.option)}; nothing needed changing.` };
      return [{ op: 'select', control: chosen.control, label: chosen.option }, ...(save ? [{ op: 'click' as const, control: save }] : [])];
    };
    if (edit && 'field' in edit) {
      // A radio or checkbox the editor showed is itself the option the value named ("Large").
      if (rv && !CHECKABLE.has(edit.field.line.role) && !contentStems(edit.field.line.name).some((n) => contentStems(rv.record).some((w) => sameStem(n, w)))) return byOption(rv, edit.field, edit.save);
      const fill = actFor(edit.field, intent, rv?.value ?? intent.value, extract, ctx);
      return Array.isArray(fill) && edit.save ? [...fill, { op: 'click', control: edit.save }] : fill;
    }
    if (edit) return edit;
    // The record's view holds its select ("Status" on a ticket's page).
    if (rv && SELECTS.has(revealed.found.line.role)) return byOption(rv, revealed.found, saveButtonFor(revealed.found, controls));
    const form = formOf(revealed.found) ?? implicitForm(revealed.found);
    return (form ? formActs(ctx, verbInfo, controls, extract, now, [form]) : null) ?? thenSubmit(ctx, actFor(revealed.found, intent, intent.value, extract, ctx), revealed.found, controls, verbInfo);
  }

  const sortField = shaped ? fieldOfSort(controls, shaped) : null;
  if (sortField && shaped) return typeAndSave(sortField, shaped.value, controls);
  const sortInside = shaped ? lookInsideFor(ctx, (part) => fieldOfSort(part, shaped)) : null;
  if (sortInside) return viaOpener(sortInside);
  const compose = messageAsk ? composeFormIn(controls) : null;
  if (messageAsk && compose) return composeActs(ctx, messageAsk, compose, extract);
  const composeInside = messageAsk ? lookInsideFor(ctx, (part) => composeFormIn(part)?.body ?? null) : null;
  if (composeInside) return viaOpener(composeInside);

  // "bump 204 to high", "Ada's refund one should go to Omar": a record the list's rows name by any
  // cell, opened, and changed with its own controls (not the list's filters of the same name).
  const byRow = recordDetail(ctx, controls, extract, (b) => clickThenConfirm(ctx, b, ['delete'], controls), undefined, { ...(paging ? { paging } : {}) });
  if (byRow) return byRow;

  // "dim the reading lamp to 10%", "a bit louder": a slider set to a level or moved from where it is.
  // Not for a request that pays, deletes, books or renames, or only types ("type 50 into …").
  const levelless = meanings.some((m) => ['pay', 'delete', 'book', 'rename'].includes(m)) || (meanings.length > 0 && meanings.every((m) => m === 'type'));
  const level = levelless ? null : levelFor(ctx, controls);
  if (level) return 'kind' in level ? level : [{ op: 'type', control: level.control, text: level.text }];
  // "up two degrees" where the page has a stepper ("−" / "+"): pressed as many times as it takes.
  const stepped = levelless ? null : stepperFor(ctx, controls);
  if (stepped) return 'kind' in stepped ? stepped : stepped.presses.map((control) => ({ op: 'click' as const, control }));
  const timed = levelless ? null : timeEdit(ctx, controls, null, now);
  if (timed) return timeActs(timed);

  // "over 20 and under 80": a range fills the page's pair of least/most fields.
  const range = meanings.some((m) => ['type', 'pay', 'delete', 'add', 'book', 'move', 'rename'].includes(m)) ? null : rangeFill(ctx.step.text, controls);
  // "hardback novels under 30": a bound with other settings the words name, all set (settings-wish.ts).
  const withRange = range ? wished(ctx, meanings, controls, extract) : null;
  if (withRange) return withRange;
  if (range) return range.map((r) => ({ op: 'type' as const, control: r.control, text: r.text }));

  // Closing a pop-up or banner: find the container, then its close button.
  if (meanings.includes('close')) {
    const found = closeTarget(intent, lines, controls);
    if (found) return found.kind === 'one' ? [{ op: 'click', control: found.control }] : ask(ctx, found.controls, (c) => [{ op: 'click', control: c }]);
  }

  // Several values for the fields of one form ("send 60 euros to Maria, reference rent").
  const viaForm = formActs(ctx, verbInfo, controls, extract, now);
  if (viaForm) return viaForm;

  // "add a new contact: Ada Byrne, ada@…": the page's creator opened, then its form filled.
  const creator = creatorFor(ctx.step.text, meanings, controls);
  if (creator) return viaOpener(openCreator(ctx, creator, controls));

  // "Piet", further down a list shown in parts: its pager pressed first.
  const pageOn = (words: string) => {
    const pager = pageFor(paging, words, controls, fieldsOf(extract).flatMap((f) => f.options ?? []));
    return pager ? [{ op: 'click' as const, control: pager }] : null;
  };
  // "hand the signup card over to Ada": a record's field, set in the dialog its entry opens.
  const detail = recordDetail(ctx, controls, extract, (b) => clickThenConfirm(ctx, b, ['delete'], controls));
  if (detail) return detail;
  if (rv) {
    const byRecord = recordValueActs(ctx, rv, controls, extract, pageOn);
    if (byRecord) return byRecord;
  }

  // "show me only Ada's tickets": the list's filter set to that person.
  if (namesOwner(ctx.step.text, meanings)) {
    if (!extract) return call(EXTRACT, { include: ['fields'] }, "Read the page's filters and their options to find the person you named.");
    const owner = ownerFilter(ctx.step.text, meanings, controls, fieldsOf(extract));
    if (owner) return owner.control.line.value === owner.option ? { kind: 'done', summary: `${describeControl(owner.control)} is already ${JSON.stringify(owner.option)}; nothing needed changing.` } : [{ op: 'select', control: owner.control, label: owner.option }];
  }

  // Going to a record already there: the page's "New …" controls are left out.
  const existing = goesToExisting(ctx.step.text, meanings) ? controls.filter((c) => !makesKind(c)) : controls;
  let pool = existing.filter((c) => candidateRole(c.line.role, intent));
  if (intent.roles) {
    const byRole = pool.filter((c) => intent.roles!.includes(c.line.role) || namesRoleWord(c, intent.roleWord ?? ''));
    pool = byRole.length || !pool.length ? byRole : pool;
  }
  if (intent.containers.length) {
    const inside = pool.filter((c) => c.landmarks.some((l) => intent.containers.includes(l.role)));
    if (inside.length) pool = inside;
  }
  // "… on the billing form": what sits in the region named, when something does.
  if (intent.scope) {
    const inside = pool.filter((c) => inScope(c, intent.scope!));
    if (inside.length) pool = inside;
  }
  // Verbs that name their control narrow the field to controls named by them.
  if (verbInfo && meanings.some((m) => NAMING.includes(m))) {
    const naming = { text: verbInfo.text, meanings: meanings.filter((m) => NAMING.includes(m)) };
    const named = pool.filter((c) => namesVerb(c, naming));
    const searchField = meanings.includes('search') || meanings.includes('apply') ? pool.filter((c) => TEXT.has(c.line.role)) : [];
    if (named.length) pool = [...named, ...searchField.filter((c) => !named.includes(c))];
  }

  // Search and apply-a-code: the field, then the button that submits it.
  if ((meanings.includes('search') || meanings.includes('apply')) && intent.value) {
    const fields = pool.filter((c) => TEXT.has(c.line.role));
    const searchBoxes = fields.filter((c) => c.line.role === 'searchbox' || c.landmarks.some((l) => l.role === 'search'));
    const field = meanings.includes('search') && searchBoxes.length === 1 ? { kind: 'one' as const, control: searchBoxes[0]! } : resolveControl(fields, intent.object, null);
    if (field.kind === 'many') return ask(ctx, field.controls, (c) => compound(c, controls, intent, verbInfo));
    if (field.kind === 'one') return compound(field.control, controls, intent, verbInfo);
  }

  let resolution = resolveControl(pool, intent.object, verbInfo, intent.ordinal);
  let value = intent.value;
  // "make the time zone Tokyo": the control's name, then the value, with no "to" between.
  if (resolution.kind === 'none' && value === undefined && meanings.some((m) => ['set', 'choose', 'sort'].includes(m))) {
    const words = intent.object.split(/\s+/).filter(Boolean);
    for (let cut = words.length - 1; cut > 0 && resolution.kind === 'none'; cut--) {
      const r = resolveControl(pool.filter((c) => SELECTS.has(c.line.role) || TEXT.has(c.line.role)), words.slice(0, cut).join(' '), null);
      if (r.kind === 'one' && contentStems(words.slice(0, cut).join(' ')).length) {
        resolution = r;
        value = words.slice(cut).join(' ');
      }
    }
  }
  // "sort by price: low to high": the verb names the select, the rest is the option.
  if (resolution.kind !== 'one' && verbInfo && meanings.includes('sort')) {
    const selects = controls.filter((c) => SELECTS.has(c.line.role) && namesVerb(c, verbInfo));
    if (selects.length === 1) {
      resolution = { kind: 'one', control: selects[0]! };
      value = (intent.value ?? intent.object).replace(/^\s*by\s+/i, '');
    }
  }
  // "switch prices to US dollars": no control by that name, but one select has that option.
  if (resolution.kind === 'none' && value !== undefined && meanings.some((m) => ['set', 'choose', 'sort'].includes(m))) {
    if (!extract) return call(EXTRACT, { include: ['fields'] }, 'Read the page\'s selects and their options to find one that offers what you asked for.');
    const withOption = fieldsOf(extract).filter((f) => f.options && matchOption(choicesIn(f), value!));
    const owners = controls.filter((c) => SELECTS.has(c.line.role) && withOption.some((f) => f.fingerprint === c.line.fingerprint));
    if (owners.length === 1) resolution = { kind: 'one', control: owners[0]! };
    else if (owners.length > 1) resolution = { kind: 'many', controls: owners };
  }
  // The action shows only once its record is opened (a row's menu, a message's view): open it
  // first. The words may name the record's own link outright ("buy Kind of Blue"): that opens it.
  const opensOnly = resolution.kind === 'one' && opens(resolution.control) && !(intent.verb && namesVerbOf(resolution.control, intent.verb, meanings));
  const record = (resolution.kind !== 'one' || opensOnly) && value === undefined ? openRecordFor(ctx, intent.verb, meanings, intent.object, controls, { pager: () => pageFor(paging, intent.object, controls, []) }) : null;
  if (record) return viaOpener(record);
  // Several fit the words, one says the action too ("save it to my cookbook": "+ Cookbook", not the tab "Cookbook").
  const saying = resolution.kind === 'many' ? actionSayers(ctx.step.text, intent.verb, resolution.controls) : [];
  if (saying.length === 1) resolution = { kind: 'one', control: saying[0]! };
  if (resolution.kind === 'many') return ask(ctx, resolution.controls, (c) => actFor(c, intent, value, extract, ctx));
  if (resolution.kind === 'none') {
    // No control carries every word: rank all the page affords (options of its selects too) by
    // what the words say, and act only on one that is clearly ahead.
    if (!extract) return call(EXTRACT, { include: ['fields'] }, "Read the page's fields and their options to find what you mean.");
    // "open the third one": with nothing else named, the nth entry of the page's main list.
    // "the third email in my inbox": the nth of the list under the heading or landmark named.
    if (intent.ordinal !== undefined) {
      const words = contentStems(intent.object);
      const unnamed = !words.some((w) => controls.some((c) => contentStems(c.line.name).some((n) => sameStem(n, w))));
      const entry = nthOfList(controls, intent.ordinal, words) ?? (unnamed ? nthOfList(controls, intent.ordinal) : undefined);
      if (entry) return actFor(entry, intent, value, extract, ctx);
    }
    const words = [intent.object, value ?? ''].join(' ');
    const rankReq = {
      words,
      verb: verbInfo,
      now,
      ...(intent.roles ? { roles: intent.roles } : {}),
      ...(intent.roleWord !== undefined ? { roleWord: intent.roleWord } : {}),
      ...(intent.scope !== undefined ? { scope: intent.scope } : {}),
    };
    const rankedShown = rankAffordances(affordancesOf(existing, fieldsOf(extract)), rankReq);
    const choice = chooseAffordance(rankedShown);
    // Nothing on screen fits, or only an opener the request says more than: what is inside a closed section, tab or menu, opened first.
    // "show Alder bikes, cheapest first": several filters and an ordering, each set.
    // "change Daniel's phone to …": the record named has an editor that holds the field.
    if (value !== undefined && meanings.includes('set')) {
      const editor = openRecordFor(ctx, intent.verb, meanings, intent.object, controls, { edits: true });
      if (editor) return viaOpener(editor);
    }
    // "only paperbacks in stock", "newest on top", "subtitles on, in Italian": settings the words name, each set.
    const wish = wished(ctx, meanings, controls, extract);
    if (wish) return wish;
    const several = !meanings.length || meanings.every((m) => SETTING.includes(m)) ? coverAffordances(affordancesOf(controls, fieldsOf(extract)), rankReq) : null;
    if (several) return settingActs(several, intent);
    // A form that takes the request's values, inside a closed part (a tab, a section): opened
    // first. Only a request that carries a value (a number, a date, a quote) looks for one.
    if (carriesValue(ctx.step.text, now)) {
      const formInside = lookInsideFor(ctx, (hidden) => formTarget(ctx.step.text, hidden, verbInfo, now));
      if (formInside) return viaOpener(formInside);
    }
    // "approve Ada's booking": a consequential verb that the one control on screen does not say ("Booking terms"),
    // while a closed part holds a control that says it and names more of the request ("Approve Ada's request").
    // So too a word where an imperative's verb stands that the Navi does not know ("duplicate the …") and the one on screen does not say.
    const first = !verbInfo ? /^\s*([\p{L}]{3,})\b/u.exec(ctx.step.text)?.[1]?.toLowerCase() : undefined;
    const ownVerb = first && !STOP_WORDS.has(first) && !meaningsOf(first).length ? { text: first, meanings: [] as Meaning[] } : null;
    const one = choice.kind === 'one' && choice.affordance.option === undefined ? choice.affordance.control : null;
    const unsaid = one !== null && ((verbInfo && isConsequential(meanings) && !namesVerb(one, verbInfo)) || (ownVerb !== null && !namesVerb(one, ownVerb)));
    const betterUnsaid = unsaid ? hiddenBetter(ctx, ownVerb ? { ...rankReq, verb: ownVerb } : rankReq, existing) : null;
    if (betterUnsaid) return viaOpener(betterUnsaid);
    const deeper = choice.kind === 'one' && choice.affordance.act === 'open' ? lookInside(ctx, rankReq, choice.affordance.control) : null;
    if (deeper) return viaOpener(deeper);
    // The one fit on screen names fewer than two of the request's words ("room" of "15-minute room
    // reminders"; or none, met only by what is around it): a closed part may hold a control that
    // names more of the request (hiddenBetter asks for at least two, more than anything shown), and that one is meant.
    const partial = choice.kind === 'one' && choice.affordance.option === undefined && (rankedShown.find((r) => r.affordance === choice.affordance)?.named ?? 0) < Math.min(2, contentStems(words).length);
    const fuller = partial ? hiddenBetter(ctx, rankReq, existing) : null;
    if (fuller) return viaOpener(fuller);
    // "cancel the 4-person room" meeting only a booking form's choice ("A meeting room"): a choice does
    // not cancel, pay or book by itself, and its form has no button that does what was asked.
    if (choice.kind === 'one' && choosesOnly(choice.affordance, controls, meanings, verbInfo)) {
      return { kind: 'stop', text: `Nothing on the page I could find does "${ctx.step.text.trim()}": ${describeAffordance(choice.affordance)} only makes a choice, so I changed nothing.` };
    }
    // What the request names is not on the page, and a weak match or none is: perhaps further
    // down a list shown in parts. Its pager is pressed first (its own approved click).
    if (choice.kind === 'one') return (choice.affordance.act === 'click' && !openerShown(choice.affordance.control, ctx.step.text) ? pageOn(words) : null) ?? thenSubmit(ctx, actOnAffordance(choice.affordance, intent, value, extract, ctx), choice.affordance.control, controls, verbInfo);
    // "the latest email from Maria": a position picks among those that fit equally, in page order.
    const nth = choice.kind === 'many' && intent.ordinal !== undefined ? nthInOrder(choice.affordances, intent.ordinal) : undefined;
    if (nth) return actOnAffordance(nth, intent, value, extract, ctx);
    // "as high as it goes" among levels that each state an amount: the end of the scale asked for.
    const extreme = choice.kind === 'many' ? pickByDegree(choice.affordances, (a) => a.option ?? a.control.line.name, ctx.step.text) : null;
    if (extreme) return actOnAffordance(extreme, intent, value, extract, ctx);
    // "show me my starred messages": among equals, the one place that shows them (a link, a tab), not buttons that act.
    const shows = choice.kind === 'many' && meanings.some((m) => m === 'show' || m === 'list') ? choice.affordances.filter((a) => a.option === undefined && NAVIGATES.has(a.control.line.role)) : [];
    if (shows.length === 1) return actOnAffordance(shows[0]!, intent, value, extract, ctx);
    // "a table at X" with "Save X" and "Book: X" beside each other: a toggle that says an action of its own the request does not ask for is not what it means.
    const unToggled = choice.kind === 'many' ? withoutOwnActions(choice.affordances, meanings) : [];
    if (unToggled.length === 1) return actOnAffordance(unToggled[0]!, intent, value, extract, ctx);
    // Several weak fits on screen: a closed part may hold one that names more of the request.
    const better = choice.kind === 'many' ? hiddenBetter(ctx, rankReq, existing) : null;
    if (better) return viaOpener(better);
    // "unstar X" among "Favourite X" (pressed) and "Reserve X": the one the request would change.
    const changeable = choice.kind === 'many' ? preferChangeable(choice.affordances, meanings, (a) => a.control) : [];
    if (changeable.length === 1) return actOnAffordance(changeable[0]!, intent, value, extract, ctx);
    // Only those that could take the value said ("to HartleyHome": a field, not a switch).
    const holding = choice.kind === 'many' && value !== undefined ? holdersOf(choice.affordances, (a) => a.control, value, (a) => (a.option !== undefined ? [a.option] : choicesIn(fieldsOf(extract).find((f) => f.fingerprint === a.control.line.fingerprint)).map((c) => c.label))) : [];
    if (holding.length === 1) return actOnAffordance(holding[0]!, intent, value, extract, ctx);
    if (choice.kind === 'many') return pageOn(words) ?? askAmong(ctx, holding.length ? holding : choice.affordances, (a) => actOnAffordance(a, intent, value, extract, ctx));
    const inside = lookInside(ctx, rankReq, undefined, value);
    if (inside) return viaOpener(inside);
    const turn = pageOn(words);
    if (turn) return turn;
    const what = words.trim() || ctx.step.text;
    return { kind: 'stop', text: `I found nothing on the page that matches "${what}"${intent.roles ? ` (${intent.roles[0]})` : ''}. Nothing was changed.` };
  }
  // A word where an imperative's verb stands that the Navi does not know ("duplicate …"), which the control found does not say,
  // while a closed part holds one that says it and names more of the request: that one.
  const first = !verbInfo ? /^\s*([\p{L}]{3,})\b/u.exec(ctx.step.text)?.[1]?.toLowerCase() : undefined;
  const ownVerb = first && !STOP_WORDS.has(first) && !meaningsOf(first).length && !namesVerb(resolution.control, { text: first, meanings: [] }) ? { text: first, meanings: [] as Meaning[] } : null;
  // So too a consequence the control does not say ("cancel my class tomorrow" meeting only the day
  // picker's "Tomorrow"), while a closed part holds one that says it and names as much (its day).
  const said = [intent.object, value ?? ''].join(' ');
  const unsaid = ownVerb ?? (verbInfo && isConsequential(meanings) && !namesVerb(resolution.control, verbInfo) ? verbInfo : null);
  const saysIt = unsaid ? hiddenBetter(ctx, { words: said, verb: unsaid, now }, existing) : null;
  if (saysIt) return viaOpener(saysIt);
  // An opener (a tab, a closed section) the request says more than: perhaps what it holds is meant.
  const deeper = actOf(resolution.control) === 'open' ? lookInside(ctx, { words: said, verb: verbInfo }, resolution.control) : null;
  if (deeper) return viaOpener(deeper);
  return actFor(resolution.control, intent, value, extract, ctx);
}

/**
 * "mark Piet as a captain": the record's own select that offers the value; else, the record
 * not on the page, its pager; else its editor (a visible edit action of the record, or one in its
 * menu or view), opened to reach the field whose options hold the value. Null when the request
 * is better read another way (no select offers the value and the page names no such record).
 */
function recordValueActs(ctx: StepContext, rv: RecordValue, controls: readonly Control[], extract: Result | undefined, pageOn: (words: string) => Act[] | null): Act[] | StepDecision | null {
  // The record's own selects, read for their options only when there are any.
  const near = recordSelects(rv, controls);
  if (near.length && !extract) return call(EXTRACT, { include: ['fields'] }, "Read the record's selects and their options to find the one that holds the value.");
  const own = offering(near, rv.value, fieldsOf(extract));
  const shown = recordShown(rv, controls);
  const choose = (o: { control: Control; option: string }): Act[] | StepDecision =>
    o.control.line.value === o.option ? { kind: 'done', summary: `${describeControl(o.control)} is already ${JSON.stringify(o.option)}; nothing needed changing.` } : [{ op: 'select', control: o.control, label: o.option }];
  if (own.length === 1) return choose(own[0]!);
  if (own.length > 1) return ask(ctx, own.map((o) => o.control), (c) => choose(own.find((o) => o.control === c)!));
  if (!shown) return pageOn(rv.record) ?? (namesProperly(rv) ? { kind: 'stop', text: `I found nothing on the page for ${JSON.stringify(rv.record)}, so I changed nothing.` } : null);
  // "change the nickname to Bobby": the words name a field, not a record; it is filled the usual way.
  if (recordShown(rv, controls.filter((c) => TEXT.has(c.line.role) || SELECTS.has(c.line.role)))) return null;
  // A closed part the request names (a "Language" section, a tab), or a control inside one that
  // is the value itself (a "Dark" radio): no record's editor; reached the usual way, by opening it.
  const closed = lastOf(ctx.mine, COLLAPSED);
  if (!closed) return call(COLLAPSED, {}, "Look at the page's closed parts for the record's editor or the value itself.");
  const hidden = closed.ok ? hiddenControlsOf(closed) : [];
  if (hidden.some((h) => namesValue(h.control, rv.value) || recordShown(rv, [h.opener]))) return null;
  const request = { meanings: ['set' as const], object: rv.record, value: rv.value, byValue: true };
  // The record's own edit action on screen, else one in its menu or view.
  const editor = recordEditor(rv, controls, editsRecord);
  if (editor) return viaOpener(openEditor(ctx, editor, request, controls));
  const opened = openRecordFor(ctx, rv.verb, ['set'], rv.record, controls, { edits: true, says: rv.value });
  return opened ? viaOpener(opened) : null;
}

/** Roles that take a person somewhere to look, rather than act on what is there. */
const NAVIGATES = new Set(['link', 'tab', 'treeitem']);

/** The nth (1-based; -1 the last) of several affordances, in page order. */
function nthInOrder(affordances: readonly Affordance[], n: number): Affordance | undefined {
  const inOrder = [...affordances].sort((a, b) => a.control.index - b.control.index);
  return n === -1 ? inOrder.at(-1) : inOrder[n - 1];
}

/** In a closed part's controls (as one form): the control to reach when they take the request's values as a form. */
function formTarget(text: string, hidden: readonly Control[], verb: { text: string; meanings: Meaning[] } | null, now: Date): Control | null {
  const inForm = hidden.map((c) => ({ ...c, landmarks: [...c.landmarks, { role: 'form', name: '', fingerprint: HIDDEN_FORM }] }));
  const plan = planForm(text, inForm, HIDDEN_FORM, () => undefined, verb, now, true);
  // A field the request gives a value for first: the closed part may hold other forms, whose
  // submit buttons the verb could name too ("set up …" and "Add contact").
  const target = plan ? (plan.fills[0]?.control ?? plan.submit ?? inForm.find((c) => formOf(c) === HIDDEN_FORM && c.line.role !== 'button')) : undefined;
  return target ? hidden[inForm.indexOf(target)]! : null;
}

const WISH_ROLES = new Set([...CHECKABLE, ...SELECTS, 'slider', 'spinbutton']);

/** The settings a request wishes for (settings-wish.ts), for a request with no verb or one that sets; the fields' options read first. */
function wished(ctx: StepContext, meanings: readonly Meaning[], controls: readonly Control[], extract: Result | undefined, whole = false): Act[] | StepDecision | null {
  if (meanings.length && !meanings.every((m) => SETTING.includes(m))) return null;
  if (!extract && controls.some((c) => SELECTS.has(c.line.role))) return call(EXTRACT, { include: ['fields'] }, "Read the page's filters and their options to find the settings you named.");
  const acts = wishActs(ctx.step.text, controls, fieldsOf(extract), ctx.answer, whole, meanings.some((m) => TURN_OFF.includes(m)));
  if (acts || whole || pinnedHidden(ctx)) return acts;
  // The settings sit in a closed tab or section ("Settings", "Preferences"): opened first.
  const inside = lookInsideFor(ctx, (part) => wishReach(ctx.step.text, part));
  return inside ? viaOpener(inside) : null;
}

/** Verbs that set what a list shows: filters and orderings are set by them, several at once. */
const SETTING: Meaning[] = ['show', 'list', 'choose', 'set', 'sort', 'on', 'off', 'check', 'uncheck', 'click'];

/** Each setting chosen: a checkbox or switch turned on (off for "turn off"), an option chosen; those already so are left. */
function settingActs(settings: readonly Affordance[], intent: SemanticIntent): Act[] | StepDecision {
  const off = intent.meanings.some((m) => TURN_OFF.includes(m));
  const acts: Act[] = [];
  for (const a of settings) {
    const blocked = a.control.line.states.blocked;
    if (typeof blocked === 'string') return { kind: 'stop', text: refuseProtected(a.control, blocked) };
    if (a.option !== undefined) {
      if (a.control.line.value !== a.option) acts.push({ op: 'select', control: a.control, label: a.option });
    } else if ((a.control.line.states.checked === true) === off) acts.push({ op: 'check', control: a.control, checked: !off });
  }
  return acts.length ? acts : { kind: 'done', summary: `${settings.map((a) => describeAffordance(a)).join(', ')} are already set so; nothing needed changing.` };
}

/** The message form filled (its recipient chosen, asked for when the words do not pick one) and sent. */
function composeActs(ctx: StepContext, message: MessageAsk, form: ComposeForm, extract: Result | undefined): Act[] | StepDecision {
  if (!extract) return call(EXTRACT, { include: ['fields'] }, 'Read who the message form can send to.');
  const options = choicesIn(fieldsOf(extract).find((f) => f.fingerprint === form.to.line.fingerprint)).map((c) => c.label);
  const labels = options.filter((o) => !isPlaceholder(o));
  if (!labels.length) return { kind: 'stop', text: `I could not read who ${describeControl(form.to)} can send to, so I sent nothing.` };
  let label = recipientOption(options, message.to, ctx.earlier);
  if (label === undefined) {
    const a = ctx.answer();
    if (a === undefined) return { kind: 'ask', question: `Who should the message go to: ${labels.slice(0, -1).map((l) => JSON.stringify(l)).join(', ')} or ${JSON.stringify(labels.at(-1))}?` };
    label = recipientOption(options, a) ?? pickByAnswer(labels, a, (l) => l);
    if (label === undefined) return { kind: 'stop', text: `"${a}" did not pick who the message goes to (${labels.join(', ')}), so I sent nothing.`, unfit: true };
  }
  const subject = form.subject && !(form.subject.line.value ?? '').trim() ? [{ op: 'type' as const, control: form.subject, text: subjectOf(message.body) }] : [];
  return [
    ...(form.to.line.value === label ? [] : [{ op: 'select' as const, control: form.to, label }]),
    ...subject,
    { op: 'type', control: form.body, text: message.body },
    { op: 'click', control: form.send, why: `Click ${describeControl(form.send, true)}: this sends the message to ${JSON.stringify(label)}; nothing is sent until you approve.` },
  ];
}

/** A choice (a toggle, an option) for a consequential verb that neither it nor its form's buttons say. */
function choosesOnly(a: Affordance, controls: readonly Control[], meanings: readonly Meaning[], verb: { text: string; meanings: Meaning[] } | null): boolean {
  if (!verb || !isConsequential(meanings) || (a.act !== 'toggle' && a.option === undefined) || namesVerb(a.control, verb)) return false;
  const form = formOf(a.control) ?? implicitForm(a.control);
  return !form || !submitNaming(withImplicitForms(controls), form, verb);
}

/** The value typed into its field (unless it holds it already), then the field's own save button. */
function typeAndSave(field: Control, value: string, controls: readonly Control[]): Act[] | StepDecision {
  const save = saveButtonFor(field, controls);
  if ((field.line.value ?? '').replace(/\s/g, '') === value.replace(/\s/g, '')) return { kind: 'done', summary: `${describeControl(field)} already holds ${JSON.stringify(value)}; nothing needed changing.` };
  return [{ op: 'type', control: field, text: value }, ...(save ? [{ op: 'click' as const, control: save }] : [])];
}

/** Whether a request carries a value a form's field could take. */
function carriesValue(text: string, now: Date): boolean {
  return findNumbers(text).length > 0 || findDates(text, now).length > 0 || findQuotes(text).length > 0;
}

/** Stands for the form a closed part's controls are taken as, before it is open. */
const HIDDEN_FORM = '\u0000closed';

/**
 * The request gives one of the page's forms several values: fill each field it names a value
 * for, ask for an amount or a choice the submit needs and nothing gave, then (when the verb asks
 * for it, and the request does not say not to) press the form's own submit button.
 */
function formActs(ctx: StepContext, verb: { text: string; meanings: Meaning[] } | null, shown: readonly Control[], extract: Result | undefined, now: Date, only?: readonly string[], creating?: { title: string }): Act[] | StepDecision | null {
  // Fields and a button under one heading are a form too, when no form element holds them.
  const controls = withImplicitForms(shown);
  const forms = only ?? [...new Set(controls.map(formOf).filter((f): f is string => f !== null))];
  const fits = forms.filter((f) => planForm(ctx.step.text, controls, f, () => undefined, verb, now, true, only !== undefined && !isImplicitForm(f), creating));
  if (fits.length !== 1) return null;
  const form = fits[0]!;
  const hasSelects = controls.some((c) => formOf(c) === form && SELECTS.has(c.line.role));
  if (hasSelects && !extract) return call(EXTRACT, { include: ['fields'] }, "Read the form's fields and their options to put each value where it belongs.");
  const options = (c: Control) => {
    const field = fieldsOf(extract).find((f) => f.fingerprint === c.line.fingerprint);
    return field?.options ? choicesIn(field) : undefined;
  };
  const plan = planForm(ctx.step.text, controls, form, options, verb, now, false, only !== undefined && !isImplicitForm(form), creating);
  if (!plan) return null;
  // A closed section of the form ("More options") that holds fields the request gives values
  // for: opened first, and the form planned again with them.
  const closed = controls.filter((c) => formOf(c) === form && actOf(c) === 'open');
  if (closed.length) {
    const inside = lookInsideFor(ctx, (hidden) => {
      const inForm = hidden.map((c) => ({ ...c, landmarks: [...c.landmarks, { role: 'form', name: '', fingerprint: form }] }));
      const whole = planForm(ctx.step.text, [...controls, ...inForm], form, options, verb, now, false, true);
      const i = inForm.findIndex((c) => whole?.fills.some((f) => f.control === c));
      return i >= 0 ? hidden[i]! : null;
    }, closed);
    if (inside) return viaOpener(inside);
  }
  const acts: Act[] = [...plan.fills];
  for (const field of plan.needed) {
    const asked = askField(ctx, field);
    if ('kind' in asked) return asked;
    acts.push(asked);
  }
  if (plan.submit) acts.push({ op: 'click', control: plan.submit });
  return acts;
}

/** A field the submit needs: asked for, and filled from the answer. */
function askField(ctx: StepContext, field: FormField): Act | StepDecision {
  const what = describeControl(field.control);
  const a = ctx.answer();
  if (field.kind === 'number') {
    if (a === undefined) return { kind: 'ask', question: `How much should I put in ${what}?` };
    const n = amountIn(a);
    return n === undefined ? { kind: 'stop', text: `"${a}" is not an amount, so I did nothing.`, unfit: true } : { op: 'type', control: field.control, text: n };
  }
  if (a === undefined) return { kind: 'ask', question: `Which should I choose in ${what}: ${field.options.map((o) => JSON.stringify(o)).join(', ')}?` };
  const label = optionFor(field.choices, a);
  return label === undefined ? { kind: 'stop', text: `"${a}" did not pick one of the choices of ${what}, so I did nothing.`, unfit: true } : { op: 'select', control: field.control, label };
}

/** A time change's next part as acts: its opener, or the time typed and the editor saved. */
function timeActs(t: TimeEdit): Act[] | StepDecision {
  if ('opener' in t) return viaOpener(t);
  if ('field' in t) return [{ op: 'type', control: t.field, text: t.time }, ...(t.save ? [{ op: 'click' as const, control: t.save }] : [])];
  return t;
}

/** The first part of reaching a control inside a closed part: click its opener (or the call or answer on the way). */
function viaOpener(x: { opener: Control } | StepDecision): Act[] | StepDecision {
  return 'opener' in x ? [{ op: 'click', control: x.opener }] : x;
}

/**
 * The nth of the longest run of same-role controls in one container (a list of rows), when it has
 * three or more; with `named`, only among lists whose entries have names of their own (not a
 * column of "Star" buttons) under a heading or landmark those words name.
 */
function nthOfList(controls: readonly Control[], n: number, named?: readonly string[]): Control | undefined {
  const groups = new Map<string, Control[]>();
  for (const c of controls) {
    if (!['link', 'button', 'row', 'option', 'listitem', 'article', 'treeitem'].includes(c.line.role)) continue;
    const key = `${c.line.role}|${c.landmarks.at(-1)?.fingerprint ?? ''}|${c.line.depth}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const fits = (g: Control[]) => {
    if (!named) return true;
    if (!named.length || new Set(g.map((c) => c.line.name)).size < g.length / 2) return false;
    const around = [...g[0]!.landmarks.map((l) => l.name), g[0]!.heading ?? ''].flatMap((t) => contentStems(t));
    return named.some((w) => around.some((a) => sameStem(a, w)));
  };
  const list = [...groups.values()].filter((g) => g.length >= 3 && fits(g)).sort((a, b) => b.length - a.length)[0];
  if (!list) return undefined;
  return n === -1 ? list.at(-1) : list[n - 1];
}

/** Acting on a ranked affordance: an option is chosen in its select; a control as the verb says. */
function actOnAffordance(a: Affordance, intent: SemanticIntent, value: string | undefined, extract: Result | undefined, ctx: StepContext): Act[] | StepDecision {
  if (a.option === undefined) return actFor(a.control, intent, value, extract, ctx);
  const blocked = a.control.line.states.blocked;
  if (typeof blocked === 'string') return { kind: 'stop', text: refuseProtected(a.control, blocked) };
  if (a.control.line.value === a.option) return { kind: 'done', summary: `${describeControl(a.control)} is already set to ${JSON.stringify(a.option)}; nothing needed changing.` };
  return [{ op: 'select', control: a.control, label: a.option }];
}

/**
 * Of affordances that fit about as well, those that are not a toggle saying an action the request
 * does not ("Save X", "Follow X" pressed or not): pressing one does that action, never "open X".
 * All of them when each is such a toggle, or none is.
 */
export function withoutOwnActions(candidates: readonly Affordance[], meanings: readonly Meaning[]): Affordance[] {
  const acting = (a: Affordance) =>
    a.option === undefined && pressable(a.control) && splitWords(a.control.line.name).some((w) => meaningsOf(w).length > 0 && !meaningsOf(w).some((m) => meanings.includes(m)));
  const kept = candidates.filter((a) => !acting(a));
  return kept.length && kept.length < candidates.length ? kept : [...candidates];
}

/**
 * "Reorder the dog's tablets" ticks the tablets' box: the verb asks for more than the tick, so the
 * one button of that form (or of the fields under its heading) that says the verb ("Send order")
 * sends it, as its own approved step. A verb that only sets ("tick", "turn on") stops at the tick.
 */
function thenSubmit(ctx: StepContext, acts: Act[] | StepDecision, control: Control, controls: readonly Control[], verb: { text: string; meanings: Meaning[] } | null): Act[] | StepDecision {
  // "change the wifi name to HartleyHome": a field set to a new value is kept by its own save button ("Save network settings").
  if (Array.isArray(acts) && acts.length && TEXT.has(control.line.role) && verb?.meanings.includes('set')) {
    const save = saveButtonFor(control, controls);
    return save && !acts.some((a) => 'control' in a && a.control.line.fingerprint === save.line.fingerprint) ? [...acts, { op: 'click', control: save }] : acts;
  }
  if (!Array.isArray(acts) || !acts.length || !verb?.meanings.length || !CHECKABLE.has(control.line.role) || verb.meanings.some((m) => SETTING.includes(m))) return acts;
  const form = formOf(control) ?? implicitForm(control);
  const grouped = withImplicitForms(controls);
  const button = form ? submitNaming(grouped, form, verb) : null;
  if (!button) return acts;
  const inForm = grouped.filter((c) => formOf(c) === form && c.line.fingerprint !== control.line.fingerprint);
  // The request names more of the form than the tick ("… and Biscuit's flea chew, post them"): sending now would leave that out.
  const own = contentStems(control.line.name);
  const rest = contentStems(ctx.step.text).filter((w) => !own.some((o) => sameStem(o, w)) && !sameStem(w, stem(verb.text)));
  const more = inForm.some((c) => c.line.role !== 'button' && c.line.states.disabled !== true && contentStems(c.line.name).some((n) => rest.some((w) => sameStem(n, w))));
  return more ? acts : [...acts, { op: 'click', control: button }];
}

/** Several affordances fit about as well: the person picks one (by its words or an ordinal). */
function askAmong(ctx: StepContext, candidates: readonly Affordance[], then: (a: Affordance) => Act[] | StepDecision): Act[] | StepDecision {
  // "the cat's record" among each pet's: the one the page's text says the unnamed words about.
  const described = describedPick(ctx, candidates, (a) => a.option ?? a.control.line.name);
  if (described) return 'pick' in described ? then(described.pick) : described;
  const list = candidates.map((a) => describeAffordance(a, true));
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `I am not sure which you mean: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one?` };
  const picked = pickByAnswer(candidates, a, (x) => describeAffordance(x, true));
  if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
  return then(picked);
}

function candidateRole(role: string, intent: SemanticIntent): boolean {
  const m = intent.meanings;
  if (m.includes('type')) return TEXT.has(role) || role === 'combobox';
  if (m.some((x) => ['on', 'off', 'check', 'uncheck', 'complete', 'uncomplete'].includes(x))) return CHECKABLE.has(role) || role === 'button';
  if (m.some((x) => ['set', 'choose', 'sort'].includes(x))) return SELECTS.has(role) || TEXT.has(role) || CLICKABLE.has(role);
  if (m.includes('search') || m.includes('apply')) return TEXT.has(role) || CLICKABLE.has(role);
  return CLICKABLE.has(role) || SELECTS.has(role) || TEXT.has(role);
}

function namesVerb(c: Control, verb: { text: string; meanings: Meaning[] }): boolean {
  return splitWords(c.line.name).some((w) => sameStem(stem(w), stem(verb.text)) || meaningsOf(w).some((m) => verb.meanings.includes(m)));
}

/** The control to click to close a pop-up, banner or dialog the person names. */
function closeTarget(intent: SemanticIntent, lines: readonly Line[], controls: readonly Control[]): { kind: 'one'; control: Control } | { kind: 'many'; controls: Control[] } | null {
  const containers = containersOf(lines).filter((l) => l.fingerprint && !['main', 'navigation', 'form', 'group', 'search'].includes(l.role));
  const words = contentStems(intent.object.replace(/\b(?:pop-?ups?|modals?|dialogs?|overlays?|banners?|bars?|notices?|window)\b/gi, ' '));
  let candidates = containers.filter((c) => (intent.containers.length ? intent.containers.includes(c.role) : true));
  if (words.length) {
    const named = candidates.filter((c) => {
      const name = contentStems(c.name);
      const inside = controlsInside(controls, c).flatMap((x) => contentStems(x.line.name));
      return words.every((w) => [...name, ...inside].some((s) => sameStem(s, w)));
    });
    if (named.length) candidates = named;
    else if (!intent.containers.length) return null;
  }
  // Only containers that hold a closing control.
  const closers = candidates.map((c) => controlsInside(controls, c).filter((x) => x.line.role === 'button' && isCloser(x.line.name))).filter((x) => x.length);
  if (closers.length === 1) return { kind: 'one', control: closers[0]![0]! };
  if (closers.length > 1) return { kind: 'many', controls: closers.map((x) => x[0]!) };
  return null;
}

/** A button that only submits what is beside it ("Go", "🔍", "Search"), not another action ("Invite member"). */
const BARE_SUBMIT = /^(?:[^\p{L}\p{N}]*|go|ok|search|find|submit|apply|look\s*up|filter|send)[^\p{L}\p{N}]*$/iu;

function compound(field: Control, controls: readonly Control[], intent: SemanticIntent, verb: { text: string; meanings: Meaning[] } | null): Act[] {
  const container = field.landmarks.at(-1);
  const siblings = container ? controls.filter((c) => c.landmarks.some((l) => l.fingerprint === container.fingerprint)) : controls;
  // Else the button right after the field, when its name says nothing else; never another action (BARE_SUBMIT).
  const button = siblings.find((c) => c.line.role === 'button' && verb && namesVerb(c, verb)) ?? siblings.find((c) => c.line.role === 'button' && c.index > field.index && c.index <= field.index + 2 && BARE_SUBMIT.test(c.line.name.trim()));
  const typed: Act = { op: 'type', control: field, text: intent.value! };
  return button ? [typed, { op: 'click', control: button }] : [typed, { op: 'key', control: field, key: 'Enter' }];
}

function actFor(c: Control, intent: SemanticIntent, value: string | undefined, extract: Result | undefined, ctx: StepContext): Act[] | StepDecision {
  const line = c.line;
  const blocked = line.states.blocked;
  if (typeof blocked === 'string') return { kind: 'stop', text: refuseProtected(c, blocked) };
  const m = intent.meanings;
  if (CHECKABLE.has(line.role)) {
    // "no more printed receipts": the words the request negates are the setting's own (negated-wish.ts).
    const wantOff = m.some((x) => TURN_OFF.includes(x)) || /^(?:off|no|false|disabled?|unchecked)$/i.test(value ?? '') || (!m.some((x) => TURN_ON.includes(x)) && negatesSetting(ctx.step.text, line.name));
    const checked = !wantOff;
    const is = line.states.checked === true;
    if (is === checked) return { kind: 'done', summary: `${describeControl(c)} is already ${checked ? (line.role === 'radio' ? 'selected' : 'on') : 'off'}; nothing needed changing.` };
    if (!checked && line.role === 'radio') return { kind: 'stop', text: `${describeControl(c)} is a radio button: it is cleared by choosing another option in its group. Which one should I choose?` };
    if (m.some((x) => [...TURN_ON, ...TURN_OFF, 'set', 'click', 'open'].includes(x)) || !m.length) return [{ op: 'check', control: c, checked }];
  }
  if (SELECTS.has(line.role)) {
    // "a cap of fifty euros": the one amount the request says, when one option says that number.
    const said = value === undefined ? findNumbers(ctx.step.text) : [];
    if (value === undefined && said.length === 1 && extract) {
      const options = fieldsOf(extract).find((f) => f.fingerprint === line.fingerprint)?.options ?? [];
      const n = said[0]!.value;
      const hits = options.filter((o) => (o.match(/\d+(?:[.,]\d+)?/g) ?? []).some((d) => Number(d.replace(',', '.')) === n));
      if (hits.length === 1) return line.value === hits[0] ? { kind: 'done', summary: `${describeControl(c)} is already set to ${JSON.stringify(hits[0])}; nothing needed changing.` } : [{ op: 'select', control: c, label: hits[0]! }];
    }
    if (value === undefined && said.length === 1 && !extract) return call(EXTRACT, { include: ['fields'] }, `Read the options of ${describeControl(c)} to find the one that says ${said[0]!.value}.`);
    if (value === undefined) return { kind: 'stop', text: `Which option should I choose in ${describeControl(c)}? Say for example "set ${line.name} to …".` };
    if (!extract) return call(EXTRACT, { include: ['fields'] }, `Read the options of ${describeControl(c)} before choosing one.`);
    const field = fieldsOf(extract).find((f) => f.fingerprint === line.fingerprint);
    const options = field?.options ?? [];
    const option = matchOption(choicesIn(field), value);
    if (!option) return { kind: 'stop', text: `${describeControl(c)} has no option like "${value}" (its options: ${options.map((o) => JSON.stringify(o)).join(', ') || 'none I could read'}). Nothing was changed.` };
    if (line.value === option) return { kind: 'done', summary: `${describeControl(c)} is already set to ${JSON.stringify(option)}; nothing needed changing.` };
    return [{ op: 'select', control: c, label: option }];
  }
  if (TEXT.has(line.role)) {
    // A number field ("Hours, Tuesday") and the one number the request says ("6 hrs"): that number.
    const said = value === undefined && line.role === 'spinbutton' ? findNumbers(ctx.step.text) : [];
    if (said.length === 1) return [{ op: 'type', control: c, text: String(said[0]!.value) }];
    if (value === undefined) {
      const a = ctx.answer();
      if (a === undefined) return { kind: 'ask', question: `What should I type into ${describeControl(c)}?` };
      return [{ op: 'type', control: c, text: a.trim() }];
    }
    return [{ op: 'type', control: c, text: value }];
  }
  return [{ op: 'click', control: c }];
}

function ask(ctx: StepContext, candidates: readonly Control[], then: (c: Control) => Act[] | StepDecision): Act[] | StepDecision {
  // "add it" after an answer that named one of them.
  const pointed = pointedAt(ctx, candidates, (c) => c.line.name);
  if (pointed) return then(pointed);
  const a = ctx.answer();
  const list = candidates.slice(0, 8).map((c) => describeControl(c, true));
  if (a === undefined) return { kind: 'ask', question: `I found more than one: ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. Which one do you mean?` };
  const picked = pickByAnswer(candidates, a, (c) => describeControl(c, true));
  if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.join(', ')}), so I did nothing.`, unfit: true };
  return then(picked);
}

/** What was done, and what reading the target again showed. */
function describeDone(act: Act, r: Result): string {
  const what = describeControl(act.control);
  const check = r.check;
  const seen = check?.readback?.observed.data as { state?: { checked?: unknown; value?: unknown; selectedLabels?: unknown }; error?: unknown } | undefined;
  const state = seen?.state;
  const confirmed = check?.readback?.matched === true;
  const denied = check?.readback && !check.readback.matched;
  switch (act.op) {
    case 'check':
      if (denied) return `I set ${what} ${act.checked ? 'on' : 'off'}, but reading it back it is ${state?.checked === true ? 'on' : 'off'}: the page did not keep the change.`;
      return `Turned ${act.checked ? 'on' : 'off'} ${what} (synthetic input)${confirmed ? `; reading it back, it is ${act.checked ? 'on' : 'off'}` : ''}.`;
    case 'select': {
      const shown = Array.isArray(state?.selectedLabels) ? (state!.selectedLabels as unknown[]).join(', ') : undefined;
      if (denied) return `I chose ${JSON.stringify(act.label)} in ${what}, but reading it back it shows ${JSON.stringify(shown ?? '?')}: the page did not keep it.`;
      return `Chose ${JSON.stringify(act.label)} in ${what} (synthetic input)${confirmed ? `; reading it back, it shows ${JSON.stringify(shown ?? act.label)}` : ''}.`;
    }
    case 'type':
      if (act.control.line.role === 'slider' && !denied) return `Set ${what} to ${act.text} (synthetic input)${confirmed ? '; reading it back, it is there' : ''}.`;
      if (denied) return `I typed into ${what}, but reading it back it holds ${JSON.stringify(state?.value ?? '?')}: the page did not keep it.`;
      return `Typed ${JSON.stringify(textForField(act.control, act.text))} into ${what} (synthetic input, not your keyboard)${confirmed ? '; reading it back, it holds that text' : ''}.`;
    case 'key':
      return `Pressed Enter in ${what} (synthetic input).`;
    case 'click':
      return `Clicked ${what} (a synthetic click, not your mouse)${confirmed && seen?.error !== undefined ? '; it is gone from the page now' : ''}.`;
  }
}
