// "message the prescriptions team and let them know my dose went up", "email his teacher to say
// his grandad's picking him up": a message to someone, written in the page's own message form (a
// "To" choice, a message box, a Send button; a subject line when it has one) and sent with its
// button. The recipient is the "To" option the words name; a pronoun's person ("his teacher")
// is the one named in what the Navi said last. The words to send are the person's own, kept as
// said (only their first letter raised and their end closed).
import { isPlaceholder } from './form-fill.ts';
import { choicesOf, choiceWords, optionByMeaning } from './option-meaning.ts';
import type { Control } from './target-resolver.ts';

export interface MessageAsk {
  /** Who it goes to, as said ("the prescriptions team", "his teacher"). */
  to: string;
  /** What it says, as said. */
  body: string;
}

const VERB = String.raw`(?:send\s+(?:a\s+|an\s+)?(?:message|note|email|e-mail|text)\s+to|message|email|e-mail|text|write\s+to|drop\s+(?:a\s+)?(?:line|note)\s+to|contact|get\s+in\s+touch\s+with)`;
const SAYING = String.raw`(?:,\s*|\s+)(?:and\s+)?(?:to\s+say|saying|say|tell\s+(?:them|him|her)|let\s+(?:them|him|her)\s+know|ask(?:ing)?\s+(?:them|him|her))(?:\s+that)?\s+|\s*:\s*|\s+that\s+`;
const ASK = new RegExp(`^\\s*${VERB}\\s+(.+?)(?:${SAYING})(.+?)[\\s?!.]*$`, 'is');

/** A request to send someone a message, or null. */
export function parseMessageAsk(text: string): MessageAsk | null {
  const m = ASK.exec(text);
  if (!m) return null;
  const to = m[1]!.trim();
  const said = m[2]!.trim().replace(/[\s,]+(?:please|pls|thanks|thank you|cheers)$/i, '');
  if (!to || !said || to.split(/\s+/).length > 6) return null;
  return { to, body: `${said[0]!.toUpperCase()}${said.slice(1)}${/[.!?]$/.test(said) ? '' : '.'}` };
}

export interface ComposeForm {
  to: Control;
  subject: Control | null;
  body: Control;
  send: Control;
}

const RECIPIENT = /^(?:to|recipient|send to|who to)\b/i;
const BODY = /\b(?:message|body|your message|text|note)\b/i;
const SUBJECT = /\b(?:subject|title)\b/i;
/** A recipient chosen from the page's own list; a typed address is the person's to write. */
const CHOOSERS = new Set(['combobox', 'listbox']);

/** The message form among `controls`: a "To" select with a message box and a Send button after it, in order. */
export function composeFormIn(controls: readonly Control[]): ComposeForm | null {
  const found: ComposeForm[] = [];
  controls.forEach((to, i) => {
    if (!CHOOSERS.has(to.line.role) || !RECIPIENT.test(to.line.name.trim())) return;
    // What follows it, up to the next recipient field.
    const next = controls.slice(i + 1, i + 8);
    const end = next.findIndex((c) => CHOOSERS.has(c.line.role) && RECIPIENT.test(c.line.name.trim()));
    const after = end === -1 ? next : next.slice(0, end);
    const body = after.find((c) => c.line.role === 'textbox' && BODY.test(c.line.name) && !SUBJECT.test(c.line.name));
    const send = after.find((c) => c.line.role === 'button' && /\bsend\b/i.test(c.line.name) && c.line.states.disabled !== true);
    if (!body || !send) return;
    const subject = after.find((c) => c.line.role === 'textbox' && SUBJECT.test(c.line.name)) ?? null;
    found.push({ to, subject, body, send });
  });
  return found.length === 1 ? found[0]! : null;
}

/**
 * The "To" option the recipient's words name; with a pronoun ("his teacher") among several the
 * words fit, the one that names a person the Navi named last. Undefined when none, or several.
 */
export function recipientOption(options: readonly string[], to: string, earlier = ''): string | undefined {
  const labels = options.filter((o) => !isPlaceholder(o));
  const choices = choicesOf(labels);
  const direct = optionByMeaning(choices, choiceWords(to));
  if (direct) return direct;
  if (!/\b(?:his|her|their)\b/i.test(to)) return undefined;
  const names = new Set((earlier.match(/\b\p{Lu}[\p{Ll}'’]+/gu) ?? []).map((n) => n.replace(/['’]s$/, '').toLowerCase()));
  const words = choiceWords(to);
  const fit = labels.filter((l) => optionByMeaning(choicesOf([l]), words) !== undefined && choiceWords(l).some((w) => names.has(w.replace(/['’]s$/, ''))));
  return fit.length === 1 ? fit[0] : undefined;
}

/** A subject line from the message: its first clause, a few words. */
export function subjectOf(body: string): string {
  const clause = body.split(/[,.;:!?]/)[0]!.trim();
  const words = clause.split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : clause;
}
