// The one function that evaluates code, run by chrome.scripting in the page's MAIN world (the
// page's own JavaScript realm, under the page's own Content Security Policy), never in the
// extension. Serialised by Chrome: it must stay self-contained (no imports, no outer names).
// A CSP without 'unsafe-eval' (or with Trusted Types for script) makes the probe fail before any
// of the person's code runs: that is `csp`. What comes back is page data: the service worker
// bounds and redacts it again.

export interface RawJsPageArgs {
  code: string;
  /** The tab's origin, checked again here: a navigated frame runs nothing. */
  origin: string;
  timeoutMs: number;
  maxChars: number;
  maxDepth: number;
}

export type RawJsPageResult =
  | { status: 'ok'; type: string; value: unknown; cut: boolean; elapsedMs: number }
  | { status: 'csp'; message: string }
  | { status: 'threw'; name: string; message: string; elapsedMs: number }
  | { status: 'timeout'; elapsedMs: number }
  | { status: 'origin'; origin: string; top: boolean };

export async function rawJsPageOp(args: RawJsPageArgs): Promise<RawJsPageResult> {
  if (location.origin !== args.origin) return { status: 'origin', origin: location.origin, top: window === window.top };
  // Indirect evaluation: global scope, nothing of this function visible to the code.
  const evaluate = globalThis.eval as (source: string) => unknown;
  try {
    evaluate('void 0');
  } catch (err) {
    return { status: 'csp', message: String((err as { message?: unknown } | null)?.message ?? err).slice(0, 500) };
  }
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const TIMEOUT = { timeout: true };
  let value: unknown;
  try {
    value = evaluate(args.code);
    let thenable = false;
    try {
      thenable = value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';
    } catch {
      thenable = false;
    }
    if (thenable) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        value = await Promise.race([Promise.resolve(value), new Promise((_, reject) => (timer = setTimeout(() => reject(TIMEOUT), args.timeoutMs)))]);
      } finally {
        clearTimeout(timer);
      }
    }
  } catch (err) {
    if (err === TIMEOUT) return { status: 'timeout', elapsedMs: elapsed() };
    let name = 'Error';
    let message = '';
    try {
      name = String((err as { name?: unknown } | null)?.name ?? typeof err).slice(0, 100);
      message = String((err as { message?: unknown } | null)?.message ?? err).slice(0, 2000);
    } catch {
      message = '(the thrown value could not be read)';
    }
    return { status: 'threw', name, message, elapsedMs: elapsed() };
  }

  // Page values into plain JSON data, within a character budget; what is cut is marked.
  let budget = args.maxChars;
  let cut = false;
  let nodes = 0;
  const ancestors = new Set<object>();
  const spend = (n: number) => {
    budget -= n;
    return budget >= 0;
  };
  const walk = (v: unknown, depth: number): unknown => {
    if (++nodes > 50_000 || budget < 0) {
      cut = true;
      return '[truncated]';
    }
    switch (typeof v) {
      case 'string':
        if (!spend(v.length + 2)) {
          cut = true;
          return `${v.slice(0, Math.max(0, v.length + budget))}[truncated]`;
        }
        return v;
      case 'number':
        spend(12);
        return Number.isFinite(v) ? v : String(v);
      case 'boolean':
        spend(5);
        return v;
      case 'undefined':
        spend(4);
        return null;
      case 'bigint':
        spend(20);
        return `${v}n`;
      case 'symbol':
        spend(20);
        return String(v.description === undefined ? 'Symbol()' : `Symbol(${v.description})`);
      case 'function':
        spend(30);
        return `[function ${(v as { name?: string }).name || 'anonymous'}]`;
    }
    if (v === null) {
      spend(4);
      return null;
    }
    const obj = v as object;
    if (ancestors.has(obj)) return '[circular]';
    if (depth >= args.maxDepth) {
      cut = true;
      return '[nested too deep]';
    }
    ancestors.add(obj);
    try {
      if (typeof Node !== 'undefined' && obj instanceof Node) return `[${obj.nodeName.toLowerCase()} node]`;
      if (obj instanceof Error) return { name: String(obj.name), message: String(obj.message).slice(0, 2000) };
      if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString();
      if (obj instanceof Map) return { '[Map]': walk([...obj.entries()].slice(0, 1000), depth + 1) };
      if (obj instanceof Set) return { '[Set]': walk([...obj.values()].slice(0, 1000), depth + 1) };
      if (Array.isArray(obj)) {
        spend(2);
        const out: unknown[] = [];
        for (let i = 0; i < obj.length && i < 1000; i++) out.push(walk(obj[i], depth + 1));
        if (obj.length > 1000) {
          cut = true;
          out.push(`[${obj.length - 1000} more items]`);
        }
        return out;
      }
      spend(2);
      const out: Record<string, unknown> = {};
      const keys = Object.keys(obj);
      for (const key of keys.slice(0, 1000)) {
        spend(key.length + 3);
        let child: unknown;
        try {
          child = (obj as Record<string, unknown>)[key];
        } catch {
          child = '[getter threw]';
        }
        out[key] = walk(child, depth + 1);
      }
      if (keys.length > 1000) {
        cut = true;
        out['…'] = `[${keys.length - 1000} more keys]`;
      }
      return out;
    } catch {
      return '[unreadable]';
    } finally {
      ancestors.delete(obj);
    }
  };
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const out = walk(value, 0);
  return { status: 'ok', type, value: out, cut, elapsedMs: elapsed() };
}
