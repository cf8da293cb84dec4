// Why the Navi did not touch a protected control, in plain words the chat shows as they are. The
// chat redacts the Navi's text for credentials, and a "name: value" pair whose name is a
// password or card word reads as one, so a refusal never puts a colon after the control's name
// or the field's kind: its reason must survive redaction (a refusal that says "[redacted]" says
// nothing).
import { isSecretName } from '../../faculties/sdk/redaction/names.ts';
import { describeControl, type Control } from './target-resolver.ts';
import { findVerb, STOP_WORDS } from './words.ts';

/** Why a protected surface is never touched, by the reason the page-side check gave. */
export function protectedReason(reason: string): string {
  if (reason === 'password-form') return 'it is in a form that holds a password field, and AI Echo never types into, reads or clicks anything in such a form. Please do that part yourself.';
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

/** What kind of secret a request names, by the words it uses for it. */
type SecretKind = 'password' | 'payment' | 'code' | 'credential' | 'identity' | 'bank';

// A "code" is a credential unless a word before it says it is an everyday code ("coupon code",
// "postcode", "booking code"): general English, not any page's words.
const EVERYDAY_CODES = new Set(
  'coupon promo promotional discount voucher gift referral post postal zip area country dial dialling dialing colour color source product tracking booking reference order invite invitation offer sort bank swift bic class course'.split(' '),
);

function kindOf(phrase: string): SecretKind {
  if (/pass|\bpin\b/.test(phrase)) return 'password';
  if (/card|\bcvv|\bcvc|\bcsc|\bpan\b/.test(phrase)) return 'payment';
  if (/code|otp|mfa|2fa/.test(phrase)) return 'code';
  if (/iban|account number|routing/.test(phrase)) return 'bank';
  return 'credential';
}

/**
 * The secret a request asks the Navi to type, if it names one and gives it a value: a phrase of
 * its words that redaction's own table calls a credential ("my password", "the security code
 * box", "card number"), or a "code" no everyday word qualifies ("the code from my app is 551203"),
 * said with a value to type (digits, or "to …" after the name). A question or a request without
 * a value (press "Change password") is not one.
 */
export function secretAsked(request: string): SecretKind | null {
  const words = request.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  const hasValue = /\d/.test(request) || /["“'‘]/.test(request) || /\b(?:password|passcode|pin|code)\s+(?:to|as|is)\s+\S/i.test(request);
  if (!hasValue) return null;
  // The request's own verb is no name ("pin my list").
  const verb = findVerb(request);
  const verbWord = verb ? request.slice(verb.start, verb.end).toLowerCase().split(/\s+/)[0] : undefined;
  const kinds = new Set<SecretKind>();
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && phrase === verbWord) continue;
      // A phrase is judged as a label: its last word (or pair) must say what it is.
      if (!/^\d/.test(phrase) && isSecretName(phrase)) kinds.add(kindOf(phrase));
    }
  }
  const code = words.findIndex((w, i) => /^codes?$/.test(w) && !EVERYDAY_CODES.has((words[i - 1] ?? '').replace(/-$/, '')));
  if (code >= 0 && /\d{4,}/.test(request)) kinds.add('code');
  // A card number is a card number whatever the words around it say (a security code said with
  // it is part of the card): the digits themselves are the evidence.
  if (hasCardNumber(request)) return 'payment';
  // An "ID card number" names the document, not a payment card.
  if (identityNumberGiven(request)) return 'identity';
  if (bankAccountGiven(request)) kinds.add('bank');
  return (['password', 'payment', 'identity', 'code', 'bank', 'credential'] as const).find((k) => kinds.has(k)) ?? null;
}

// Words that say a long number is a payment card's, though it fails the check (mistyped or made up):
// a card's own name, or an expiry said as a month and year.
const CARD_WORDS = /\b(?:card|visa|mastercard|amex|maestro)\b|\b(?:exp(?:ires|iry|\.)?|valid\s+(?:thru|through|until))\s*\d{1,2}\s*\/\s*\d{2,4}\b/i;

/** Whether the digits pass the Luhn check every payment card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether the text holds a payment card number: 13 to 19 digits (spaces or dashes between groups)
 * that pass the Luhn check, or that fail it in a text that says it is a card's.
 */
export function hasCardNumber(text: string): boolean {
  const said = CARD_WORDS.test(text);
  return [...text.matchAll(/(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g)].some((m) => said || luhn(m[0].replace(/\D/g, '')));
}

// Words that say an account number is a bank's: general English.
const BANK_WORDS = /\b(?:bank|banking|iban|account|payouts?|salary|refunds?|reimburse\w*)\b/i;

/** Whether an IBAN-shaped value (country, check digits, 11 to 30 letters and digits) passes the ISO 13616 mod-97 check. */
function ibanValid(iban: string): boolean {
  const moved = (iban.slice(4) + iban.slice(0, 4)).toUpperCase();
  let rest = 0;
  for (const c of moved) {
    const v = parseInt(c, 36);
    rest = Number(String(rest) + String(v)) % 97;
  }
  return rest === 1;
}

/**
 * Whether a request gives a bank account number as an IBAN: its shape (two letters, two digits,
 * then letters and digits, spaces allowed between groups), valid by its check digits or said
 * with a word that makes it a bank account's ("my new bank account is …").
 */
export function bankAccountGiven(request: string): boolean {
  for (const m of request.matchAll(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g)) {
    // The groups after it may be another number said next to it: each shorter reading is tried too.
    const groups = m[0].split(' ');
    for (let n = groups.length; n >= 1; n--) {
      const iban = groups.slice(0, n).join('');
      if (iban.length < 15 || (iban.match(/\d/g) ?? []).length < 8) break;
      if (ibanValid(iban) || BANK_WORDS.test(request)) return true;
    }
  }
  return false;
}

// The names of identity documents' numbers: general English, not any page's words.
const IDENTITY_DOCUMENT = /\b(?:passport|national\s+(?:id|identity|insurance)|id[\s-]+card|identity\s+(?:card|document|number)|social\s+security\s+number|driv(?:er'?s|ing)\s+licen[cs]e\s+(?:number|no))\b/i;

/** Whether a request gives the number of an identity document ("my passport number is X1234567"): the document's name and a token with digits in it. */
export function identityNumberGiven(request: string): boolean {
  return IDENTITY_DOCUMENT.test(request) && /\b(?=[\p{L}\d-]*\d)[\p{L}\d-]{5,}\b/u.test(request);
}

const SECRET_REFUSAL: Record<SecretKind, string> = {
  password: "I won't type a password for you, because it would go into a password field, and AI Echo never types into, reads or clicks password fields (or the forms that hold them). Please type it yourself. Nothing was changed.",
  payment: "I won't type card details for you, because a card number belongs in a payment field, and AI Echo never types into or reads payment fields. Please type your card details yourself. Nothing was changed.",
  identity: "I won't type an identity document's number for you (a passport, national ID or ID card number), because AI Echo never types personal identity numbers into a page. Please type it yourself if you choose to. Nothing was changed.",
  code: "I won't type a security code for you, because AI Echo never types one-time or security codes into a page. Please type the code yourself. Nothing was changed.",
  bank: "I won't type a bank account number for you (an IBAN or account number), because AI Echo never types bank account numbers into a page. Please type it yourself. Nothing was changed.",
  credential: "I won't type that credential for you, because AI Echo never types credentials (keys, tokens, account secrets) into a page. Please type it yourself. Nothing was changed.",
};

/** A card or bank account number given in the text: its digits are the evidence, whatever the sentence's shape. */
function secretValueGiven(text: string): SecretKind | null {
  return hasCardNumber(text) ? 'payment' : bankAccountGiven(text) ? 'bank' : null;
}

/**
 * The refusal for a request that asks the Navi to type a secret, before any page is touched; null
 * when it asks none. A question ("…, can you pop it in?") is refused only on a card or bank account
 * number it gives, since a question about a PIN or a password names one without giving it.
 */
export function refuseSecretRequest(request: string, question = false): string | null {
  const kind = question ? secretValueGiven(request) : secretAsked(request);
  return kind ? SECRET_REFUSAL[kind] : null;
}

// Asking to see, copy or be told something: general English, not any page's words.
const REVEAL_VERBS = new Set('show reveal unmask unhide display copy read tell give send share see view paste print export what what\'s whats which'.split(' '));

/**
 * Whether a request asks the Navi to reveal, read out or copy a credential ("show me our API key",
 * "copy the secret key", "what's the wifi password?"): a reveal verb (or a what-question) and, as
 * the thing asked for, a phrase redaction's own table calls a credential, standing at the end of
 * its noun phrase. A word after it that goes on naming something ("the password policy", "when
 * was the API key created") means the request is about that, not the secret.
 */
export function secretRevealAsked(request: string): boolean {
  const words = request.toLowerCase().replace(/[’]/g, "'").split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  if (!words.some((w) => REVEAL_VERBS.has(w))) return false;
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      // Plurals too ("the recovery codes"): the table spells its names in the singular.
      if (REVEAL_VERBS.has(words[i]!) || !(isSecretName(phrase) || isSecretName(phrase.replace(/s$/, '')))) continue;
      const next = words[i + n];
      if (next === undefined || STOP_WORDS.has(next)) return true;
    }
  }
  return false;
}

const REVEAL_REFUSAL =
  "I won't show, read out or copy that credential, because AI Echo never reads credentials (keys, tokens, passwords, codes) from a page, and a revealed secret could leave it. Please reveal or copy it yourself. Nothing was changed.";

/** The refusal for a request (a question included) to reveal or copy a credential; null when it asks none. */
export function refuseSecretReveal(request: string): string | null {
  return secretRevealAsked(request) ? REVEAL_REFUSAL : null;
}
