// Why the Navi did not touch a protected control, in plain words the chat shows as they are. The
// chat redacts the Navi's text for credentials, and a "name: value" pair whose name is a
// password or card word reads as one, so a refusal never puts a colon after the control's name
// or the field's kind: its reason must survive redaction (a refusal that says "[redacted]" says
// nothing).
import { describeControl, type Control } from './target-resolver.ts';

/** Why a protected surface is never touched, by the reason the page-side check gave. */
export function protectedReason(reason: string): string {
  if (reason.startsWith('password')) return 'it is a password field, and AI Echo never types into, reads or clicks password fields (or the forms that hold them). Please type it yourself.';
  if (reason === 'payment') return 'it is a payment field for card details, and AI Echo never types into or reads payment fields. Please enter them yourself.';
  if (reason === 'one-time-code') return 'it is a one-time code field, and AI Echo never types into or reads those. Please type it yourself.';
  if (reason === 'credential') return 'it is a credential field, and AI Echo never types into or reads those. Please type it yourself.';
  return `it is in a region the page marks ${reason}, and AI Echo never reads or acts there. Please do that part yourself.`;
}

/** The refusal for one protected control. */
export function refuseProtected(c: Control, reason: string): string {
  return `I did not touch ${describeControl(c)} because ${protectedReason(reason)}`;
}

/** A refusal the page-side check gave (blocked-sensitive), with its reason when it named one. */
export function refuseBlocked(c: Control, detailReason: unknown): string {
  return typeof detailReason === 'string' ? refuseProtected(c, detailReason) : `I did not touch ${describeControl(c)} because it is a protected surface, and AI Echo never acts on those. Please do that part yourself.`;
}
