// Reading page-derived data (tool results, discovery results) without trusting its shape: every
// helper here accepts anything and never throws.
import { redactData, redactText } from '../faculties/sdk/redaction/data.ts';

export { objectsIn } from '../faculties/sdk/record-naming.ts';

/** A page tool as a `browser.webmcp.discover` result reports it: every string was written by the page. */
export interface DiscoveredPageTool {
  tabId: number | null;
  frameId: number;
  documentId: string | null;
  origin: string;
  name: string;
  title: string;
  description: string;
  descriptorHash: string;
  inputSchema: Record<string, unknown> | null;
  /**
   * The page marked it a debugging tool (`annotations.debugging`). A mark that can only take
   * away: such a tool is hidden from the Navi unless developer mode is on. The page's other
   * annotations relax nothing, so this reader does not carry them.
   */
  debugging: boolean;
  /** A declarative (form) tool: how it submits, and the names of the controls its arguments fill. */
  form: { submit: 'review' | 'autosubmit'; fields: string[] } | null;
}

function readForm(raw: unknown): DiscoveredPageTool['form'] {
  const f = raw as { submit?: unknown; fields?: unknown } | null | undefined;
  if (!f || (f.submit !== 'review' && f.submit !== 'autosubmit') || !Array.isArray(f.fields)) return null;
  const fields = (f.fields as { name?: unknown }[]).map((x) => x?.name).filter((n): n is string => typeof n === 'string');
  return { submit: f.submit, fields };
}

/**
 * The one reader of discovery results, for the ladder, the Navi engines and AI Echo's UI. The
 * page's prose (title, description, schema) comes out redacted; names and hashes stay exact,
 * because an invocation must name the very tool the person approved.
 */
export function readDiscovery(result: unknown): DiscoveredPageTool[] {
  const data = result as { tabId?: unknown; frames?: unknown } | null;
  if (!data || !Array.isArray(data.frames)) return [];
  const out: DiscoveredPageTool[] = [];
  for (const f of data.frames as Record<string, unknown>[]) {
    if (!f || !Array.isArray(f.tools)) continue;
    for (const t of f.tools as Record<string, unknown>[]) {
      if (typeof t?.name !== 'string' || typeof t.descriptorHash !== 'string') continue;
      out.push({
        tabId: typeof data.tabId === 'number' ? data.tabId : typeof f.tabId === 'number' ? f.tabId : null,
        frameId: typeof f.frameId === 'number' ? f.frameId : 0,
        documentId: typeof f.documentId === 'string' ? f.documentId : null,
        origin: typeof t.origin === 'string' ? t.origin : typeof f.origin === 'string' ? f.origin : '',
        name: t.name,
        title: typeof t.title === 'string' ? redactText(t.title).text : '',
        description: typeof t.description === 'string' ? redactText(t.description).text : '',
        descriptorHash: t.descriptorHash,
        inputSchema: t.inputSchema && typeof t.inputSchema === 'object' ? redactData(t.inputSchema as Record<string, unknown>).value : null,
        debugging: (t.annotations as { debugging?: unknown } | null | undefined)?.debugging === true,
        form: readForm(t.form),
      });
    }
  }
  return out;
}

/**
 * A discovery result as the Navi sees it outside developer mode: each tool the page marked
 * `debugging` leaves its frame's `tools` (so no descriptor hash reaches the Navi) and is named,
 * for the record, under the frame's `hidden`. Anything that is not a well-formed discovery comes
 * back unchanged.
 */
export function hideDebuggingTools(result: unknown): unknown {
  const data = result as { frames?: unknown; toolCount?: unknown } | null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.frames)) return result;
  let hiddenCount = 0;
  const frames = data.frames.map((f: unknown) => {
    const frame = f as { tools?: unknown } | null;
    if (!frame || typeof frame !== 'object' || !Array.isArray(frame.tools)) return f;
    const isDebugging = (t: unknown) => (t as { annotations?: { debugging?: unknown } } | null)?.annotations?.debugging === true;
    const hidden = frame.tools.filter(isDebugging);
    if (!hidden.length) return f;
    hiddenCount += hidden.length;
    return {
      ...frame,
      tools: frame.tools.filter((t) => !isDebugging(t)),
      hidden: hidden.map((t) => ({ name: (t as { name?: unknown }).name, reason: 'A debugging tool (the page marked it so): hidden while developer mode is off.' })),
    };
  });
  if (!hiddenCount) return result;
  return { ...data, frames, ...(typeof data.toolCount === 'number' ? { toolCount: data.toolCount - hiddenCount } : {}), hiddenCount };
}
