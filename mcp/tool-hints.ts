// What an MCP client is told about each tool before it calls one: its title, its behaviour hints
// and its tool group, all from the action's declared data (effect, tier, `approval`,
// `movesFiles`) through the one table below, never from its name. Hints are advice to the
// client; AI Echo's own gates (the ladder, the person's approval) hold whatever they say.
import type { RelayTool } from '../browser-bridge/mcp-relay/protocol.ts';
import type { AnySpec } from '../faculties/sdk/define-action.ts';

/** The `--caps` groups, so a client with a tool limit can list only what it needs. */
export const TOOL_GROUPS = ['tabs', 'reading', 'changes', 'page-tools', 'files'] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

interface TierHints {
  /** A change of this tier may not be undoable. */
  destructive: boolean;
  /** It reaches sites (open world), not only AI Echo's own state. */
  openWorld: boolean;
  /** The group of its reads and of its changes. */
  group: { read: ToolGroup; mutation: ToolGroup };
}

/** One row per ladder tier; a tier not here gets the most careful row. */
const TIER_HINTS: Record<string, TierHints> = {
  // Browser-level reads and changes (tabs, navigation): no page's content is touched.
  inspect: { destructive: false, openWorld: true, group: { read: 'tabs', mutation: 'tabs' } },
  browser: { destructive: false, openWorld: true, group: { read: 'tabs', mutation: 'tabs' } },
  // A page's own tool does whatever the page says it does: never trusted to be harmless.
  webmcp: { destructive: true, openWorld: true, group: { read: 'page-tools', mutation: 'page-tools' } },
  semantic: { destructive: true, openWorld: true, group: { read: 'reading', mutation: 'changes' } },
  // A live patch is reverted with livepatch.revert.
  livepatch: { destructive: false, openWorld: true, group: { read: 'reading', mutation: 'changes' } },
  rawjs: { destructive: true, openWorld: true, group: { read: 'reading', mutation: 'changes' } },
  // The kernel's own bookkeeping (navi_fallback): it gates semantic changes, so it goes with them.
  kernel: { destructive: false, openWorld: false, group: { read: 'changes', mutation: 'changes' } },
};
const UNKNOWN_TIER: TierHints = { destructive: true, openWorld: true, group: { read: 'reading', mutation: 'changes' } };

export interface ToolHints {
  title: string;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  group: ToolGroup;
}

/** `declared`: the action as this checkout declares it, where it knows the tool (not for a drifted one). */
export function toolHints(tool: RelayTool, declared: AnySpec | undefined): ToolHints {
  const row = TIER_HINTS[tool.tier] ?? UNKNOWN_TIER;
  const read = tool.effect === 'read';
  // 'each-time': what it does cannot be taken back (a submission, a download, an upload).
  const destructive = !read && (row.destructive || declared?.approval === 'each-time');
  const title = titleOf(tool.name);
  return {
    title,
    // Reads repeat safely; no change is promised to be harmless when repeated.
    annotations: { title, readOnlyHint: read, destructiveHint: destructive, idempotentHint: read, openWorldHint: row.openWorld },
    group: declared?.movesFiles ? 'files' : row.group[tool.effect],
  };
}

/** Words a dotted name's segments read as in a title. */
const WORDS: Record<string, string> = { webmcp: 'WebMCP', devjs: 'Developer JavaScript', livepatch: 'Live patch' };

/** "browser.semantic.doubleClick" reads "Semantic double click": display only, never policy. */
export function titleOf(name: string): string {
  const segments = name.split('.');
  const shown = segments.length > 1 && segments[0] === 'browser' ? segments.slice(1) : segments;
  const words = shown.map((s) => WORDS[s] ?? s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
