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
import { describeActions, findAction } from '../faculties/sdk/describe.ts';
import { FALLBACK_TOOL_DESCRIPTOR, STATUS_TOOL, naviTool } from '../kernel/navi-tools.ts';
import { STATUS_OUTPUT_SCHEMA, relayedOutputSchema } from './output-schema.ts';
import { toolHints, type ToolGroup } from './tool-hints.ts';

/** Answered by the MCP process itself, so it works even when AI Echo is not there. */
export const MCP_STATUS_TOOL = 'ai_echo_status';

const STATUS_TOOL_ENTRY: Tool = {
  name: MCP_STATUS_TOOL,
  title: 'AI Echo status',
  description:
    "Where AI Echo stands for this client: whether it is paired and connected (and, if not, what the person should do), the name AI Echo shows for this session, the bridge to the browser extension, manifestInSync, the extension's version, the sites the person allowed, and page info of the active tab (pages, one element). Call it first, and whenever a tool says AI Echo is not connected.",
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  outputSchema: STATUS_OUTPUT_SCHEMA,
  annotations: { title: 'AI Echo status', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
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

/** Said on every change: the person may take a while, and clients give up after 60 s by default. */
export const APPROVAL_WAIT =
  "It waits for the person's approval in AI Echo's extension, which can take minutes: send a progressToken (the server reports progress while it waits) and reset your timeout on progress, or allow at least 5 minutes.";

/**
 * The MCP tools, each with its title, hints and output schema from the action's declared data
 * (this checkout's declaration where it knows the action, and its result schema only where the
 * browser's descriptor is this checkout's; a drifted one goes by its effect and tier). `groups`: `--caps`, the groups to list (all when null); the status tool always.
 */
export function mcpTools(list: readonly RelayTool[], groups: ReadonlySet<ToolGroup> | null = null): Tool[] {
  const local = new Map(registryTools().map((t) => [t.name, JSON.stringify(t)]));
  const tools: Tool[] = [];
  for (const t of relayedTools(list)) {
    const declared = findAction(t.name, REGISTRY);
    const hints = toolHints(t, declared);
    if (groups && !groups.has(hints.group)) continue;
    // The declared result schema only where the browser's tool is exactly this checkout's (a drifted one may answer otherwise).
    const same = local.get(t.name) === JSON.stringify(t);
    const value = same && declared?.output ? (JSON.parse(JSON.stringify(declared.output)) as Record<string, unknown>) : undefined;
    tools.push({
      name: t.toolName,
      title: hints.title,
      description: t.effect === 'mutation' ? `${t.description} ${APPROVAL_WAIT}` : t.description,
      inputSchema: t.inputSchema as Tool['inputSchema'],
      outputSchema: relayedOutputSchema(value),
      annotations: hints.annotations,
    });
  }
  return [STATUS_TOOL_ENTRY, ...tools];
}
