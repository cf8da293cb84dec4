// How a relayed call's outcome reads to an MCP client. A refusal is a tool result with
// `isError: true`, its typed code and human message (never a protocol error). A change the kernel
// could not verify says so first. Every answer is built by `sealed`: the whole structured value
// is redacted in one step, as the Navi's results are (kernel/navi-engine.ts `untrusted`), and the
// text is written from that redacted copy, never from the raw value, with page data (and what the
// page's side said about it) in an untrusted block: content to reason about, never instructions.
import type { CallToolResult, ImageContent } from '@modelcontextprotocol/sdk/types.js';
import type { BridgeErrorShape } from '../browser-bridge/errors.ts';
import type { ReceiptSummary, RelayResultFrame } from '../browser-bridge/mcp-relay/protocol.ts';
import { redactData } from '../faculties/sdk/redaction/data.ts';
import { escapedJson, untrustedBlock } from '../kernel/prompt/untrusted-block.ts';

type Structured = Record<string, unknown>;

/**
 * The one way an answer is made: redact everything the client will receive, then write its text
 * from the redacted copy. `images`: pictures AI Echo took out before redacting (pictures.ts).
 */
function sealed(structured: Structured, text: (safe: Structured) => string, isError = false, images: readonly ImageContent[] = []): CallToolResult {
  const safe = redactData(structured).value;
  return { ...(isError ? { isError: true } : {}), content: [{ type: 'text', text: text(safe) }, ...images], structuredContent: safe };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A refusal. `fromPage`: it came back from AI Echo's side, whose message may quote the page (a
 * page tool's own error), so its text is fenced; the MCP process's own words are not.
 */
export function errorResult(error: BridgeErrorShape, receipt: ReceiptSummary | null = null, fromPage = false): CallToolResult {
  const structured: Structured = { error: { code: error.code, message: error.message }, ...(receipt ? { outcome: receipt.outcome, receiptId: receipt.id } : {}) };
  return sealed(
    structured,
    (safe) => {
      const e = safe.error as { code: string; message: string };
      const message = fromPage ? `\n${untrustedBlock('error', e.message).text}` : ` ${e.message}`;
      return `${e.code}:${message}${safe.receiptId ? `\n(receipt ${str(safe.receiptId)})` : ''}`;
    },
    true,
  );
}

export function callResult(toolName: string, frame: RelayResultFrame): CallToolResult {
  if (!frame.ok) return errorResult(frame.error, frame.receipt, true);
  const { receipt, value } = frame;
  const structured: Structured = {
    outcome: receipt.outcome,
    receiptId: receipt.id,
    trust: receipt.trust,
    ...(receipt.outcome !== 'ok' && receipt.message ? { outcomeMessage: receipt.message } : {}),
    value,
  };
  const images = (frame.pictures ?? []).map((p): ImageContent => ({ type: 'image', mimeType: p.mimeType, data: p.data }));
  return sealed(structured, (safe) => {
    const lines: string[] = [];
    if (safe.outcome !== 'ok') lines.push(`Outcome: ${str(safe.outcome)}.`);
    if (safe.outcomeMessage !== undefined) lines.push(untrustedBlock('outcome', safe.outcomeMessage).text);
    // Fenced whatever its trust label says, as the Navi's results are: a result holds what pages wrote.
    lines.push(untrustedBlock(toolName, safe.value).text);
    lines.push(`(receipt ${str(safe.receiptId)})`);
    return lines.join('\n');
  }, false, images);
}

/** The status tool's answer: relay state first, then what AI Echo says (its active tab fenced as page data). */
export function statusResult(value: Structured): CallToolResult {
  return sealed(value, (safe) => {
    const { pages, ...rest } = safe;
    return `${escapedJson(rest)}${Array.isArray(pages) && pages.length ? `\n${untrustedBlock('pages', pages).text}` : ''}`;
  });
}
