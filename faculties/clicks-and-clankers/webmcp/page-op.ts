// The code that runs inside a page frame, through chrome.scripting.executeScript({func}).
// Chrome serialises the function's source, so `webmcpPageOp` must be self-contained: no imports,
// no module-level names, nothing it closes over. It reads and copies only what the limits allow,
// so a hostile page cannot push megabytes through the extension's IPC, and it decides nothing:
// every check happens in the service worker.
import type { RawTool } from './types.ts';

export interface PageReadLimits {
  nameChars: number;
  titleChars: number;
  descriptionChars: number;
  schemaChars: number;
  toolsScanned: number;
}

export interface PageReadOp {
  kind: 'read';
  /** The tab's top-level origin: a frame on any other origin reports only how many tools it has. */
  topOrigin: string;
  limits: PageReadLimits;
  /** Install the `toolchange` relay (content-script world only: it needs chrome.runtime). */
  listen: boolean;
}

export interface PageDispatchOp {
  kind: 'dispatch';
  name: string;
  /** The raw tool as discovery read it; the page must still have exactly this, or nothing runs. */
  expected: RawTool;
  args: Record<string, unknown>;
  /** Chromium before 155 took the input as JSON text. */
  inputAsText: boolean;
  limits: PageReadLimits;
  maxResultChars: number;
}

export type PageOp = PageReadOp | PageDispatchOp;

export type PageApi = 'document' | 'navigator' | 'none';

export interface PageReadResult {
  kind: 'read';
  href: string;
  origin: string;
  api: PageApi;
  crossOrigin: boolean;
  /** This frame's own tools (others in its tree are read in their own frames), at most `toolsScanned`. */
  tools: RawTool[];
  /** How many own tools the frame has in all. */
  total: number;
  listening: boolean;
}

export type PageDispatchResult =
  | { kind: 'dispatch'; status: 'ok'; text: string | null; cutAt?: number }
  | { kind: 'dispatch'; status: 'unavailable' | 'missing' | 'ambiguous' }
  | { kind: 'dispatch'; status: 'changed'; field: string }
  | { kind: 'dispatch'; status: 'error'; errorName: string; errorMessage: string };

export async function webmcpPageOp(op: PageOp): Promise<PageReadResult | PageDispatchResult> {
  type Tool = Record<string, unknown>;
  type ModelContextLike = {
    getTools(): Promise<Tool[]>;
    executeTool(tool: Tool, input: unknown): Promise<unknown>;
    addEventListener(type: string, cb: () => void): void;
  };
  const doc = document as unknown as { modelContext?: ModelContextLike };
  const nav = navigator as unknown as { modelContext?: ModelContextLike };
  const api: PageApi = doc.modelContext ? 'document' : nav.modelContext ? 'navigator' : 'none';
  const mc = doc.modelContext ?? nav.modelContext;
  const lim = op.limits;

  // Strings are cut one past their limit, so the worker still sees "over the limit" and says so.
  const text = (v: unknown, max: number): unknown => {
    if (typeof v === 'string') return v.length > max ? v.slice(0, max + 1) : v;
    if (v === undefined || v === null) return null;
    return { notText: typeof v };
  };
  const read = (t: Tool): RawTool => {
    const raw: RawTool = { name: null, title: null, description: null, schemaText: null, annotations: null, origin: null };
    try {
      raw.name = text(t.name, lim.nameChars);
      raw.title = text(t.title, lim.titleChars);
      raw.description = text(t.description, lim.descriptionChars);
      // The older navigator API did not report an origin; there the tool can only be this frame's.
      raw.origin = t.origin === undefined && api === 'navigator' ? location.origin : text(t.origin, 2048);
      const s = t.inputSchema;
      if (typeof s === 'string') raw.schemaText = text(s, lim.schemaChars);
      else if (s !== undefined && s !== null && typeof s === 'object') {
        try {
          const json = JSON.stringify(s);
          raw.schemaText = json === undefined ? null : text(json, lim.schemaChars);
        } catch {
          raw.schemaUnreadable = true;
        }
      } else if (s !== undefined && s !== null) raw.schemaUnreadable = true;
      const a = t.annotations;
      if (a && typeof a === 'object') {
        const ann: Record<string, boolean> = {};
        let n = 0;
        for (const k of Object.keys(a)) {
          if (n++ >= 32) break;
          const v = (a as Record<string, unknown>)[k];
          if (typeof v === 'boolean') ann[k.slice(0, 64)] = v;
        }
        raw.annotations = ann;
      }
    } catch {
      // A MAIN-world tool object with a throwing getter: whatever was read so far fails the checks.
      raw.schemaUnreadable = true;
    }
    return raw;
  };
  // getTools() in a frame also lists same-origin frames' tools; each belongs to the frame whose
  // window it names. A compatibility polyfill may not set `window`: then it is this frame's.
  const own = (t: Tool): boolean => t.window === window || (api === 'navigator' && (t.window === undefined || t.window === null));
  const listTools = async (): Promise<Tool[]> => {
    const all = await mc!.getTools();
    return Array.isArray(all) ? all.filter(own) : [];
  };

  if (op.kind === 'read') {
    const base = { kind: 'read' as const, href: location.href, origin: location.origin, api };
    if (!mc) return { ...base, crossOrigin: false, tools: [], total: 0, listening: false };
    const mine = await listTools();
    if (location.origin !== op.topOrigin) return { ...base, crossOrigin: true, tools: [], total: mine.length, listening: false };
    const names = mine.map((t) => (typeof t.name === 'string' ? t.name : ''));
    const order = mine.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
    const tools = order.slice(0, lim.toolsScanned).map((i) => read(mine[i]!));
    let listening = false;
    if (op.listen) {
      const g = globalThis as unknown as { __aiEchoToolchange?: boolean; chrome?: { runtime?: { sendMessage?: (m: unknown) => Promise<unknown> } } };
      const send = g.chrome?.runtime?.sendMessage;
      if (g.__aiEchoToolchange) listening = true;
      else if (typeof send === 'function') {
        let timer: ReturnType<typeof setTimeout> | undefined;
        mc.addEventListener('toolchange', () => {
          clearTimeout(timer);
          // One message per burst: a re-render can unregister and register many tools at once.
          timer = setTimeout(() => {
            try {
              void g.chrome!.runtime!.sendMessage!({ type: 'webmcp-toolchange' }).catch(() => undefined);
            } catch {
              // The extension was reloaded: this relay is orphaned and stays quiet.
            }
          }, 30);
        });
        g.__aiEchoToolchange = true;
        listening = true;
      }
    }
    return { ...base, crossOrigin: false, tools, total: mine.length, listening };
  }

  if (!mc) return { kind: 'dispatch', status: 'unavailable' };
  const matches = (await listTools()).filter((t) => t.name === op.name);
  if (!matches.length) return { kind: 'dispatch', status: 'missing' };
  if (matches.length > 1) return { kind: 'dispatch', status: 'ambiguous' };
  const tool = matches[0]!;
  const fresh = read(tool);
  const exp = op.expected;
  const fields = ['name', 'title', 'description', 'schemaText', 'schemaUnreadable', 'annotations', 'origin'] as const;
  const differs = fields.find((k) => JSON.stringify(fresh[k] ?? null) !== JSON.stringify(exp[k] ?? null));
  if (differs) return { kind: 'dispatch', status: 'changed', field: differs };
  try {
    const out = await mc.executeTool(tool, op.inputAsText ? JSON.stringify(op.args) : op.args);
    let body: string | null;
    if (typeof out === 'string') body = out;
    else if (out === undefined || out === null) body = null;
    else {
      try {
        body = JSON.stringify(out) ?? null;
      } catch {
        body = String(out);
      }
    }
    if (body !== null && body.length > op.maxResultChars) return { kind: 'dispatch', status: 'ok', text: body.slice(0, op.maxResultChars), cutAt: body.length };
    return { kind: 'dispatch', status: 'ok', text: body };
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown } | null;
    return { kind: 'dispatch', status: 'error', errorName: String(e?.name ?? 'Error').slice(0, 64), errorMessage: String(e?.message ?? err).slice(0, 2000) };
  }
}
