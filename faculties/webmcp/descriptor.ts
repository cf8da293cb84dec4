// Turns what a frame reported about one tool into a descriptor we are willing to pass on, or an
// exclusion with its reason. Nothing is cut to fit: a tool over any limit is left out and named.
import { canonicalHash } from '../sdk/hash.ts';
import { isPlainObject, jsonDepth, utf8Bytes } from '../sdk/json-measure.ts';
import { projectForm } from './form-tool.ts';
import {
  MAX_SCHEMA_BYTES,
  MAX_SCHEMA_DEPTH,
  MAX_TOOL_DESCRIPTION_CHARS,
  MAX_TOOL_NAME_CHARS,
  MAX_TOOL_TITLE_CHARS,
  TOOL_NAME_PATTERN,
} from './limits.ts';
import { KNOWN_ANNOTATIONS, type ExcludedTool, type RawTool, type ToolAnnotations, type ToolDescriptorCore, type WebmcpTool } from './types.ts';

export type Projection = { ok: true; descriptor: ToolDescriptorCore } | { ok: false; excluded: ExcludedTool };

export function isValidToolName(name: unknown): name is string {
  return typeof name === 'string' && TOOL_NAME_PATTERN.test(name);
}

/** Known keys with boolean values survive; anything else a page put there is dropped. */
export function projectAnnotations(raw: unknown): ToolAnnotations {
  const out: ToolAnnotations = {};
  if (!isPlainObject(raw)) return out;
  for (const key of KNOWN_ANNOTATIONS) {
    const value = raw[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

function exclude(name: unknown, reason: ExcludedTool['reason'], detail: string): Projection {
  return { ok: false, excluded: { name: isValidToolName(name) ? name : null, reason, detail } };
}

/**
 * What a tool without an input schema takes: nothing (the WebMCP draft and Chrome allow one, and
 * Chrome runs it with `{}`). Put in its place once, here, so the approval, the checker, the Navi
 * and MCP clients all read one well-defined object schema.
 */
export function noArgumentsSchema(): Record<string, unknown> {
  return { type: 'object', properties: {}, additionalProperties: false };
}

/** Validates one raw tool against every limit; `frameOrigin` is the origin of the frame that owns it. */
export function projectTool(raw: RawTool, frameOrigin: string): Projection {
  const { name } = raw;
  if (typeof name !== 'string' || name.length === 0) return exclude(name, 'invalid-name', 'The tool has no name.');
  if (name.length > MAX_TOOL_NAME_CHARS) return exclude(name, 'name-too-long', `The name is longer than ${MAX_TOOL_NAME_CHARS} characters.`);
  if (!TOOL_NAME_PATTERN.test(name)) return exclude(name, 'invalid-name', 'The name has characters outside [A-Za-z0-9_.-].');
  if (raw.origin !== frameOrigin) return exclude(name, 'cross-origin-tool', "The tool's origin is not its frame's origin.");
  const title = raw.title === undefined || raw.title === null ? '' : raw.title;
  if (typeof title !== 'string') return exclude(name, 'invalid-field', 'The title is not text.');
  if (title.length > MAX_TOOL_TITLE_CHARS) return exclude(name, 'title-too-long', `The title is longer than ${MAX_TOOL_TITLE_CHARS} characters.`);
  if (typeof raw.description !== 'string') return exclude(name, 'invalid-field', 'The description is not text.');
  if (raw.description.length > MAX_TOOL_DESCRIPTION_CHARS) {
    return exclude(name, 'description-too-long', `The description is longer than ${MAX_TOOL_DESCRIPTION_CHARS} characters.`);
  }
  let inputSchema: Record<string, unknown> | null = null;
  if (raw.schemaUnreadable) return exclude(name, 'schema-invalid', 'The input schema cannot be serialised as JSON.');
  if (raw.schemaText !== null && raw.schemaText !== undefined) {
    if (typeof raw.schemaText !== 'string') return exclude(name, 'schema-invalid', 'The input schema is neither an object nor JSON text.');
    if (utf8Bytes(raw.schemaText) > MAX_SCHEMA_BYTES) return exclude(name, 'schema-too-large', `The input schema is larger than ${MAX_SCHEMA_BYTES} bytes.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.schemaText);
    } catch {
      return exclude(name, 'schema-invalid', 'The input schema is not valid JSON.');
    }
    if (!isPlainObject(parsed)) return exclude(name, 'schema-invalid', 'The input schema is not a JSON object.');
    if (jsonDepth(parsed, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH) return exclude(name, 'schema-too-deep', `The input schema nests deeper than ${MAX_SCHEMA_DEPTH} levels.`);
    inputSchema = parsed;
  }
  const descriptor: ToolDescriptorCore = {
    name,
    title,
    description: raw.description,
    inputSchema: inputSchema ?? noArgumentsSchema(),
    inputSchemaDeclared: inputSchema !== null,
    origin: frameOrigin,
    annotations: projectAnnotations(raw.annotations),
  };
  if (raw.form) {
    const form = projectForm(raw.form);
    if (!form.ok) return exclude(name, 'invalid-field', form.detail);
    descriptor.form = form.form;
  }
  return { ok: true, descriptor };
}

/**
 * SHA-256 over the canonical JSON of exactly {name, title, description, inputSchema, origin,
 * annotations}, plus `form` for a declarative tool: its submit mode and fields are part of what the
 * person reviews, so a page that turns on toolautosubmit after the approval has another hash.
 * `inputSchema` is what the page declared: null for a tool with none, not its stand-in, so a page
 * that declares a schema after the approval has another hash even if it spells the stand-in.
 */
export function descriptorHash(d: ToolDescriptorCore): Promise<string> {
  const inputSchema = d.inputSchemaDeclared ? d.inputSchema : null;
  const core = { name: d.name, title: d.title, description: d.description, inputSchema, origin: d.origin, annotations: d.annotations };
  return canonicalHash(d.form ? { ...core, form: d.form } : core);
}

/** SHA-256 over the canonical JSON of the arguments. */
export function argumentHash(args: Record<string, unknown>): Promise<string> {
  return canonicalHash(args);
}

export async function toWebmcpTool(d: ToolDescriptorCore): Promise<WebmcpTool> {
  return { ...d, descriptorHash: await descriptorHash(d), untrusted: true };
}
