// Tool calls that are always valid. The tools the Navi sees become one JSON Schema per call
// ({"name": const, "arguments": schema}); discovered WebMCP tools are wrapped as the exact
// browser.webmcp.invoke arguments (name and descriptorHash fixed, `arguments` = the tool's own
// schema). The grammar (xgrammar, in the model worker) forces output to be one such call inside
// <tool_call>…</tool_call>, or a plain answer. Afterwards every call is parsed and validated with
// ajv here; an invalid one is repaired once (types coerced, unknown keys dropped, control
// characters removed) or refused, never executed.
import Ajv, { type ValidateFunction } from 'ajv';
import type { NaviMessage, NaviTool, ToolCall } from './navi-engine.ts';
import { readDiscovery, type DiscoveredPageTool } from './untrusted-data.ts';

export const TOOL_CALL_OPEN = '<tool_call>';
export const TOOL_CALL_CLOSE = '</tool_call>';
export const WEBMCP_INVOKE = 'browser.webmcp.invoke';

/** A page tool found by browser.webmcp.discover, as far as invoking it needs. */
export type DiscoveredTool = Pick<DiscoveredPageTool, 'tabId' | 'name' | 'descriptorHash' | 'inputSchema'>;

/** One alternative of the grammar: the JSON Schema of a whole call object. */
export interface CallSchema {
  toolName: string;
  /** Dotted name of the Navi tool this call goes to. */
  name: string;
  schema: Record<string, unknown>;
}

const DEFAULT_OBJECT = { type: 'object' } as const;

/** Discovered page tools from the latest successful browser.webmcp.discover result. */
export function discoveredTools(messages: readonly NaviMessage[]): DiscoveredTool[] {
  const last = [...messages].reverse().find((m) => m.role === 'result' && m.call.name === 'browser.webmcp.discover' && m.ok);
  return last?.role === 'result' ? readDiscovery(last.result.data) : [];
}

/** The largest magnitude a number in a tool call may have: an integer JavaScript holds exactly. */
export const MAX_CALL_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * The schema with every integer and number bounded: the schema's own range where it gives one,
 * else +-MAX_CALL_NUMBER. The grammar then cannot emit a 300-digit `tabId` (which JSON reads as
 * 1e300 or Infinity), and ajv refuses one all the same.
 */
export function boundNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundNumbers);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema as Record<string, unknown>)) {
    // `const`, `enum` and `default` are values, not schemas.
    out[k] = k === 'const' || k === 'enum' || k === 'default' || k === 'examples' ? v : boundNumbers(v);
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof out.minimum === 'number' && Number.isFinite(out.minimum) ? Math.max(out.minimum, -MAX_CALL_NUMBER) : -MAX_CALL_NUMBER;
    const max = typeof out.maximum === 'number' && Number.isFinite(out.maximum) ? Math.min(out.maximum, MAX_CALL_NUMBER) : MAX_CALL_NUMBER;
    out.minimum = min;
    out.maximum = max;
  }
  return out;
}

const callObject = (toolName: string, args: Record<string, unknown>) => ({
  type: 'object',
  properties: { name: { const: toolName }, arguments: args },
  required: ['name', 'arguments'],
  additionalProperties: false,
});

/** The grammar's alternatives: every tool, with browser.webmcp.invoke once per discovered page tool. */
export function callSchemas(tools: readonly NaviTool[], discovered: readonly DiscoveredTool[] = []): CallSchema[] {
  const out: CallSchema[] = [];
  for (const tool of tools) {
    if (tool.name !== WEBMCP_INVOKE) {
      out.push({ toolName: tool.toolName, name: tool.name, schema: callObject(tool.toolName, boundNumbers(tool.inputSchema) as Record<string, unknown>) });
      continue;
    }
    // Only exact discovered descriptors can be invoked; without a discovery there is nothing to invoke.
    const props = (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const d of discovered) {
      const properties: Record<string, unknown> = {
        name: { const: d.name },
        descriptorHash: { const: d.descriptorHash },
        arguments: boundNumbers(d.inputSchema ?? DEFAULT_OBJECT),
      };
      const required = ['name', 'descriptorHash', 'arguments'];
      if ('tabId' in props && d.tabId !== null) {
        properties.tabId = { const: d.tabId };
        required.push('tabId');
      }
      out.push({ toolName: tool.toolName, name: tool.name, schema: callObject(tool.toolName, { type: 'object', properties, required, additionalProperties: false }) });
    }
  }
  return out;
}

/** One JSON Schema for "any allowed call". */
export function anyCallSchema(schemas: readonly CallSchema[]): Record<string, unknown> {
  return schemas.length === 1 ? schemas[0]!.schema : { anyOf: schemas.map((s) => s.schema) };
}

export type ParsedOutput =
  | { kind: 'answer'; text: string }
  | { kind: 'call'; toolName: string; arguments: unknown; rationale: string; raw: string }
  | { kind: 'malformed'; reason: string; raw: string };

/** Raw control characters inside JSON strings (which xgrammar's maxLength lets through), escaped. */
function escapeControlInStrings(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i]!;
    if (inString && c === '\\') {
      out += c + (json[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') inString = !inString;
    const code = c.charCodeAt(0);
    out += inString && code < 0x20 ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return out;
}

/** Reads the model's output: one tool call (text before it is the rationale) or a plain answer. */
export function parseModelOutput(text: string): ParsedOutput {
  const open = text.indexOf(TOOL_CALL_OPEN);
  if (open < 0) return { kind: 'answer', text: text.trim() };
  const close = text.indexOf(TOOL_CALL_CLOSE, open);
  const raw = text.slice(open + TOOL_CALL_OPEN.length, close < 0 ? undefined : close).trim();
  if (close < 0) return { kind: 'malformed', reason: 'The tool call was not finished (no </tool_call>).', raw };
  let value: unknown;
  try {
    value = JSON.parse(escapeControlInStrings(raw));
  } catch (err) {
    return { kind: 'malformed', reason: `The tool call is not JSON: ${(err as Error).message}`, raw };
  }
  const obj = value as { name?: unknown; arguments?: unknown } | null;
  if (!obj || typeof obj !== 'object' || typeof obj.name !== 'string') return { kind: 'malformed', reason: 'The tool call has no "name".', raw };
  return { kind: 'call', toolName: obj.name, arguments: obj.arguments ?? {}, rationale: text.slice(0, open).trim(), raw };
}

export type CheckedCall =
  | { ok: true; call: ToolCall; repaired: boolean; repairs: string[] }
  | { ok: false; reason: string; toolName: string };

function stripControl(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  if (Array.isArray(value)) return value.map(stripControl);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripControl(v)]));
  return value;
}

/** Validates calls against the tools' schemas; repairs once, or refuses. */
export class CallChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly repairAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: true, removeAdditional: 'all', useDefaults: true });
  private readonly cache = new Map<string, { validate: ValidateFunction; repair: ValidateFunction }>();

  private compiled(schema: Record<string, unknown>) {
    const key = JSON.stringify(schema);
    let c = this.cache.get(key);
    if (!c) {
      c = { validate: this.ajv.compile(schema), repair: this.repairAjv.compile(schema) };
      this.cache.set(key, c);
    }
    return c;
  }

  check(parsed: Extract<ParsedOutput, { kind: 'call' }>, schemas: readonly CallSchema[]): CheckedCall {
    const candidates = schemas.filter((s) => s.toolName === parsed.toolName);
    if (!candidates.length) return { ok: false, toolName: parsed.toolName, reason: `There is no tool named ${parsed.toolName}.` };
    const whole = { name: parsed.toolName, arguments: parsed.arguments };
    let firstError = '';
    // Raw control characters (which the grammar's string rules let through) are never meant: a
    // call that has them counts as invalid and goes to the repair.
    if (JSON.stringify(stripControl(whole)) !== JSON.stringify(whole)) firstError = '(arguments) contain control characters';
    for (const c of firstError ? [] : candidates) {
      const { validate } = this.compiled(c.schema);
      if (validate(whole)) return { ok: true, call: { name: c.name, arguments: whole.arguments as Record<string, unknown> }, repaired: false, repairs: [] };
      const e = validate.errors?.[0];
      firstError ||= `${e?.instancePath || '(call)'} ${e?.message ?? 'is invalid'}`;
    }
    // One repair: coerce types, drop unknown properties, fill defaults, remove control characters.
    for (const c of candidates) {
      const copy = stripControl(structuredClone(whole)) as typeof whole;
      const { repair, validate } = this.compiled(c.schema);
      repair(copy);
      if (validate(copy)) {
        return { ok: true, call: { name: c.name, arguments: copy.arguments as Record<string, unknown> }, repaired: true, repairs: [`repaired: ${firstError}`] };
      }
    }
    return { ok: false, toolName: parsed.toolName, reason: `${parsed.toolName}: ${firstError}` };
  }
}
