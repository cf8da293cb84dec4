// Which fields a picture of the page must cover: every field whose value the snapshot and the
// form readers never show. That is the field rules (a password, a credential, one-time code or
// payment autocomplete token, any field of a password form: sensitive.ts), and a name, id or
// label that says secret, the words by which the snapshot hides a value (outline.ts
// hideSecretValues) and the form readers redact one (redaction/names.ts): a card number known only
// by its name or label is covered like one with autocomplete="cc-number".
import { isSecretName } from '../redaction/names.ts';
import { accessibleName } from './name.ts';
import { fieldReason } from './sensitive.ts';
import type { SensitiveReason } from './sensitivity.ts';
import type { PathMemo } from './tree.ts';

/** Why the value of this field (input, select, textarea or contenteditable root) is never shown, or null. */
export function protectedFieldReason(el: Element, formMemo: Map<HTMLFormElement, boolean>, memo: PathMemo): SensitiveReason | null {
  const rule = fieldReason(el, formMemo);
  if (rule) return rule;
  const names = [el.getAttribute('name'), el.id, accessibleName(el, 'textbox', memo)];
  return names.some((n) => !!n && isSecretName(n)) ? 'credential' : null;
}
