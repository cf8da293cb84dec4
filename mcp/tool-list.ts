// The MCP tools an `ai-echo-mcp` lists: the kernel's tools exactly as the Navi sees them (the
// registry's descriptors, underscored names, full JSON Schemas), and its own status tool. Until
// an AI Echo page says which tools the browser really has, the list comes from this checkout's
// registry; after that, from the page (which adopts the extension's descriptors on drift).
// Reserved `echo.` actions are never MCP tools, whatever a list says.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { RelayTool } from '../browser-bridge/mcp-relay/protocol.ts';
import { isReservedName } from '../browser-bridge/vocabulary.ts';
import { tierRule } from '../browser-bridge/tiers.ts';
import { REGISTRY } from '../faculties/registry.ts';
import { describeActions } from '../faculties/sdk/describe.ts';
import { FALLBACK_TOOL_DESCRIPTOR, STATUS_TOOL, naviTool } from '../kernel/navi-tools.ts';

/** Answered by the MCP process itself, so it works even when AI Echo is not there. */
export const MCP_STATUS_TOOL = 'ai_echo_status';

const STATUS_TOOL_ENTRY: Tool = {
  name: MCP_STATUS_TOOL,
  title: 'AI Echo status',
  description:
    "Where AI Echo stands for this client: whether it is paired and connected (and, if not, what the person should do), the name AI Echo shows for this session, the bridge to the browser extension, manifestInSync, the extension's version, the sites the person allowed, and page info of the active tab (pages, one element). Call it first, and whenever a tool says AI Echo is not connected.",
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

/**
 * This checkout's registry as the kernel would offer it with developer mode off (raw JavaScript
 * appears only once AI Echo says developer mode is on in both halves).
 */
export function registryTools(): RelayTool[] {
  const kernel = describeActions(REGISTRY).filter((d) => !isReservedName(d.name) && !tierRule(d.tier).developerMode).map(naviTool);
  return [...kernel, FALLBACK_TOOL_DESCRIPTOR];
}

/** Kernel tools that are MCP tools: never a reserved one, and never the Navi's status (ours replaces it). */
export function relayedTools(list: readonly RelayTool[]): RelayTool[] {
  return list.filter((t) => !isReservedName(t.name) && t.name !== STATUS_TOOL);
}

export function mcpTools(list: readonly RelayTool[]): Tool[] {
  return [
    STATUS_TOOL_ENTRY,
    ...relayedTools(list).map(
      (t): Tool => ({
        name: t.toolName,
        description: t.description,
        inputSchema: t.inputSchema as Tool['inputSchema'],
        annotations: { readOnlyHint: t.effect === 'read', openWorldHint: true },
      }),
    ),
  ];
}
