// The wire between the OS page and the extension, typed once. Both halves import this file;
// the TypeScript types are derived from the (TypeBox-built) JSON Schemas below, and ajv compiles the same
// schemas at build time into the validators each side runs on every frame it receives.
import { Type, type Static } from '@sinclair/typebox';
import { LADDER_TIERS } from './tiers.ts';
import { ACTION_EFFECTS, GRANT_STATES } from './vocabulary.ts';
import { ERROR_CODES } from './errors.ts';

/**
 * Bump when a frame's shape or meaning changes incompatibly (a renamed field, a new required
 * field, a changed error semantics). Adding an action does not bump it: that is what the
 * manifest hash and `describe` are for.
 */
export const PROTOCOL_VERSION = 2;

/** Largest frame either side accepts, as UTF-8 bytes of its JSON. */
export const MAX_FRAME_BYTES = 1_048_576;
/** Request ids are client-chosen opaque strings. */
export const MAX_REQUEST_ID_CHARS = 64;
/** The port name the OS page uses; anything else is not ours. */
export const PORT_NAME = 'ai-echo-bridge';
/**
 * A client's session secret: 32 random bytes as hex, made once per page load and sent in every
 * `hello`, so a reconnect after a service-worker restart is the same session. The extension keys
 * grants and approval events by it; knowing it is what makes a connection that session.
 */
export const SESSION_KEY_PATTERN = '^[0-9a-f]{64}$';

const requestId = Type.String({ minLength: 1, maxLength: MAX_REQUEST_ID_CHARS });
const actionName = Type.String({ minLength: 1, maxLength: 128, pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$' });
const sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });
const closed = { additionalProperties: false } as const;

export const errorShapeSchema = Type.Object(
  {
    code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
    message: Type.String({ maxLength: 4096 }),
    detail: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  closed,
);

export const descriptorSchema = Type.Object(
  {
    name: actionName,
    toolName: Type.String({ minLength: 1, maxLength: 128 }),
    description: Type.String(),
    inputSchema: Type.Record(Type.String(), Type.Unknown()),
    effect: Type.Union(ACTION_EFFECTS.map((e) => Type.Literal(e))),
    tier: Type.Union(LADDER_TIERS.map((t) => Type.Literal(t))),
  },
  closed,
);

const helloFromClient = Type.Object(
  {
    type: Type.Literal('hello'),
    protocolVersion: Type.Integer(),
    manifestHash: sha256Hex,
    client: Type.String({ maxLength: 64 }),
    session: Type.String({ pattern: SESSION_KEY_PATTERN }),
  },
  closed,
);
// `ping` is a liveness check (and the benchmark's port round-trip floor).
const simpleRequest = Type.Object({ type: Type.Union([Type.Literal('describe'), Type.Literal('ping')]), id: requestId }, closed);
// `invoke` runs a registry action; `control` runs a reserved `echo.` action for the kernel.
const invoke = Type.Object(
  {
    type: Type.Union([Type.Literal('invoke'), Type.Literal('control')]),
    id: requestId,
    action: actionName,
    input: Type.Record(Type.String(), Type.Unknown()),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 600_000 })),
  },
  closed,
);
export const clientFrameSchema = Type.Union([helloFromClient, simpleRequest, invoke]);

const helloFromExtension = Type.Object(
  { type: Type.Literal('hello'), protocolVersion: Type.Integer(), manifestHash: sha256Hex, extensionVersion: Type.String({ maxLength: 32 }) },
  closed,
);
const described = Type.Object(
  { type: Type.Literal('described'), id: requestId, manifestHash: sha256Hex, descriptors: Type.Array(descriptorSchema, { maxItems: 512 }) },
  closed,
);
const pong = Type.Object({ type: Type.Literal('pong'), id: requestId }, closed);
const resultOk = Type.Object({ type: Type.Literal('result'), id: requestId, ok: Type.Literal(true), value: Type.Unknown() }, closed);
const resultError = Type.Object({ type: Type.Literal('result'), id: requestId, ok: Type.Literal(false), error: errorShapeSchema }, closed);
/**
 * What the extension tells the OS page without being asked, by event name: the data each event
 * carries. Adding an event is one entry here; the frame schema, its validator and the client's
 * typed `event` payload follow.
 */
export const EVENT_DATA = {
  /** The person changed the sites AI Echo may act on (the extension's options page). */
  'allowlist-changed': Type.Object({ origins: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 10_000 }) }, closed),
  /** The extension's half of developer mode changed. */
  'developer-mode-changed': Type.Object({ developerMode: Type.Boolean() }, closed),
  /** A watched page's WebMCP tools changed: an invalidation notice, never a tool list. */
  'webmcp-toolchange': Type.Object(
    { tabId: Type.Integer(), frameId: Type.Integer(), documentId: Type.Union([Type.String(), Type.Null()]), origin: Type.Union([Type.String(), Type.Null()]) },
    closed,
  ),
  /** One of this session's approvals changed state; the rest of its view rides along. */
  approval: Type.Object({ approvalId: Type.String({ maxLength: 64 }), state: Type.Union(GRANT_STATES.map((s) => Type.Literal(s))) }),
};
export type BridgeEventName = keyof typeof EVENT_DATA;
export type BridgeEventMap = { [K in BridgeEventName]: Static<(typeof EVENT_DATA)[K]> };
/** Sends one event; the name decides what its data must be. */
export type EventSender = <K extends BridgeEventName>(event: K, data: BridgeEventMap[K]) => void;
/** An event as the client hands it on: its name decides its data's type. */
export type BridgeEvent = { [K in BridgeEventName]: { event: K; data: BridgeEventMap[K] } }[BridgeEventName];

const eventFrames = (Object.keys(EVENT_DATA) as BridgeEventName[]).map((name) =>
  Type.Object({ type: Type.Literal('event'), event: Type.Literal(name), data: EVENT_DATA[name] }, closed),
);
const protocolError = Type.Object({ type: Type.Literal('error'), id: Type.Union([requestId, Type.Null()]), error: errorShapeSchema }, closed);
export const extensionFrameSchema = Type.Union([helloFromExtension, described, pong, resultOk, resultError, ...eventFrames, protocolError]);

export type ClientFrame = Static<typeof clientFrameSchema>;
export type ExtensionFrame = Static<typeof extensionFrameSchema>;
export type ToolDescriptor = Static<typeof descriptorSchema>;
export type InvokeFrame = Static<typeof invoke>;

/** A validator as ajv's standalone code exports it. */
export interface FrameValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

/** A fresh session secret (see SESSION_KEY_PATTERN). */
export function newSessionKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Code units JSON.stringify writes as six bytes (`\u001f`, a lone surrogate); any other takes at
// most three. Surrogates are rare, so the pairing is read only where there are some.
const SIX_BYTE_CONTROL = /[\u0000-\u0007\u000b\u000e-\u001f]/;
const SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasSixByteUnit = (text: string) => SIX_BYTE_CONTROL.test(text) || (SURROGATE.test(text) && LONE_SURROGATE.test(text));
/** Deeper than this, the bound gives up and serialising decides (and a cycle throws there). */
const MAX_BOUND_DEPTH = 64;
/** The longest JSON a number can take (`-1.7976931348623157e+308`). */
const MAX_NUMBER_CHARS = 24;

const stringBound = (text: string) => (hasSixByteUnit(text) ? 6 : 3) * text.length + 2;

/**
 * At least as many UTF-8 bytes as JSON.stringify(value) would take, without serialising it, or
 * null where only serialising can tell: a toJSON method, a class instance, a BigInt, nesting past
 * MAX_BOUND_DEPTH (cycles among them), or nothing to serialise at the top.
 */
function jsonBytesBound(value: unknown, depth: number): number | null {
  switch (typeof value) {
    case 'string':
      return stringBound(value);
    case 'number':
      return MAX_NUMBER_CHARS;
    case 'boolean':
      return 5;
    case 'object':
      break;
    default:
      // undefined, a function or a symbol: `null` in an array, left out of an object.
      return depth > 0 && typeof value !== 'bigint' ? 4 : null;
  }
  if (value === null) return 4;
  if (depth >= MAX_BOUND_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return null;
  let total = 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      const bytes = jsonBytesBound(item, depth + 1);
      if (bytes === null) return null;
      total += bytes + 1;
    }
    return total;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  for (const key of Object.keys(value)) {
    const bytes = jsonBytesBound((value as Record<string, unknown>)[key], depth + 1);
    if (bytes === null) return null;
    total += stringBound(key) + 1 + bytes + 1;
  }
  return total;
}

/**
 * A frame's JSON size in UTF-8 bytes when that is over `max` (Infinity when it cannot be
 * serialised), else null. Most frames are proven to fit by an upper bound read from the value
 * itself (no serialising: a 200 KB answer's JSON costs milliseconds to write); only those the
 * bound cannot clear are serialised, and only JSON near the limit is encoded.
 */
export function oversizeFrame(frame: unknown, max: number): number | null {
  const bound = jsonBytesBound(frame, 0);
  if (bound !== null && bound <= max) return null;
  let json: string | undefined;
  try {
    json = JSON.stringify(frame);
  } catch {
    return Infinity;
  }
  if (json === undefined) return Infinity;
  if (json.length * 3 <= max) return null;
  const bytes = new TextEncoder().encode(json).length;
  return bytes > max ? bytes : null;
}

/** Says which field broke, for the typed error a malformed frame gets. */
export function describeValidationErrors(validator: FrameValidator): string {
  const first = validator.errors?.[0];
  if (!first) return 'frame does not match the protocol';
  return `${first.instancePath || '(frame)'} ${first.message ?? 'is invalid'}`;
}

/** An event frame whose data is checked against its name's entry in EVENT_DATA at compile time. */
export function eventFrame<K extends BridgeEventName>(event: K, data: BridgeEventMap[K]): ExtensionFrame {
  return { type: 'event', event, data } as ExtensionFrame;
}
