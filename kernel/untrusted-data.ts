// Reading page-derived data (tool results, discovery results) without trusting its shape: every
// helper here accepts anything and never throws.

/** Every plain object anywhere inside `data`, depth first (arrays are walked, not returned). */
export function objectsIn(data: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node)) out.push(node as Record<string, unknown>);
    for (const v of Object.values(node)) visit(v);
  };
  visit(data);
  return out;
}

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
  /** The page's own annotation: a hint, never authority. */
  readOnlyHint: boolean;
  /** A declarative (form) tool: how it submits, and the names of the controls its arguments fill. */
  form: { submit: 'review' | 'autosubmit'; fields: string[] } | null;
}

function readForm(raw: unknown): DiscoveredPageTool['form'] {
  const f = raw as { submit?: unknown; fields?: unknown } | null | undefined;
  if (!f || (f.submit !== 'review' && f.submit !== 'autosubmit') || !Array.isArray(f.fields)) return null;
  const fields = (f.fields as { name?: unknown }[]).map((x) => x?.name).filter((n): n is string => typeof n === 'string');
  return { submit: f.submit, fields };
}

/** The one reader of discovery results, for the ladder, the Navi engines and AI Echo's UI. */
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
        title: typeof t.title === 'string' ? t.title : '',
        description: typeof t.description === 'string' ? t.description : '',
        descriptorHash: t.descriptorHash,
        inputSchema: t.inputSchema && typeof t.inputSchema === 'object' ? (t.inputSchema as Record<string, unknown>) : null,
        readOnlyHint: (t.annotations as { readOnlyHint?: unknown } | undefined)?.readOnlyHint === true,
        form: readForm(t.form),
      });
    }
  }
  return out;
}
