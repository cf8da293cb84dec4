// The JSON Schemas of what `sealed` (call-result.ts) answers, one per tool: an answer is either
// the envelope of a run (outcome, receiptId, trust, the redacted value) or a refusal (its typed
// error, and the receipt when one was written). The value's schema is the action's declared
// result schema where it has one; pictures in it are replaced by a note (their bytes travel as
// image content), so a string stays a string.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

type Schema = Record<string, unknown>;

const OUTCOMES = ['ok', 'error', 'conflict', 'outcome-unknown', 'unverified'];
const str = { type: 'string' };

const refusal: Schema = {
  type: 'object',
  properties: {
    error: { type: 'object', properties: { code: str, message: str }, required: ['code', 'message'] },
    outcome: { enum: OUTCOMES },
    receiptId: str,
  },
  required: ['error'],
};

/** A relayed tool's answers; `value`: the action's result schema, or any JSON value. */
export function relayedOutputSchema(value: Schema | undefined): NonNullable<Tool['outputSchema']> {
  const run: Schema = {
    type: 'object',
    properties: { outcome: { enum: OUTCOMES }, receiptId: str, trust: { enum: ['untrusted-page-data', 'local'] }, outcomeMessage: {}, value: value ?? {} },
    required: ['outcome', 'receiptId', 'trust', 'value'],
  };
  return { type: 'object', anyOf: [run, refusal] };
}

/** The status tool's answer (statusResult). */
export const STATUS_OUTPUT_SCHEMA: NonNullable<Tool['outputSchema']> = {
  type: 'object',
  properties: {
    relay: { type: 'object', properties: { state: str, message: str, port: { type: 'integer' }, paired: { type: 'boolean' } }, required: ['state', 'message', 'port', 'paired'] },
    client: str,
    connected: { type: 'boolean' },
    message: str,
    manifestInSync: { type: ['boolean', 'null'] },
    extensionVersion: { type: ['string', 'null'] },
    allowedOrigins: { type: 'array', items: str },
    pages: { type: 'array', items: { type: 'object' } },
  },
  required: ['relay', 'client', 'connected'],
};
