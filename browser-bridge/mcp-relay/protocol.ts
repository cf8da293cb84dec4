// The relay wire between an `ai-echo-mcp` process (Node: the WebSocket server, on loopback) and
// the AI Echo OS page (the browser: the WebSocket client), typed once like the bridge. The page
// runs every call through its kernel (ToolRouter, approvals, readback, receipts); the MCP
// process only relays, so policy never lives in it.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { errorShapeSchema, oversizeFrame } from '../protocol.ts';
import { MAX_PICTURES } from './pictures.ts';

/** Bump when a frame's shape or meaning changes incompatibly (3: results carry `pictures`; 4: the page's `forget`). */
export const RELAY_PROTOCOL_VERSION = 4;
/** The WebSocket path the MCP process serves the relay on. */
export const RELAY_PATH = '/ai-echo-relay';
/** The relay port an `ai-echo-mcp` listens on when it is not told another. */
export const DEFAULT_RELAY_PORT = 4890;
/** Largest relay frame either side accepts: a bridge result (at most 1 MiB) plus its receipt. */
export const MAX_RELAY_FRAME_BYTES = 2 * 1_048_576;

const hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const pairingId = Type.String({ pattern: '^[0-9a-f]{32}$' });
const callId = Type.String({ minLength: 1, maxLength: 64 });
const clientName = Type.String({ minLength: 1, maxLength: 64 });
const actionName = Type.String({ minLength: 1, maxLength: 128, pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$' });
const closed = { additionalProperties: false } as const;

/** A tool as the page's kernel offers it to a Navi (an MCP client is one more). */
export const relayToolSchema = Type.Object(
  {
    name: actionName,
    toolName: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]{1,128}$' }),
    description: Type.String({ maxLength: 8192 }),
    inputSchema: Type.Record(Type.String(), Type.Unknown()),
    effect: Type.Union([Type.Literal('read'), Type.Literal('mutation')]),
    tier: Type.String({ minLength: 1, maxLength: 32 }),
  },
  closed,
);

/** What the page's receipt says about a call, so the client can quote and find it. */
export const receiptSummarySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    outcome: Type.Union(['ok', 'error', 'conflict', 'outcome-unknown', 'unverified'].map((o) => Type.Literal(o))),
    message: Type.Union([Type.String({ maxLength: 4096 }), Type.Null()]),
    trust: Type.Union([Type.Literal('untrusted-page-data'), Type.Literal('local')]),
  },
  closed,
);

// ---- server (MCP process) -> page ----
const challenge = Type.Object({ type: Type.Literal('challenge'), protocolVersion: Type.Integer(), nonce: hex64, name: clientName }, closed);
const welcome = Type.Object({ type: Type.Literal('welcome'), pairingId, name: clientName, proof: hex64 }, closed);
const refused = Type.Object({ type: Type.Literal('refused'), error: errorShapeSchema }, closed);
/**
 * Which MCP session asks: each is its own client in AI Echo (its own task, discoveries, fallback
 * reasons and name), however many one `ai-echo-mcp` serves (Streamable HTTP has one per session).
 */
export const relaySessionSchema = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }), name: clientName }, closed);
const call = Type.Object({ type: Type.Literal('call'), id: callId, session: relaySessionSchema, action: actionName, arguments: Type.Record(Type.String(), Type.Unknown()) }, closed);
const cancel = Type.Object({ type: Type.Literal('cancel'), id: callId, session: relaySessionSchema }, closed);
const statusRequest = Type.Object({ type: Type.Literal('status'), id: callId, session: relaySessionSchema }, closed);
export const serverFrameSchema = Type.Union([challenge, welcome, refused, call, cancel, statusRequest]);

// ---- page -> server ----
const pair = Type.Object({ type: Type.Literal('pair'), nonce: hex64, proof: hex64 }, closed);
const auth = Type.Object({ type: Type.Literal('auth'), pairingId, nonce: hex64, proof: hex64 }, closed);
/** A picture taken out of a result before redaction (pictures.ts): MCP image content; at most a bridge result (1 MiB) in base64. */
const picture = Type.Object(
  { mimeType: Type.Union([Type.Literal('image/png'), Type.Literal('image/jpeg'), Type.Literal('image/webp')]), data: Type.String({ minLength: 4, maxLength: 1_400_000, pattern: '^[A-Za-z0-9+/]+={0,2}$' }) },
  closed,
);
const resultOk = Type.Object(
  { type: Type.Literal('result'), id: callId, ok: Type.Literal(true), value: Type.Unknown(), receipt: receiptSummarySchema, pictures: Type.Optional(Type.Array(picture, { maxItems: MAX_PICTURES })) },
  closed,
);
const resultError = Type.Object(
  { type: Type.Literal('result'), id: callId, ok: Type.Literal(false), error: errorShapeSchema, receipt: Type.Union([receiptSummarySchema, Type.Null()]) },
  closed,
);
const status = Type.Object({ type: Type.Literal('status'), id: callId, value: Type.Record(Type.String(), Type.Unknown()) }, closed);
const tools = Type.Object({ type: Type.Literal('tools'), tools: Type.Array(relayToolSchema, { maxItems: 512 }) }, closed);
/** The person pressed Forget in AI Echo: the program drops the pairing too, and shows a fresh code. */
const forget = Type.Object({ type: Type.Literal('forget') }, closed);
export const pageFrameSchema = Type.Union([pair, auth, resultOk, resultError, status, tools, forget]);

export type ServerFrame = Static<typeof serverFrameSchema>;
export type PageFrame = Static<typeof pageFrameSchema>;
export type RelayTool = Static<typeof relayToolSchema>;
export type ReceiptSummary = Static<typeof receiptSummarySchema>;
export type RelayCallFrame = Static<typeof call>;
export type RelaySession = Static<typeof relaySessionSchema>;
export type RelayResultFrame = Static<typeof resultOk> | Static<typeof resultError>;

/**
 * Parses one WebSocket text message: the frame, or why not. Size first (a peer cannot make us
 * parse more than the limit), then JSON, then the schema (TypeBox's checker: no code generation,
 * so the same check runs in Node and in the page).
 */
export function readRelayFrame<S extends TSchema>(text: string, schema: S): { frame: Static<S> } | { problem: string; id: string | null } {
  if (text.length > MAX_RELAY_FRAME_BYTES) return { problem: `frame of ${text.length} characters is over the ${MAX_RELAY_FRAME_BYTES} limit`, id: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'frame is not JSON', id: null };
  }
  if (!Value.Check(schema, raw)) {
    const first = Value.Errors(schema, raw).First();
    const id = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? ((raw as { id: string }).id.slice(0, 64) || null) : null;
    return { problem: `${first?.path || '(frame)'} ${first?.message ?? 'is invalid'}`, id };
  }
  return { frame: raw };
}

/** JSON text of a frame, or null when it is over the limit (the caller sends a typed error instead). */
export function writeRelayFrame(frame: ServerFrame | PageFrame): string | null {
  return oversizeFrame(frame, MAX_RELAY_FRAME_BYTES) === null ? JSON.stringify(frame) : null;
}
