// The code that runs inside a page frame, through chrome.scripting.executeScript({func}).
// Chrome serialises the function's source, so `webmcpPageOp` must be self-contained: no imports,
// no module-level names, nothing it closes over. It reads and copies only what the limits allow,
// so a hostile page cannot push megabytes through the extension's IPC, and it decides nothing:
// every check happens in the service worker.
// Declarative tools (a `<form toolname>`) are read here too: the form's submit mode and named
// controls travel with the tool, and a dispatch that leaves the filled form waiting for the person
// says so at once (`waiting`) and reports what happens next through a relay (handoff.ts).
import type { RawForm, RawTool } from './types.ts';

export interface PageReadLimits {
  nameChars: number;
  titleChars: number;
  descriptionChars: number;
  schemaChars: number;
  toolsScanned: number;
  /** Named controls read per form tool (one more is read, so the worker sees "over"). */
  formFields: number;
  /** Elements walked looking for form tools inside shadow roots. */
  formScan: number;
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
  /**
   * For a form tool: the hand-off it reports to (handoff.ts). The page func relays the form's
   * submit, its result and a cancellation to the worker under this id, from the content-script
   * world only (the page cannot reach that relay).
   */
  handoffId: string | null;
}

/** What the relay sends the worker about a dispatched form tool; the worker checks the sender. */
export type FormRelayMessage = { type: 'webmcp-form'; handoffId: string } & (
  | { kind: 'submit' }
  | { kind: 'responded'; text: string | null; cutAt?: number }
  | { kind: 'rejected'; errorName: string; errorMessage: string }
  | { kind: 'cancel-event' }
);

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
  /** A form tool filled its form and the browser now waits for the person to review and submit it. */
  | { kind: 'dispatch'; status: 'waiting' }
  | { kind: 'dispatch'; status: 'unavailable' | 'missing' | 'ambiguous' }
  | { kind: 'dispatch'; status: 'changed'; field: string }
  | { kind: 'dispatch'; status: 'error'; errorName: string; errorMessage: string };

export async function webmcpPageOp(op: PageOp): Promise<PageReadResult | PageDispatchResult> {
  type Tool = Record<string, unknown>;
  type ModelContextLike = {
    getTools(): Promise<Tool[]>;
    executeTool(tool: Tool, input: unknown): Promise<unknown>;
    addEventListener(type: string, cb: (e: Event) => void): void;
    removeEventListener?(type: string, cb: (e: Event) => void): void;
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
  // Forms that declare a tool, in the document and in shadow roots (closed ones too where the
  // content-script world can open them), found once per call and bounded by `formScan`.
  let declared: HTMLFormElement[] | null = null;
  const toolForms = (): HTMLFormElement[] => {
    if (declared) return declared;
    const found: HTMLFormElement[] = [];
    const dom = (globalThis as unknown as { chrome?: { dom?: { openOrClosedShadowRoot?: (e: Element) => ShadowRoot | null } } }).chrome?.dom;
    let walked = 0;
    const visit = (root: Document | ShadowRoot): void => {
      for (const f of root.querySelectorAll('form[toolname]')) found.push(f as HTMLFormElement);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      for (let n = walker.nextNode() as Element | null; n && walked++ < lim.formScan; n = walker.nextNode() as Element | null) {
        let shadow: ShadowRoot | null = n.shadowRoot;
        try {
          shadow ??= dom?.openOrClosedShadowRoot?.(n) ?? null;
        } catch {
          shadow = null;
        }
        if (shadow) visit(shadow);
      }
    };
    visit(document);
    declared = found;
    return found;
  };
  const squash = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);
  // The one form declaring this tool: same name and description (an imperative tool that reuses a
  // form's name replaces it in the browser, and then has its own description), or null.
  const formOf = (t: Tool): HTMLFormElement | null => {
    if (typeof t.name !== 'string') return null;
    const mine = toolForms().filter((f) => f.getAttribute('toolname') === t.name && squash(f.getAttribute('tooldescription')) === squash(t.description));
    return mine.length === 1 ? mine[0]! : null;
  };
  // The nearest `data-sensitivity` around an element: ancestors, shadow hosts, then the frame
  // elements of same-origin parents.
  const regionOf = (el: Element): string | null => {
    for (let n: Element | null = el; n; ) {
      const v = n.getAttribute('data-sensitivity');
      if (v !== null) return v.slice(0, 32);
      const parent: Node | null = n.parentNode;
      n = n.parentElement ?? (parent && parent.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in parent ? (parent as ShadowRoot).host : null);
    }
    try {
      for (let w: Window = window; w !== w.parent; w = w.parent) {
        const host = w.frameElement;
        if (!host) break;
        const v = host.closest('[data-sensitivity]')?.getAttribute('data-sensitivity');
        if (v) return v.slice(0, 32);
      }
    } catch {
      // A cross-origin parent: nothing we may read about it.
    }
    return null;
  };
  const SKIPPED = new Set(['hidden', 'submit', 'reset', 'button', 'image']);
  const readForm = (form: HTMLFormElement): RawForm => {
    const fields: RawForm['fields'] = [];
    const names = new Set<string>();
    for (const el of Array.from(form.elements)) {
      if (fields.length > lim.formFields) break;
      const name = el.getAttribute('name');
      if (!name || names.has(name)) continue;
      let control: string;
      if (el instanceof HTMLInputElement) {
        if (SKIPPED.has(el.type)) continue;
        control = el.type;
      } else if (el instanceof HTMLSelectElement) control = el.multiple ? 'select-multiple' : 'select';
      else if (el instanceof HTMLTextAreaElement) control = 'textarea';
      else if (el instanceof HTMLButtonElement || el instanceof HTMLFieldSetElement || el instanceof HTMLOutputElement || el instanceof HTMLObjectElement) continue;
      else control = 'other';
      names.add(name);
      fields.push({ name: name.slice(0, lim.nameChars + 1), control, autocomplete: el.getAttribute('autocomplete')?.slice(0, 256) ?? null, region: regionOf(el) });
    }
    return { autosubmit: form.hasAttribute('toolautosubmit'), fields };
  };

  const read = (t: Tool): RawTool => {
    const raw: RawTool = { name: null, title: null, description: null, schemaText: null, annotations: null, origin: null, form: null };
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
      const form = formOf(t);
      if (form) raw.form = readForm(form);
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
  // `expected` crossed Chrome's serialisation, which sorts keys and drops null members: compare the
  // form's facts in one fixed shape.
  const formKey = (f: RawForm | null | undefined) =>
    f ? [f.autosubmit, (Array.isArray(f.fields) ? f.fields : []).map((x) => [x.name, x.control, x.autocomplete ?? null, x.region ?? null])] : null;
  const fields = ['name', 'title', 'description', 'schemaText', 'schemaUnreadable', 'annotations', 'origin', 'form'] as const;
  const differs = fields.find((k) =>
    k === 'form' ? JSON.stringify(formKey(fresh.form)) !== JSON.stringify(formKey(exp.form)) : JSON.stringify(fresh[k] ?? null) !== JSON.stringify(exp[k] ?? null),
  );
  if (differs) return { kind: 'dispatch', status: 'changed', field: differs };
  const asText = (out: unknown): string | null => {
    if (typeof out === 'string') return out;
    if (out === undefined || out === null) return null;
    try {
      return JSON.stringify(out) ?? null;
    } catch {
      return String(out);
    }
  };
  const failure = (err: unknown) => {
    const e = err as { name?: unknown; message?: unknown } | null;
    return { errorName: String(e?.name ?? 'Error').slice(0, 64), errorMessage: String(e?.message ?? err).slice(0, 2000) };
  };
  const facts = fresh.form;
  const form = op.handoffId && facts ? formOf(tool) : null;
  let pending: Promise<unknown>;
  try {
    pending = Promise.resolve(mc.executeTool(tool, op.inputAsText ? JSON.stringify(op.args) : op.args));
  } catch (err) {
    return { kind: 'dispatch', status: 'error', ...failure(err) };
  }
  const WAITING = {};
  let waiting: Promise<typeof WAITING> | null = null;
  if (form && facts && op.handoffId) {
    const handoffId = op.handoffId;
    const g = globalThis as unknown as { chrome?: { runtime?: { sendMessage?: (m: unknown) => Promise<unknown> } } };
    const relay = (m: Record<string, unknown>) => {
      try {
        void g.chrome?.runtime?.sendMessage?.({ type: 'webmcp-form', handoffId, ...m })?.catch(() => undefined);
      } catch {
        // The extension was reloaded: the worker learns the rest from the navigation or the deadline.
      }
    };
    const onSubmit = (e: Event) => {
      if (e.target === form && e.isTrusted) relay({ kind: 'submit' });
    };
    const onCancel = (e: Event) => {
      if ((e as Event & { toolName?: unknown }).toolName === op.name) relay({ kind: 'cancel-event' });
    };
    window.addEventListener('submit', onSubmit, true);
    mc.addEventListener('toolcancel', onCancel);
    const done = () => {
      window.removeEventListener('submit', onSubmit, true);
      mc.removeEventListener?.('toolcancel', onCancel);
    };
    pending.then(
      (out) => {
        done();
        const body = asText(out);
        relay(body !== null && body.length > op.maxResultChars ? { kind: 'responded', text: body.slice(0, op.maxResultChars), cutAt: body.length } : { kind: 'responded', text: body });
      },
      (err: unknown) => {
        done();
        relay({ kind: 'rejected', ...failure(err) });
      },
    );
    // Without toolautosubmit the browser fills the form, marks it `:tool-form-active` and waits
    // for the person: only the browser can set that mark, so a page cannot fake a hand-off.
    if (!facts.autosubmit) {
      let activated = false;
      let settled = false;
      const onActivated = (e: Event) => {
        if ((e as Event & { toolName?: unknown }).toolName === op.name) activated = true;
      };
      mc.addEventListener('toolactivated', onActivated);
      const stop = () => {
        settled = true;
        mc.removeEventListener?.('toolactivated', onActivated);
      };
      pending.then(stop, stop);
      waiting = new Promise((resolve) => {
        const tick = () => {
          if (settled) return;
          let active: boolean;
          try {
            active = form.matches(':tool-form-active');
          } catch {
            active = activated; // a browser without the pseudo-class: its event instead
          }
          if (active) {
            stop();
            resolve(WAITING);
          } else setTimeout(tick, 20);
        };
        tick();
      });
    }
  }
  try {
    const out = await (waiting ? Promise.race([pending, waiting]) : pending);
    if (out === WAITING) return { kind: 'dispatch', status: 'waiting' };
    const body = asText(out);
    if (body !== null && body.length > op.maxResultChars) return { kind: 'dispatch', status: 'ok', text: body.slice(0, op.maxResultChars), cutAt: body.length };
    return { kind: 'dispatch', status: 'ok', text: body };
  } catch (err) {
    return { kind: 'dispatch', status: 'error', ...failure(err) };
  }
}
