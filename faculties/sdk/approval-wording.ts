// The plain words of an approval: one sentence per rung a person reads first, and the arguments
// as a table. Our words only; whatever the page wrote (a control's name, a tool's title) goes in
// as a `page` part, which the window fences. Words are chosen by what the action is; policy never
// reads them.
import { Type } from '@sinclair/typebox';
import type { SentencePart } from './grants.ts';
import type { TargetRef } from './page/element.ts';

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
const page = (s: string): SentencePart => ({ page: cut(s, MAX_QUOTED_CHARS) });
const value = (s: string): SentencePart => ({ value: cut(s, MAX_QUOTED_CHARS) });

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

const SCROLL_WORDS: Record<string, string> = { pageDown: 'down', pageUp: 'up', top: 'to the top', bottom: 'to the bottom', intoView: 'to' };

/** AI Echo's own action below WebMCP, e.g. AI Echo wants to click "Place order" (button) on shop.example. */
export function semanticSentence(action: string, input: Record<string, unknown>, target: TargetRef | null, origin: string): SentencePart[] {
  const on = ` on ${hostOf(origin)}.`;
  const verb = action.split('.').at(-1) ?? action;
  const str = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : '');
  switch (verb) {
    case 'click':
      return ['AI Echo wants to click ', ...named(target), on];
    case 'type':
      return ['AI Echo wants to type ', value(str('text')), ' into ', ...named(target), input.clear ? ', replacing what is there,' : '', on];
    case 'check':
      return [`AI Echo wants to ${input.checked === false ? 'untick' : 'tick'} `, ...named(target), on];
    case 'select':
      return ['AI Echo wants to choose ', value(str('label') || str('value')), ' in ', ...named(target), on];
    case 'key':
      return ['AI Echo wants to press ', value(str('key')), target ? ' on ' : ' in ', ...named(target), on];
    case 'hover':
      return ['AI Echo wants to move the pointer over ', ...named(target), on];
    case 'focus':
      return ['AI Echo wants to put the focus on ', ...named(target), on];
    case 'scroll':
      return target ? ['AI Echo wants to scroll ', ...named(target), ' into view', on] : [`AI Echo wants to scroll the page ${SCROLL_WORDS[str('to')] ?? ''}`.trimEnd(), on];
    default:
      return [`AI Echo wants to use ${action} on `, ...named(target), on];
  }
}

/** A page tool, e.g. Run this page's tool "Set a quantity" on shop.example. */
export function pageToolSentence(tool: { name: string; title: string; form?: { submit: string } | null }, origin: string): SentencePart[] {
  const named = [page(tool.title || tool.name), tool.title && tool.title !== tool.name ? ` (${cut(tool.name, MAX_QUOTED_CHARS)})` : ''];
  // A declarative form tool fills a form the person sees; whether it also sends it is part of what they approve.
  if (tool.form) {
    return ["Fill this page's form ", ...named, tool.form.submit === 'review' ? ` on ${hostOf(origin)}, for you to review and send.` : ` on ${hostOf(origin)} and send it.`];
  }
  return ["Run this page's tool ", ...named, ` on ${hostOf(origin)}.`];
}

export function livePatchSentence(kind: 'apply' | 'revert', edits: number, origin: string): SentencePart[] {
  return kind === 'apply'
    ? [`AI Echo wants to change how this page looks for you on ${hostOf(origin)}: ${edits} reversible edit${edits === 1 ? '' : 's'}, seen only in this tab.`]
    : [`AI Echo wants to undo a Live Patch on ${hostOf(origin)}, putting the page back as it was.`];
}

export function rawJsSentence(origin: string): SentencePart[] {
  return [`Run the JavaScript below in the page on ${hostOf(origin)} (developer mode), once, with everything the page itself can do.`];
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
