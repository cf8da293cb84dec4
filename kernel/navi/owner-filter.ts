// "show me only Ada's tickets", "just Omar's orders": a list narrowed to one person's records. The
// person is said in the possessive; the page's filter is the select outside any dialog whose
// options hold that person ("Ada Lovelace" among "Anyone", …). A select in an open record's
// dialog is the record's own field, never the list's filter.
import { choicesOf } from './option-meaning.ts';
import { dialogOf, type Control } from './target-resolver.ts';
import { matchOption } from './value-meaning.ts';
import type { Meaning } from './words.ts';

const SELECTS = new Set(['combobox', 'listbox']);
/** "Ada's", "Omar’s", "James'": a name in the possessive. */
const POSSESSIVE = /\b(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?:['’]s|['’])(?=\s|$)/u;
/** Verbs that narrow what a list shows; with none, "only" or "just" says it ("only Ada's tickets"). */
const SHOWING: readonly Meaning[] = ['show', 'list', 'choose'];
const ONLY = /\b(?:only|just)\b/i;

interface FieldData {
  fingerprint?: string | null;
  options?: string[];
}

/** The list's filter to set and its option, when the request narrows the list to a person named in the possessive; else null. */
export function ownerFilter(text: string, meanings: readonly Meaning[], controls: readonly Control[], fields: readonly FieldData[]): { control: Control; option: string } | null {
  if (!namesOwner(text, meanings)) return null;
  const who = POSSESSIVE.exec(text)?.[1];
  if (!who) return null;
  const found = controls.flatMap((c) => {
    if (!SELECTS.has(c.line.role) || typeof c.line.states.blocked === 'string' || dialogOf(c)) return [];
    const options = fields.find((f) => f.fingerprint === c.line.fingerprint)?.options ?? [];
    const option = options.length ? matchOption(choicesOf(options), who) : undefined;
    return option === undefined ? [] : [{ control: c, option }];
  });
  return found.length === 1 ? found[0]! : null;
}

/** Whether the request could be such a narrowing (a name in the possessive), so the page's selects are worth reading. */
export function namesOwner(text: string, meanings: readonly Meaning[]): boolean {
  const narrows = meanings.length ? meanings.every((m) => SHOWING.includes(m)) : ONLY.test(text);
  return narrows && POSSESSIVE.test(text);
}
