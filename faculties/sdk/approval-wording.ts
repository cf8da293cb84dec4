// The plain words of an approval: one sentence per rung a person reads first, and the arguments
// as a table. Our words only; whatever the page wrote (a control's name, a tool's title) goes in
// as a `page` part, which the window fences. Each action declares its own sentence from these
// parts (`approvalSentence` in define-action.ts); policy never reads them.
import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { SentencePart } from './grants.ts';
import type { TargetRef } from './page/element.ts';

/** How semantic changes reach the page, as the approval window says it. */
export const SYNTHETIC_INPUT_FACT = 'Synthetic events from a script: the page sees them as untrusted (isTrusted false), never as your keyboard or mouse.';

/** The person's request, as an approval request may carry it for the window to show. */
export const MAX_REQUEST_CHARS = 500;
export const requestSchema = Type.Optional(
  Type.String({ maxLength: MAX_REQUEST_CHARS, description: "The person's words for the request this serves, shown in the window as context (it binds nothing)." }),
);

/** The imported flow file a request's step comes from, as an approval request may carry it. */
export const MAX_IMPORTED_FROM_CHARS = 200;
export const importedFromSchema = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: MAX_IMPORTED_FROM_CHARS,
    description: 'The imported flow file this step replays, on its first replay: the window names it, and no site allowance stands in for this approval.',
  }),
);

/** What the window says of a step from an imported flow file: where it comes from, and why it is asked one by one. */
export function importedFromFacts(file: string): { fact: { label: string; value: string }; notice: string } {
  return {
    fact: { label: 'Source', value: `imported file "${cut(file, MAX_IMPORTED_FROM_CHARS)}"` },
    notice: 'This step comes from a flow file you imported, not from what you did here. The first time it is replayed, every step is approved on its own: no site allowance covers it.',
  };
}

/** Page words and values in a sentence are cut here; the full text is under Details. */
const MAX_QUOTED_CHARS = 80;
const MAX_CELL_CHARS = 300;

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** One line: a line break in page words or a value could pass for a sentence of our own. */
const oneLine = (s: string) => s.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
const page = (s: string): SentencePart => ({ page: cut(oneLine(s), MAX_QUOTED_CHARS) });
const value = (s: string): SentencePart => ({ value: cut(oneLine(s), MAX_QUOTED_CHARS) });

/** `shop.example:8080` for `https://shop.example:8080`. */
export function hostOf(origin: string): string {
  try {
    return new URL(origin).host || origin;
  } catch {
    return origin;
  }
}

/** A control as a person knows it: its name (page words), or its role when it has none. */
function named(target: TargetRef | null): SentencePart[] {
  if (!target) return ['the page'];
  return target.name ? [page(target.name), ` (${target.role})`] : [`an unnamed ${target.role}`];
}

/** A page's own tool, as an approval names it. */
export interface PageToolShown {
  name: string;
  title: string;
  form?: { submit: string } | null;
}

/**
 * What an action's approval sentence is built from (define-action.ts): the subject as the page
 * shows it now, already in parts, and the only two ways other words get in. Whatever the page
 * wrote is a `page` part and whatever AI Echo will send a `value` part, each on one line and cut
 * to a readable length; the window fences both, so no page text ever reads as AI Echo's words.
 */
export interface ApprovalWords {
  /** The site the run acts on, as the window names it: `shop.example:8443`. */
  host: string;
  /** The control the input names, as the page shows it now: its name fenced, with its role; "the page" when it names none. */
  target: SentencePart[];
  /** Whether the page shows a control the input names (a key press or a scroll may name none). */
  targeted: boolean;
  /** The page tool a WebMCP run invokes, its title fenced; null below WebMCP. */
  tool: { named: SentencePart[]; form: 'review' | 'send' | null } | null;
  page(text: string): SentencePart;
  value(text: string): SentencePart;
}

export function approvalWords(origin: string, target: TargetRef | null, tool: PageToolShown | null = null): ApprovalWords {
  return {
    host: hostOf(origin),
    target: named(target),
    targeted: target !== null,
    tool: tool && {
      // The tool's name is pattern-checked ([A-Za-z0-9_.-]), its title is the page's own words.
      named: [page(tool.title || tool.name), tool.title && tool.title !== tool.name ? ` (${cut(tool.name, MAX_QUOTED_CHARS)})` : ''],
      form: !tool.form ? null : tool.form.submit === 'review' ? 'review' : 'send',
    },
    page,
    value,
  };
}

/** The sentence an approval window reads first, as the action declares it; an action that asks for approval without one is a bug. */
export function approvalSentence<Input>(action: { name: string; approvalSentence?(input: Input, words: ApprovalWords): SentencePart[] }, input: Input, words: ApprovalWords): SentencePart[] {
  if (!action.approvalSentence) throw new BridgeError('internal', `${action.name} declares no approval sentence.`);
  return action.approvalSentence(input, words);
}

function cell(v: unknown): string {
  return cut(typeof v === 'string' ? v : JSON.stringify(v) ?? String(v), MAX_CELL_CHARS);
}

/** Top-level arguments as label/value rows; `skip` leaves out what the sentence already says. */
export function argumentsTable(args: Record<string, unknown>, skip: readonly string[] = []): { label: string; value: string }[] {
  return Object.entries(args)
    .filter(([k]) => !skip.includes(k))
    .map(([label, v]) => ({ label, value: cell(v) }));
}
