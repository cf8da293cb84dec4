// Untrusted data as prompt text: one delimited block per item, JSON inside, and nothing inside able
// to close the block or forge a turn. `<` and `>` are written as JSON escapes (\u003c, \u003e), so
// neither the closing delimiter nor a chat-template token (<|im_end|>, <tool_call>) can appear in
// the data; the JSON still means the same thing. The data is redacted before it is written, so
// no credential reaches a model's prompt whoever built the block.
import { redactData } from '../../faculties/sdk/redaction/data.ts';

export const CUT_MARKER = '…[cut:';

export function safeSource(source: string): string {
  return source.replace(/[^A-Za-z0-9._:-]/g, '_').slice(0, 80) || 'data';
}

/** JSON text of `data` with every `<` and `>` escaped. Strings stay strings. */
export function escapedJson(data: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(data) ?? 'null';
  } catch {
    text = JSON.stringify(String(data));
  }
  return text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** Cuts `text` to `max` characters with a marker saying how much is not shown. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const keep = Math.max(0, max);
  return { text: `${text.slice(0, keep)}${CUT_MARKER} ${text.length - keep} of ${text.length} characters not shown]`, cut: true };
}

/** Page-derived data as prompt text: redacted, then written as escaped JSON. */
export function untrustedJson(data: unknown): string {
  return escapedJson(redactData(data).value);
}

/** JSON made by `untrustedJson`, cut to `maxChars` and wrapped in its block. */
export function wrapUntrusted(source: string, json: string, maxChars = Infinity): { text: string; cut: boolean; chars: number } {
  const { text, cut } = cutText(json, maxChars);
  const src = safeSource(source);
  return { text: `<untrusted source="${src}">\n${text}\n</untrusted>`, cut, chars: json.length };
}

/** Page-derived data as one block: redacted, escaped, cut to `maxChars`. */
export function untrustedBlock(source: string, data: unknown, maxChars = Infinity): { text: string; cut: boolean; chars: number } {
  return wrapUntrusted(source, untrustedJson(data), maxChars);
}

/** The person's own words: trusted, but a chat-template token typed into them is neutralised. */
export function neutraliseTemplateTokens(text: string): string {
  return text.replace(/<\|/g, '<\u200b|').replace(/<(\/?)(tool_call|untrusted)/gi, '<\u200b$1$2');
}
