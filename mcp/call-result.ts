// How a relayed call's outcome reads to an MCP client. A refusal is a tool result with
// `isError: true`, its typed code and human message (never a protocol error). A change the kernel
// could not verify says so first. Page data is wrapped as an untrusted block: content to reason
// about, never instructions.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { BridgeErrorShape } from '../browser-bridge/errors.ts';
import type { ReceiptSummary, RelayResultFrame } from '../browser-bridge/mcp-relay/protocol.ts';
import { escapedJson, untrustedBlock } from '../kernel/prompt/untrusted-block.ts';

export function errorResult(error: BridgeErrorShape, receipt: ReceiptSummary | null = null): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${error.code}: ${error.message}${receipt ? ` (receipt ${receipt.id})` : ''}` }],
    structuredContent: { error: { code: error.code, message: error.message }, ...(receipt ? { outcome: receipt.outcome, receiptId: receipt.id } : {}) },
  };
}

export function callResult(toolName: string, frame: RelayResultFrame): CallToolResult {
  if (!frame.ok) return errorResult(frame.error, frame.receipt);
  const { receipt, value } = frame;
  const lines: string[] = [];
  if (receipt.outcome !== 'ok') lines.push(`Outcome: ${receipt.outcome}.${receipt.message ? ` ${receipt.message}` : ''}`);
  lines.push(receipt.trust === 'untrusted-page-data' ? untrustedBlock(toolName, value).text : escapedJson(value));
  lines.push(`(receipt ${receipt.id})`);
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { outcome: receipt.outcome, receiptId: receipt.id, trust: receipt.trust, value },
  };
}

/** The status tool's answer: relay state first, then what AI Echo says when it is there. */
export function statusResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}
