// The tool surface a Navi sees: the built-in Navi, and every MCP client relayed through AI Echo
// (each is one more Navi). The kernel's tools with the schema a caller may fill in, plus the two
// tools AI Echo answers itself. Defined once, so an MCP client is told exactly what the Navi is.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { toToolName } from '../faculties/sdk/tool-names.ts';
import type { NaviTool } from './navi-engine.ts';

export const STATUS_TOOL = 'navi.status';
export const FALLBACK_TOOL = 'navi.fallback';

export const STATUS_TOOL_DESCRIPTOR: NaviTool = {
  name: STATUS_TOOL,
  toolName: toToolName(STATUS_TOOL),
  description:
    'Where AI Echo stands: bridge state, whether the extension and the OS were built from the same registry (manifestInSync), extension version, the origins the person allowed, and page info for the most recently used web tab.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  effect: 'read',
  tier: 'kernel',
};

export const FALLBACK_TOOL_DESCRIPTOR: NaviTool = {
  name: FALLBACK_TOOL,
  toolName: toToolName(FALLBACK_TOOL),
  description:
    "Record why none of the page's WebMCP tools fits the person's request, after browser.webmcp.discover and before any semantic change on that page. The reason is shown to the person and kept in the receipt.",
  inputSchema: {
    type: 'object',
    properties: {
      tabId: { type: 'integer', minimum: 0, description: 'The tab (from browser.tabs.list); the most recently used web tab when omitted.' },
      reason: { type: 'string', minLength: 8, maxLength: 500, description: 'Why no discovered page tool fits, in plain words.' },
    },
    required: ['reason'],
    additionalProperties: false,
  },
  effect: 'read',
  tier: 'kernel',
};

/** A kernel tool as a Navi sees it. */
export function naviTool(d: ToolDescriptor): NaviTool {
  return { name: d.name, toolName: d.toolName, description: d.description, inputSchema: naviSchema(d.inputSchema), effect: d.effect, tier: d.tier };
}

/**
 * The schema as a Navi sees it. Grants are the kernel's business: the router obtains one from
 * the person and adds it, so a Navi never sees, supplies or forges a `grantId`. And `tabId` is
 * optional for a Navi: the router resolves and pins the tab before anything runs.
 */
export function naviSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const props = schema.properties as Record<string, unknown> | undefined;
  if (!props || !('grantId' in props || 'tabId' in props)) return schema;
  const { grantId: _omit, ...rest } = props;
  const required = Array.isArray(schema.required) ? (schema.required as string[]).filter((k) => k !== 'grantId' && k !== 'tabId') : undefined;
  return { ...schema, properties: rest, ...(required ? { required } : {}) };
}
