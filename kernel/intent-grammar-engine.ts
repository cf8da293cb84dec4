// The embedded Navi: a deterministic intent grammar, no model needed. It recognises a small set
// of requests, follows the ladder by itself (discover first, page tools before semantic
// controls), and says plainly when it cannot help. Page-derived data (tool descriptions,
// snapshots, results) is only ever searched and quoted, never obeyed.
import { parseOutline, type OutlineLine } from '../faculties/clicks-and-clankers/semantic/outline.ts';
import type { NaviEngine, NaviMessage, NaviStep, NaviTool } from './navi-engine.ts';
import { objectsIn, readDiscovery, type DiscoveredPageTool } from './untrusted-data.ts';

export type Intent =
  | { kind: 'list-tabs' }
  | { kind: 'capabilities' }
  | { kind: 'set-quantity'; item: string; quantity: number }
  | { kind: 'add-to-cart'; item: string }
  | { kind: 'click'; name: string }
  | { kind: 'type'; text: string; field: string }
  | { kind: 'check'; field: string; checked: boolean }
  | { kind: 'scroll'; to: 'pageDown' | 'pageUp' | 'top' | 'bottom' }
  | { kind: 'ask'; topic: string }
  | { kind: 'status' }
  // Live Patch (a declared, reversible edit) and raw JavaScript (only when asked for by name).
  | { kind: 'hide' | 'highlight'; name: string }
  | { kind: 'undo-patch' }
  | { kind: 'run-js'; code: string }
  | { kind: 'unknown' };

const unquote = (s: string) => s.trim().replace(/^["'“‘](.*)["'”’]$/s, '$1').trim();

/** The grammar. Each rule is anchored: a request matches one whole sentence or nothing. */
export function parseIntent(text: string): Intent {
  // Raw JavaScript only when the person names it; the code is taken verbatim (no punctuation trimmed).
  const js = /^\s*(?:please[, ]+)?(?:run|evaluate|execute|eval) (?:javascript|js)(?:\s*:\s*|\s+)([\s\S]+)$/i.exec(text);
  if (js) return { kind: 'run-js', code: js[1]!.trim() };
  const t = text.trim().replace(/[.!?]+$/, '').replace(/^(please|navi|hey navi)[, ]+/i, '').trim();
  let m: RegExpExecArray | null;
  if (/^(list|show)( me)?( all)?( (the|my|open))? tabs$|^what tabs (are|do i have) open$/i.test(t)) return { kind: 'list-tabs' };
  if (/^what can (i|you) do (on|with) (this|the) page$/i.test(t)) return { kind: 'capabilities' };
  if (/^(status|are you connected|bridge status)$/i.test(t)) return { kind: 'status' };
  if ((m = /^set (?:the )?quantity of (.+?) to (\d{1,4})$/i.exec(t))) return { kind: 'set-quantity', item: unquote(m[1]!), quantity: Number(m[2]) };
  if ((m = /^add (?:an? |one |the )?(.+?) to (?:the |my )?(?:cart|basket)$/i.exec(t))) return { kind: 'add-to-cart', item: unquote(m[1]!) };
  if ((m = /^type (.+) into (?:the )?(.+?)(?: field| box)?$/i.exec(t))) return { kind: 'type', text: unquote(m[1]!), field: unquote(m[2]!) };
  if ((m = /^(check|tick|uncheck|untick) (?:the )?(.+?)(?: box| checkbox)?$/i.exec(t))) return { kind: 'check', field: unquote(m[2]!), checked: /^(check|tick)$/i.test(m[1]!) };
  if ((m = /^(?:click|press|tap) (?:on )?(?:the )?(.+?)(?: button| link)?$/i.exec(t))) return { kind: 'click', name: unquote(m[1]!) };
  if ((m = /^scroll (down|up|to (?:the )?top|to (?:the )?bottom)$/i.exec(t))) {
    const dir = m[1]!.toLowerCase();
    return { kind: 'scroll', to: dir === 'down' ? 'pageDown' : dir === 'up' ? 'pageUp' : dir.endsWith('top') ? 'top' : 'bottom' };
  }
  if ((m = /^what does (?:the|this) page say about (.+)$/i.exec(t))) return { kind: 'ask', topic: unquote(m[1]!) };
  if (/^(?:undo|revert|remove) (?:the |my )?(?:last )?(?:live )?patch$/i.test(t)) return { kind: 'undo-patch' };
  if ((m = /^(hide|highlight) (?:the )?(.+)$/i.exec(t))) return { kind: m[1]!.toLowerCase() as 'hide' | 'highlight', name: unquote(m[2]!) };
  return { kind: 'unknown' };
}

type PageTool = DiscoveredPageTool;

type Result = Extract<NaviMessage, { role: 'result' }>;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The turn so far: the last request and the results of the calls made for it. */
function currentTurn(messages: readonly NaviMessage[]): { request: string; results: Result[] } {
  let i = messages.length - 1;
  while (i >= 0 && messages[i]!.role !== 'user') i--;
  const request = i >= 0 ? (messages[i] as { text: string }).text : '';
  return { request, results: messages.slice(i + 1).filter((m): m is Result => m.role === 'result') };
}

function lastResult(results: readonly Result[], name: string): Result | undefined {
  return [...results].reverse().find((r) => r.call.name === name);
}

function pageTools(discovery: Result | undefined): PageTool[] {
  return readDiscovery(discovery?.result.data);
}

/** Every snapshot outline line, with the frame it came from. */
function outlineLines(snapshot: Result | undefined): (OutlineLine & { frameId: number })[] {
  const out: (OutlineLine & { frameId: number })[] = [];
  const visit = (node: unknown, frameId: number) => {
    if (!node || typeof node !== 'object') return;
    const rec = node as Record<string, unknown>;
    const fid = typeof rec.frameId === 'number' ? rec.frameId : frameId;
    if (typeof rec.outline === 'string') for (const line of parseOutline(rec.outline)) out.push({ ...line, frameId: fid });
    for (const v of Object.values(rec)) if (typeof v === 'object') visit(v, fid);
  };
  visit(snapshot?.result.data, 0);
  return out;
}

/** The one element whose accessible name matches, preferring exact, then containing. */
function findElement(lines: readonly (OutlineLine & { frameId: number })[], name: string, roles: readonly string[]) {
  const candidates = lines.filter((l) => l.fingerprint && roles.includes(l.role) && !('blocked' in l.states));
  const exact = candidates.filter((l) => norm(l.name) === norm(name));
  if (exact.length === 1) return exact[0];
  const partial = candidates.filter((l) => norm(l.name).includes(norm(name)));
  return partial.length === 1 ? partial[0] : undefined;
}

const call = (name: string, args: Record<string, unknown>, rationale: string): NaviStep => ({ kind: 'call', call: { name, arguments: args }, rationale });
const answer = (text: string): NaviStep => ({ kind: 'answer', text });

/** Outline roles that are structure, not something a person operates. */
const NON_CONTROL_ROLES = new Set(['heading', 'main', 'navigation', 'banner', 'contentinfo', 'complementary', 'region', 'form', 'search', 'iframe']);
const CLICKABLE = ['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio', 'switch', 'option', 'combobox'];
const TEXT_FIELDS = ['textbox', 'searchbox', 'spinbutton', 'combobox'];
const CHECKABLE = ['checkbox', 'radio', 'switch', 'menuitemcheckbox'];

/** Picks the page tool for a domain request by what its untrusted name/title/description say. */
function toolFor(tools: readonly PageTool[], intent: Intent): PageTool | undefined {
  const text = (t: PageTool) => norm(`${t.name} ${t.title}`);
  if (intent.kind === 'set-quantity') return tools.find((t) => /quantity/.test(text(t)) && /set|update|change/.test(text(t)));
  if (intent.kind === 'add-to-cart') return tools.find((t) => /add/.test(text(t)) && /cart|basket/.test(text(t)));
  return undefined;
}

/**
 * A page tool whose words say it lists the domain state (cart lines, products). Chosen by what
 * it says it does, like every tool the grammar picks; never by the page's readOnlyHint, and its
 * run needs the person's approval like any page tool.
 */
function readToolFor(tools: readonly PageTool[], intent: Intent): PageTool | undefined {
  const want = intent.kind === 'add-to-cart' ? /product|catalog|item/ : /cart|basket/;
  return tools.find((t) => want.test(norm(`${t.name} ${t.title}`)) && /get|list|read|search|view/.test(norm(t.name)));
}

/** The record in a page tool's result whose name or title mentions the item (page data). */
function findRecord(data: unknown, item: string): Record<string, unknown> | undefined {
  return objectsIn(data).find((rec) => {
    const label = [rec.name, rec.title, rec.productName].find((v) => typeof v === 'string') as string | undefined;
    return label !== undefined && norm(label).includes(norm(item));
  });
}

function findNumber(data: unknown, key: string): number | undefined {
  return objectsIn(data).find((rec) => typeof rec[key] === 'number')?.[key] as number | undefined;
}

/** The value a page tool returned (unwrapped from the invoke result), or undefined. */
function toolValue(r: Result | undefined): unknown {
  return (r?.result.data as { result?: { value?: unknown } } | undefined)?.result?.value;
}

export class IntentGrammarEngine implements NaviEngine {
  readonly id = 'intent-grammar';
  readonly label = 'Intent grammar (built in, no model)';

  async next(messages: readonly NaviMessage[], tools: readonly NaviTool[]): Promise<NaviStep> {
    // Raw JavaScript is described only in developer mode: say so rather than "not offered".
    if (parseIntent(currentTurn(messages).request).kind === 'run-js' && !tools.some((t) => t.name === 'devjs.evaluate')) {
      return answer("Raw JavaScript is off: it needs developer mode on in both AI Echo's settings and the extension's options page.");
    }
    const step = this.plan(messages);
    // Only tools the Navi was given exist (after manifest drift the list can be shorter).
    if (step.kind === 'call' && !tools.some((t) => t.name === step.call.name)) {
      return answer(`I can't do that here: this browser's extension does not offer ${step.call.name} (see AI Echo's status).`);
    }
    return step;
  }

  private plan(messages: readonly NaviMessage[]): NaviStep {
    const { request, results } = currentTurn(messages);
    const intent = parseIntent(request);
    const failed = results.find((r) => !r.ok);
    if (failed) return answer(`I stopped: ${failed.call.name} failed (${failed.errorCode ?? 'error'}). ${String((failed.result.data as { message?: unknown })?.message ?? '')}`.trim());

    switch (intent.kind) {
      case 'unknown':
        return answer(
          "I can't do that yet. I understand: list tabs; what can I do on this page; set quantity of <item> to <n>; add <item> to cart; click <name>; type <text> into <field>; check <field>; scroll down; what does the page say about <x>; hide <name>; highlight <name>; undo the last patch; run javascript <code> (developer mode).",
        );
      case 'status':
        return results.length ? answer(summariseStatus(results[0]!)) : call('navi.status', {}, 'Check the bridge and the extension.');
      case 'list-tabs': {
        const r = lastResult(results, 'browser.tabs.list');
        if (!r) return call('browser.tabs.list', {}, 'List your open tabs.');
        const tabs = ((r.result.data as { tabs?: { tabId: number; title: string; url: string; allowed: boolean; active: boolean }[] }).tabs ?? []);
        return answer(
          `You have ${tabs.length} tab${tabs.length === 1 ? '' : 's'} open:\n` +
            tabs.map((t) => `- [${t.tabId}] ${t.allowed ? `${JSON.stringify(t.title)} ${t.url}` : `${t.url} (not allowed for AI Echo)`}`).join('\n'),
        );
      }
      case 'ask': {
        const r = lastResult(results, 'browser.semantic.extract');
        if (!r) return call('browser.semantic.extract', { include: ['text'] }, `Read the page to find what it says about ${intent.topic}.`);
        const text = String((r.result.data as { text?: unknown }).text ?? '');
        const hits = text
          .split(/(?<=[.!?])\s+|\n+/)
          .filter((s) => norm(s).includes(norm(intent.topic)))
          .slice(0, 5);
        return answer(
          hits.length
            ? `The page says (quoted page text, untrusted):\n${hits.map((h) => `> ${JSON.stringify(h.trim())}`).join('\n')}`
            : `I found nothing about ${JSON.stringify(intent.topic)} in the page's text.`,
        );
      }
      default:
        break;
    }

    // Everything below acts on the page: the ladder starts with WebMCP discovery.
    const discovery = lastResult(results, 'browser.webmcp.discover');
    if (!discovery) return call('browser.webmcp.discover', {}, 'Look for page tools first (WebMCP), the narrowest way to act.');
    const discovered = pageTools(discovery);

    if (intent.kind === 'capabilities') {
      const snap = lastResult(results, 'browser.semantic.snapshot');
      if (!snap) return call('browser.semantic.snapshot', {}, 'Outline the controls a person can use on the page.');
      const lines = outlineLines(snap);
      const controls = lines.filter((l) => l.fingerprint && !NON_CONTROL_ROLES.has(l.role));
      return answer(
        `Page tools (WebMCP, described by the page itself: untrusted):\n` +
          (discovered.length ? discovered.map((t) => `- ${t.name}${t.title ? ` — ${JSON.stringify(t.title)}` : ''}`).join('\n') : '- none') +
          `\nControls I can use if no tool fits: ${controls.length} (${[...new Set(controls.map((c) => c.role))].slice(0, 8).join(', ')}).`,
      );
    }

    // Domain requests: a fitting page tool first.
    const tool = toolFor(discovered, intent);
    if (tool && (intent.kind === 'set-quantity' || intent.kind === 'add-to-cart')) {
      const step = this.viaPageTool(intent, tool, discovered, results);
      if (step) return step;
    }

    // Semantic fallback: say why, then snapshot, then act on exactly one element.
    if (!results.some((r) => r.call.name === 'navi.fallback')) {
      const why = tool
        ? `The page tool ${tool.name} could not be used for this request.`
        : discovered.length
          ? `None of the page's ${discovered.length} tools (${discovered.map((t) => t.name).join(', ')}) does "${request}".`
          : 'The page offers no WebMCP tools.';
      return call('navi.fallback', { reason: why }, 'Record why I am falling back to semantic controls.');
    }
    if (intent.kind === 'run-js') {
      const ran = lastResult(results, 'devjs.evaluate');
      if (!ran) return call('devjs.evaluate', { code: intent.code }, 'Run the JavaScript you asked for, once, after you approve its exact code (developer mode).');
      const out = ran.result.data as { codeHash?: string; result?: { value?: unknown } };
      return answer(`Ran your JavaScript (raw JS, approved by SHA-256 ${String(out.codeHash ?? '').slice(0, 12)}…). Result (untrusted page data): ${JSON.stringify(out.result?.value ?? null).slice(0, 500)}`);
    }
    if (intent.kind === 'undo-patch') {
      const reverted = lastResult(results, 'livepatch.revert');
      if (reverted) return answer(`Undid Live Patch ${String((reverted.result.data as { patchId?: unknown }).patchId)}: the page is as it was before it.`);
      const listed = lastResult(results, 'livepatch.list');
      if (!listed) return call('livepatch.list', {}, 'Find the Live Patches on this page.');
      const active = ((listed.result.data as { active?: { patchId: string; purpose: string; createdAt: number }[] }).active ?? []).slice().sort((a, b) => b.createdAt - a.createdAt);
      if (!active.length) return answer('There is no active Live Patch on this page to undo.');
      return call('livepatch.revert', { patchId: active[0]!.patchId, purpose: `Undo the patch "${active[0]!.purpose.slice(0, 200)}" at the person's request` }, `Undo the last Live Patch (${active[0]!.patchId}).`);
    }
    const snap = lastResult(results, 'browser.semantic.snapshot');
    if (!snap) return call('browser.semantic.snapshot', {}, 'Outline the page to find the control.');
    const lines = outlineLines(snap);
    const patched = lastResult(results, 'livepatch.apply');
    if (patched) {
      const p = patched.result.data as { patchId?: unknown; targets?: { role?: unknown; name?: unknown }[] };
      const t = p.targets?.[0];
      return answer(
        `${intent.kind === 'hide' ? 'Hid' : 'Highlighted'} ${String(t?.role ?? 'element')} ${JSON.stringify(t?.name ?? '')} (Live Patch ${String(p.patchId)}: a reversible edit only you see; say "undo the last patch" to put it back).`,
      );
    }
    const done = results.find((r) => /^browser\.semantic\.(click|type|check|scroll)$/.test(r.call.name));
    if (done) return answer(describeDone(done));

    const target = (el: OutlineLine & { frameId: number }) => ({ target: { fingerprint: el.fingerprint }, ...(el.frameId ? { frameId: el.frameId } : {}) });
    switch (intent.kind) {
      case 'click': {
        const el = findElement(lines, intent.name, CLICKABLE);
        return el ? call('browser.semantic.click', target(el), `Click ${el.role} ${JSON.stringify(el.name)}.`) : answer(`I found no single control named ${JSON.stringify(intent.name)}.`);
      }
      case 'type': {
        const el = findElement(lines, intent.field, TEXT_FIELDS);
        return el
          ? call('browser.semantic.type', { ...target(el), text: intent.text, clear: true }, `Type into ${JSON.stringify(el.name)}.`)
          : answer(`I found no single text field named ${JSON.stringify(intent.field)}.`);
      }
      case 'check': {
        const el = findElement(lines, intent.field, CHECKABLE);
        return el
          ? call('browser.semantic.check', { ...target(el), checked: intent.checked }, `${intent.checked ? 'Check' : 'Uncheck'} ${JSON.stringify(el.name)}.`)
          : answer(`I found no single checkbox named ${JSON.stringify(intent.field)}.`);
      }
      case 'scroll':
        return call('browser.semantic.scroll', { to: intent.to }, 'Scroll the page.');
      case 'hide':
      case 'highlight': {
        const el = findElement(lines, intent.name, [...new Set(lines.map((l) => l.role))]);
        if (!el) return answer(`I found no single element named ${JSON.stringify(intent.name)}.`);
        const op =
          intent.kind === 'hide'
            ? { op: 'hide', target: { fingerprint: el.fingerprint } }
            : { op: 'setStyle', target: { fingerprint: el.fingerprint }, property: 'outline', value: '3px solid #ffb000', important: true };
        return call(
          'livepatch.apply',
          { ...(el.frameId ? { frameId: el.frameId } : {}), purpose: `${intent.kind === 'hide' ? 'Hide' : 'Highlight'} the ${el.role} ${JSON.stringify(el.name)} because the person asked: "${request.slice(0, 200)}"`, operations: [op] },
          `${intent.kind === 'hide' ? 'Hide' : 'Highlight'} ${el.role} ${JSON.stringify(el.name)} with a reversible Live Patch (needs your approval).`,
        );
      }
      case 'set-quantity': {
        const el = findElement(lines, `quantity of ${intent.item}`, TEXT_FIELDS) ?? findElement(lines, intent.item, ['spinbutton']);
        return el
          ? call('browser.semantic.type', { ...target(el), text: String(intent.quantity), clear: true }, `Set the quantity field ${JSON.stringify(el.name)}.`)
          : answer(`I found no quantity field for ${JSON.stringify(intent.item)}.`);
      }
      case 'add-to-cart': {
        const el = findElement(lines, `add ${intent.item} to cart`, CLICKABLE) ?? findElement(lines, intent.item, ['button']);
        return el ? call('browser.semantic.click', target(el), `Click ${JSON.stringify(el.name)}.`) : answer(`I found no "add to cart" button for ${JSON.stringify(intent.item)}.`);
      }
    }
    return answer("I can't do that yet.");
  }

  /** Fills a page tool's arguments, reading domain state with the page's reading tool when needed. */
  private viaPageTool(intent: Intent & { item: string }, tool: PageTool, discovered: readonly PageTool[], results: readonly Result[]): NaviStep | null {
    const invoked = results.filter((r) => r.call.name === 'browser.webmcp.invoke');
    const mine = invoked.find((r) => r.call.arguments.name === tool.name);
    if (mine) {
      const value = toolValue(mine) as { ok?: unknown; conflict?: unknown; revision?: unknown } | undefined;
      if (value?.conflict === true) return answer(`The page reports a conflict: someone changed it since I read it (now revision ${String(value.revision)}). Nothing was changed; ask again to retry.`);
      return answer(
        intent.kind === 'set-quantity'
          ? `Done: ${tool.name} set the quantity of ${intent.item} to ${intent.quantity} (the page reported ${JSON.stringify(value ?? null)}; untrusted).`
          : `Done: ${tool.name} added ${intent.item} (the page reported ${JSON.stringify(value ?? null)}; untrusted).`,
      );
    }
    const schema = (tool.inputSchema ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
    const props = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const idKey = Object.keys(props).find((k) => /^(lineId|productId|itemId|sku|id)$/.test(k));
    // Only fields the grammar can fill honestly; anything else (a price, a name) means no fit.
    const fillable = new Set([idKey, 'quantity', 'expectedRevision', 'operationId']);
    if ([...required].some((k) => !fillable.has(k))) return null;
    const needsState = idKey !== undefined || 'expectedRevision' in props;
    let state: unknown;
    if (needsState) {
      const reader = readToolFor(discovered, intent);
      if (!reader) return null;
      const read = invoked.find((r) => r.call.arguments.name === reader.name);
      if (!read) {
        // Run only to read: its receipt says so instead of "unverified" (it is approved like any page tool).
        return {
          kind: 'call',
          call: { name: 'browser.webmcp.invoke', arguments: { frameId: reader.frameId, name: reader.name, descriptorHash: reader.descriptorHash, arguments: {} } },
          rationale: `Read the page's current state with its tool ${reader.name} (it needs your approval).`,
          reads: true,
        };
      }
      state = toolValue(read);
    }
    const args: Record<string, unknown> = {};
    if (idKey) {
      const record = findRecord(state, intent.item);
      const id = record?.[idKey] ?? record?.id;
      if (id === undefined) return answer(`The page's data has no entry matching ${JSON.stringify(intent.item)}.`);
      args[idKey] = id;
    }
    if ('quantity' in props && intent.kind === 'set-quantity') args.quantity = intent.quantity;
    else if ('quantity' in props && required.has('quantity')) args.quantity = 1;
    if ('expectedRevision' in props) {
      const revision = findNumber(state, 'revision');
      if (revision === undefined) return null;
      args.expectedRevision = revision;
    }
    if ('operationId' in props) args.operationId = `navi-${crypto.randomUUID()}`;
    for (const key of required) if (!(key in args)) return null; // cannot fill it honestly: fall back
    const step = call(
      'browser.webmcp.invoke',
      { frameId: tool.frameId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: args },
      `Use the page's own tool ${tool.name} (needs your approval).`,
    );
    // The independent check: first our own read of what the page shows (no approval needed): the
    // line naming the item shows the new quantity. Only when the page shows no such line, a
    // separate run of the page's reading tool (its own approval), which must list it at the new quantity.
    if (step.kind === 'call' && intent.kind === 'set-quantity') step.shows = { text: intent.item, value: String(intent.quantity) };
    const reader = readToolFor(discovered, intent);
    if (step.kind === 'call' && intent.kind === 'set-quantity' && idKey && reader) {
      step.readback = {
        call: { name: 'browser.webmcp.invoke', arguments: { frameId: reader.frameId, name: reader.name, descriptorHash: reader.descriptorHash, arguments: {} } },
        expect: { record: { key: idKey, value: args[idKey] }, field: 'quantity', equals: intent.quantity },
      };
    }
    return step;
  }
}

function describeDone(r: Result): string {
  const ev = r.result.data as { name?: unknown; role?: unknown; after?: { value?: unknown; checked?: unknown } };
  const what = `${String(ev.role ?? 'element')} ${JSON.stringify(ev.name ?? '')}`;
  switch (r.call.name) {
    case 'browser.semantic.type':
      return `Typed into ${what} (synthetic input, not your keyboard).`;
    case 'browser.semantic.check':
      return `${ev.after?.checked ? 'Checked' : 'Unchecked'} ${what} (synthetic input).`;
    case 'browser.semantic.scroll':
      return 'Scrolled the page.';
    default:
      return `Clicked ${what} (a synthetic click, not your mouse).`;
  }
}

function summariseStatus(r: Result): string {
  const s = r.result.data as { connected?: boolean; message?: string; manifestInSync?: boolean | null; extensionVersion?: string | null; allowedOrigins?: string[] };
  return `${s.message ?? ''} Extension ${s.extensionVersion ?? 'unknown'}, manifest ${s.manifestInSync ? 'in sync' : 'NOT in sync (see docs/guide/maintenance.md)'}; allowed sites: ${(s.allowedOrigins ?? []).join(', ') || 'none'}.`;
}

