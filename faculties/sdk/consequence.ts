// Which actions may spend money or cannot be undone: one table of words and page facts, used by
// every approval request and by the consent gate. It only ever RAISES the review (a marked
// approval, never a site allowance); nothing here can lower a gate. It reads declared data and
// page facts (the target's accessible name and form, autocomplete tokens, a tool's name and
// title, the page's consequentialHint), never fixture or site names. A page that names its
// "Place order" button "Next" is not caught: the binding and the per-call approval still hold.
import type { SensitiveReason } from './page/sensitivity.ts';
import { isSecretName } from './redaction/names.ts';
import type { ViewedTarget } from './page-view.ts';

export type ConsequenceKind = 'spends-money' | 'irreversible' | 'credential';

/** One reason to look harder, in our words. `because` quotes the page fact that triggered it. */
export interface Consequence {
  kind: ConsequenceKind;
  because: string;
}

/** What the page and the tool declare about an action; every field is page data, read as data. */
export interface ConsequenceFacts {
  /** Words naming what the action does: the target's accessible name, a tool's name and title. */
  names: readonly string[];
  /** The form the action submits, when it submits one: its name and the kinds of fields in it. */
  submits?: { formName: string; fields: readonly SensitiveReason[] } | null;
  /** Property names of a page tool's input schema (a tool that takes a card number or a password sends a secret). */
  argumentNames?: readonly string[];
  /** The page's own `consequentialHint` annotation (a claim; it can only add care). */
  consequentialHint?: boolean;
}

/**
 * The table. A rule matches when all of its words appear among the words of one name (any
 * order: a tool `order.place` and a button "Place order" both match `place order`). Words are
 * compared whole and lower-cased, after splitting camelCase and punctuation.
 */
const WORD_RULES: readonly { words: readonly string[]; kind: ConsequenceKind }[] = [
  ...['pay', 'pays', 'paying', 'payment', 'payments', 'buy', 'buys', 'purchase', 'purchases', 'checkout', 'donate', 'subscribe', 'transfer', 'transfers', 'wire'].map(
    (w) => ({ words: [w], kind: 'spends-money' as const }),
  ),
  ...[['check', 'out'], ['place', 'order'], ['submit', 'order'], ['confirm', 'order'], ['complete', 'order'], ['order', 'now'], ['send', 'money']].map((words) => ({
    words,
    kind: 'spends-money' as const,
  })),
  ...['delete', 'deletes', 'erase', 'destroy', 'send', 'sends', 'unsubscribe'].map((w) => ({ words: [w], kind: 'irreversible' as const })),
  ...[['close', 'account'], ['cancel', 'subscription'], ['cancel', 'account']].map((words) => ({ words, kind: 'irreversible' as const })),
];

/** Field kinds (from ../semantic/sensitivity.ts) that make submitting their form consequential. */
const FORM_FIELD_KIND: Partial<Record<SensitiveReason, ConsequenceKind>> = {
  payment: 'spends-money',
  password: 'credential',
  'password-form': 'credential',
  credential: 'credential',
  'one-time-code': 'credential',
};

/** Whole words of a name: splits camelCase, digits and punctuation; lower-case. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

const quote = (s: string) => `"${s.length > 60 ? `${s.slice(0, 57)}...` : s}"`;

export function consequencesOf(facts: ConsequenceFacts): Consequence[] {
  const out: Consequence[] = [];
  const add = (kind: ConsequenceKind, because: string) => {
    if (!out.some((c) => c.kind === kind)) out.push({ kind, because });
  };
  if (facts.consequentialHint === true) add('irreversible', 'the page says this tool has consequences (consequentialHint)');
  for (const name of facts.names) {
    const words = new Set(wordsOf(name));
    for (const rule of WORD_RULES) {
      if (rule.words.every((w) => words.has(w))) add(rule.kind, `it is called ${quote(name)}`);
    }
  }
  if (facts.submits) {
    for (const field of facts.submits.fields) {
      const kind = FORM_FIELD_KIND[field];
      if (kind) add(kind, `it submits a form${facts.submits.formName ? ` (${quote(facts.submits.formName)})` : ''} with ${field === 'payment' ? 'payment' : 'credential'} fields`);
    }
    for (const rule of WORD_RULES) {
      if (facts.submits.formName && rule.words.every((w) => wordsOf(facts.submits!.formName).includes(w))) add(rule.kind, `it submits the form ${quote(facts.submits.formName)}`);
    }
  }
  // The same words that make a result's value a secret (redaction/names.ts): a card number, a password, a token.
  for (const arg of facts.argumentNames ?? []) if (isSecretName(arg)) add('credential', `it takes a secret (${quote(arg)})`);
  return out;
}

/** The warning the approval window and the chat show, in our words. */
export function consequenceWarning(consequences: readonly Consequence[]): string | null {
  if (!consequences.length) return null;
  const what = new Set(consequences.map((c) => c.kind));
  const effects = [what.has('spends-money') ? 'may spend money' : '', what.has('irreversible') ? 'may not be undone' : '', what.has('credential') ? 'sends a password or other secret' : '']
    .filter(Boolean)
    .join(', ');
  return `This ${effects}: ${consequences.map((c) => c.because).join('; ')}. No site allowance covers it; check it before you approve.`;
}

/**
 * Roles whose name describes a setting or a value, not something that happens: ticking "Send me
 * news" or typing into "Delete reason" sends or deletes nothing (the button that does is judged
 * when it is pressed). Their form still counts: Enter in a payment form submits it.
 */
const SETTING_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'option', 'textbox', 'searchbox', 'combobox', 'listbox', 'slider', 'spinbutton']);

/** Why acting on this target may spend money or cannot be undone: its name (for a control that sets something off) and the form it submits. */
export function targetConsequences(target: ViewedTarget | null): Consequence[] {
  if (!target) return [];
  // As it shows now and as it showed before a Live Patch renamed or re-roled it: either may say.
  const names = [target, ...(target.unpatched ? [target.unpatched] : [])].filter((t) => t.name && !SETTING_ROLES.has(t.role)).map((t) => t.name);
  return consequencesOf({ names, submits: target.submits });
}

/** A money amount in page text ("$499", "12,50 €", "USD 30"): a price a change may hide or rewrite. */
const PRICE = /(?:[$€£¥₹₩₽]|\b(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|INR)\b)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[€£¥₹₩₽]|\b(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|INR)\b)/u;

/** The first price shown in `text`, or null. */
export function priceIn(text: string): string | null {
  return PRICE.exec(text)?.[0] ?? null;
}
