// A consequential control that asks first: "Reserve" opens "Confirm and pay", a record's "Delete"
// opens "Delete this item?". The request already asked for the consequence, so after the control
// is clicked (approved, its rationale saying what it leads to), the dialog it opened is confirmed
// with its own button that says the request's action or says yes ("Delete", "Confirm
// reservation", "Pay now"), a click approved on its own, whose rationale names the dialog and the
// consequence. A control that does it at once (no dialog shows) is left at the one click. Nothing
// is typed into what the dialog holds (a card's number stays the person's to type): a payment is
// made with what the page already chose, such as a saved card. The one exception is a reason or a
// message the dialog asks for ("Reason", "Note to them") when the request says what to tell them
// ("…and tell her the room is booked"): that text, and only there.
import { COLLAPSED, soughtControl, openToReach, pinnedHidden } from './hidden-controls.ts';
import { call, lastOf } from './results.ts';
import { describeControl, dialogOf, type Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { meaningsOf, splitWords, type Meaning } from './words.ts';
import { saysWord } from './own-action.ts';

/** Requests whose control may ask to confirm first: deleting, buying, paying, booking, approving or declining, submitting or sending. */
export const CONSEQUENTIAL: readonly Meaning[] = ['delete', 'pay', 'book', 'accept', 'decline', 'save'];
/** What a dialog's yes says, besides the request's own verb. */
const YES: readonly Meaning[] = ['accept'];
/** The kind the confirming part of the plan is pinned as. */
export const CONFIRM = 'confirm';

const says = (c: Control, meanings: readonly Meaning[]) => splitWords(c.line.name).some((w) => meaningsOf(w).some((m) => meanings.includes(m)));

/** Whether the request's action is one a page may ask to confirm. */
export function isConsequential(meanings: readonly Meaning[]): boolean {
  return meanings.some((m) => CONSEQUENTIAL.includes(m));
}

/**
 * The button in a dialog that was not there before (`before`: dialogs' fingerprints) that confirms
 * the action: the one that says the request's verb, else the one that says yes.
 */
export function confirmingButton(now: readonly Control[], before: ReadonlySet<string | null>, meanings: readonly Meaning[], word?: string): Control | null {
  const fresh = now.filter((c) => c.line.role === 'button' && typeof c.line.states.blocked !== 'string' && c.line.states.disabled !== true && dialogOf(c) && !before.has(dialogOf(c)!.fingerprint));
  // `word`: the request's own action word the clicked button said ("Unlock"), said again by the dialog's button.
  const same = fresh.filter((c) => says(c, meanings.filter((m) => CONSEQUENTIAL.includes(m))) || (word !== undefined && saysWord(c, word)));
  if (same.length === 1) return same[0]!;
  const yes = fresh.filter((c) => says(c, YES));
  if (same.length === 0 && yes.length === 1) return yes[0]!;
  // A dialog that only goes on ("Continue") to the one that confirms ("Pay £15.00?"): it is the way there.
  const onward = fresh.filter(isOnward);
  return same.length === 0 && yes.length === 0 && onward.length === 1 ? onward[0]! : null;
}

/** A dialog's button that goes on to a further step, not the one with the consequence ("Continue", "Next"). */
export const isOnward = (c: Control) => /^(?:continue|next|proceed|go on)\b/i.test(c.line.name.trim());

/**
 * The click on `button`, planned as the first part of a plan whose second part confirms the
 * dialog it opens (or, when none shows, ends at the click). A read of the page's closed parts
 * comes first (the two-part replay starts at it, hidden-controls.ts).
 */
export function clickThenConfirm(ctx: StepContext, button: Control, meanings: readonly Meaning[], controls: readonly Control[], word?: string, /** The button only goes on to a further step ("Continue"). */ onward = false): { opener: Control } | StepDecision {
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${describeControl(button)} may ask to confirm: look at the page's closed parts first.`);
  const before = new Set(controls.map((c) => dialogOf(c)?.fingerprint ?? null));
  const wanted = soughtControl('button', 'confirm', button);
  // A button that only says the request's word ("Mute") usually asks nothing: its click is then all, said as such.
  return openToReach(ctx, { control: wanted, opener: button, kind: CONFIRM, seek: (now) => confirmingButton(now, before, meanings, word), ifMissing: word === undefined && !onward ? 'It asked for no confirmation.' : '' });
}

/** What the request says to tell the other side: "tell him we're full", "saying …", "because …", "with the reason …". */
export function messageSaid(text: string): string | null {
  const m = /\b(?:tell(?:ing)?|let)\s+(?:him|her|them|us|\p{Lu}\p{L}+)\s+(?:know\s+)?(?:that\s+)?(.+)$|\b(?:saying|because|since|as the reason|with the (?:reason|note|message))\s*:?\s+(.+)$/iu.exec(text);
  const said = (m?.[1] ?? m?.[2])?.replace(/[\s.!]+$/, '').trim();
  return said && said.split(/\s+/).length >= 2 ? said : null;
}

/** A field of the dialog that holds `button` that asks for a reason or a message to the other side. */
export function reasonField(controls: readonly Control[], button: Control): Control | null {
  const dialog = dialogOf(button)?.fingerprint;
  if (!dialog) return null;
  const fields = controls.filter((c) => c.line.role === 'textbox' && dialogOf(c)?.fingerprint === dialog && typeof c.line.states.blocked !== 'string' && /\b(?:reason|message|note|comment|explanation|why)\b/i.test(c.line.name));
  return fields.length === 1 ? fields[0]! : null;
}

/** In the confirming part: the button found, with a rationale that names the dialog and the consequence. Null in any other part. */
export function confirmIn(ctx: StepContext, found: Control): { control: Control; why: string } | null {
  const pin = pinnedHidden(ctx);
  if (pin?.kind !== CONFIRM) return null;
  const dialog = dialogOf(found)?.name;
  const opener = describeControl(pin.opener);
  const why = `${opener} asked to confirm${dialog ? ` (${JSON.stringify(dialog)})` : ''}: press ${describeControl(found)} to go ahead with "${ctx.request.trim()}". This is the step with the consequence (it may not be undone); nothing happens until you approve.`;
  return { control: found, why };
}
