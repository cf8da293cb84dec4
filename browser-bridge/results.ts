// The results the OS reads, typed once on the wire side: output schemas of the actions whose
// answers the kernel and AI Echo use (page info, WebMCP discovery and invocation, the semantic
// snapshot, and the evidence every semantic change returns). Actions declare them as their
// `output`; the build compiles them like the input validators, and the OS page's bridge client
// checks each result once, where it enters the OS. What is checked is our own shape: the page's
// data inside (titles, descriptions, outlines, tool results) stays untrusted text and JSON.
// Objects are open: an action may add a field without breaking an older reader.
import { Type, type Static } from '@sinclair/typebox';

const id = Type.Integer({ minimum: -1 });
const text = Type.String();
const sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const pageFrameSchema = Type.Object({ frameId: id, parentFrameId: id, documentId: text, url: text, origin: text });

export const pageInfoSchema = Type.Object({
  tabId: id,
  title: text,
  url: text,
  origin: text,
  documentId: text,
  frames: Type.Array(pageFrameSchema),
  /** Whether the top frame exposes WebMCP. */
  webmcp: Type.Boolean(),
});

/** A page tool as discovery reports it; every string in it was written by the page. */
export const discoveredToolSchema = Type.Object({
  name: text,
  title: text,
  description: text,
  /** Always an object: a tool that declares none gets a stand-in that takes no arguments. */
  inputSchema: Type.Record(Type.String(), Type.Unknown()),
  /** False when the page declared no input schema. */
  inputSchemaDeclared: Type.Boolean(),
  origin: text,
  /** The page's claims about its tool: hints, never authority. */
  annotations: Type.Record(Type.String(), Type.Boolean()),
  descriptorHash: sha256Hex,
  untrusted: Type.Literal(true),
});

export const excludedToolSchema = Type.Object({ name: Type.Union([text, Type.Null()]), reason: text, detail: text });

export const discoveredFrameSchema = Type.Object({
  tabId: id,
  frameId: id,
  documentId: text,
  origin: text,
  url: text,
  api: Type.Union([Type.Literal('document'), Type.Literal('navigator'), Type.Literal('none')]),
  world: Type.Union([Type.Literal('isolated'), Type.Literal('main')]),
  tools: Type.Array(discoveredToolSchema),
  excluded: Type.Array(excludedToolSchema),
  excludedOmitted: Type.Integer({ minimum: 0 }),
});

export const discoverySchema = Type.Object({
  tabId: id,
  origin: text,
  url: text,
  frames: Type.Array(discoveredFrameSchema),
  framesOmitted: Type.Integer({ minimum: 0 }),
  toolCount: Type.Integer({ minimum: 0 }),
  excludedCount: Type.Integer({ minimum: 0 }),
  untrusted: Type.Literal(true),
});

/** A page's answer after parsing, redaction and bounding: `value` is page data. */
export const boundedResultSchema = Type.Object({
  value: Type.Unknown(),
  truncated: Type.Boolean(),
  truncations: Type.Array(text),
  redactions: Type.Integer({ minimum: 0 }),
  redactedPaths: Type.Array(text),
});

export const pageToolRunSchema = Type.Object({
  ok: Type.Literal(true),
  untrusted: Type.Literal(true),
  result: boundedResultSchema,
  grantId: text,
  tabId: id,
  frameId: id,
  documentId: text,
  origin: text,
  name: text,
  descriptorHash: sha256Hex,
  argumentHash: sha256Hex,
  durationMs: Type.Number({ minimum: 0 }),
});

export const snapshotFrameSchema = Type.Object({
  frameId: id,
  parentFrameId: id,
  documentId: text,
  url: text,
  /** The page as outline lines (faculties/sdk/outline.ts): page text, untrusted. */
  outline: text,
  listed: Type.Integer({ minimum: 0 }),
  interactive: Type.Integer({ minimum: 0 }),
  truncated: Type.Boolean(),
});

export const snapshotSchema = Type.Object({
  tabId: id,
  frames: Type.Array(snapshotFrameSchema),
  listed: Type.Integer({ minimum: 0 }),
  interactive: Type.Integer({ minimum: 0 }),
  omitted: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  skippedFrames: Type.Array(Type.Object({ frameId: id, code: text })),
  cursor: Type.Optional(text),
  untrusted: Type.Literal(true),
});

const tristate = Type.Union([Type.Boolean(), Type.Literal('mixed')]);

/** What may be observed of an element; values of sensitive fields are never present. */
export const elementStateSchema = Type.Object({
  attached: Type.Boolean(),
  visible: Type.Boolean(),
  enabled: Type.Boolean(),
  focused: Type.Boolean(),
  inViewport: Type.Boolean(),
  value: Type.Optional(text),
  selectedLabels: Type.Optional(Type.Array(text)),
  checked: Type.Optional(tristate),
  selected: Type.Optional(Type.Boolean()),
  expanded: Type.Optional(Type.Boolean()),
  pressed: Type.Optional(tristate),
  scrollPercent: Type.Optional(Type.Number()),
});

/** What every semantic change returns: data for the independent readback, not proof by itself. */
export const evidenceSchema = Type.Object({
  action: text,
  fingerprint: Type.Union([text, Type.Null()]),
  role: text,
  name: text,
  before: elementStateSchema,
  after: elementStateSchema,
  url: text,
  /** Every event was synthesised by script: never present it as the person's input. */
  trustedInput: Type.Literal(false),
  events: Type.Array(text),
  tabId: id,
  frameId: id,
  documentId: text,
});

export type PageInfoResult = Static<typeof pageInfoSchema>;
export type DiscoveryResult = Static<typeof discoverySchema>;
export type DiscoveredToolResult = Static<typeof discoveredToolSchema>;
export type PageToolRunResult = Static<typeof pageToolRunSchema>;
export type SnapshotResult = Static<typeof snapshotSchema>;
export type EvidenceResult = Static<typeof evidenceSchema>;
