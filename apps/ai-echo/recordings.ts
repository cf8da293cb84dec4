// AI Echo's recordings and site maps: the kernel side of "start recording", "stop recording",
// "replay <name> with <values>", "map this site" and "which page has …". The reserved actions
// (echo.recording.*, echo.sitemap.*) are reached only from here, through bridge.control, on the
// person's own typed words (NaviSession.commands); the Navi's engines and MCP clients never see
// them. Flows are stored in this page's IndexedDB; maps in the extension's.
import { signal } from '@lit-labs/signals';
import { BridgeError, toErrorShape } from '../../browser-bridge/errors.ts';
import type { SiteMap } from '../../browser-bridge/sitemap.ts';
import { redactData, redactText } from '../../faculties/sdk/redaction/data.ts';
import type { ToolCall } from '../../kernel/navi-engine.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { readFlowFile, toFlowFile } from '../../kernel/recording/flow-file.ts';
import { parseIntent, parseValues, type PersonIntent } from '../../kernel/recording/intents.ts';
import { ReplayEngine } from '../../kernel/recording/replay-engine.ts';
import { toUserFlow, type RecordedToolCall, type StoredFlow } from '../../kernel/recording/user-flow.ts';
import { markStale, pagesWith, staleReason, urlPattern } from '../../kernel/sitemap/site-map.ts';
import { readDiscovery } from '../../kernel/untrusted-data.ts';
import type { EchoBridge } from './create-bridge.ts';
import type { FlowStore } from './flow-store.ts';
import type { PersonCommands } from './navi-session.ts';
import { SiteMapping } from './site-mapping.ts';

export interface ActiveRecording {
  recordingId: string;
  tabId: number;
  origin: string;
  startedAt: number;
}

export class Recordings {
  readonly flows = signal<StoredFlow[]>([]);
  readonly active = signal<ActiveRecording | null>(null);
  readonly maps = signal<SiteMap[]>([]);
  readonly error = signal<string | null>(null);
  /** The mapping run in progress (the Site map panel shows it and can stop it). */
  readonly mapping = new SiteMapping();
  private calls: RecordedToolCall[] = [];

  constructor(
    private readonly bridge: EchoBridge,
    private readonly store: FlowStore | null,
  ) {}

  async refresh(): Promise<void> {
    if (this.store) this.flows.set(await this.store.list());
  }

  private need(): FlowStore {
    if (!this.store) throw new BridgeError('internal', 'Recordings cannot be stored here (IndexedDB unavailable).');
    return this.store;
  }

  async start(): Promise<string> {
    const r = await this.bridge.control('echo.recording.start');
    this.calls = [];
    this.active.set(r);
    return `Recording what you do in tab ${r.tabId} (${r.origin}). What you type into protected fields (passwords, payment, one-time codes, anything labelled as a secret such as a CVV or a PIN) is never recorded, nor what the page's own scripts do. Say "stop recording" when you are done.`;
  }

  async stop(name?: string): Promise<string> {
    const state = await this.bridge.control('echo.recording.stop');
    this.active.set(null);
    const store = this.need();
    const wanted = name?.trim() || `Recording ${new Date(state.startedAt).toISOString().slice(0, 16).replace('T', ' ')}`;
    const finalName = await store.freeName(wanted.slice(0, 120));
    const calls = this.calls.filter((c) => c.at >= state.startedAt);
    this.calls = [];
    const { flow, parameters } = toUserFlow(finalName, state, calls);
    const now = Date.now();
    const stored: StoredFlow = { id: crypto.randomUUID(), name: finalName, origin: state.origin, createdAt: now, updatedAt: now, flow, parameters, dropped: state.dropped };
    await store.put(stored);
    await this.refresh();
    const params = Object.entries(parameters.properties).map(([k, p]) => (p['x-sensitive'] ? `${k} (you fill it in yourself)` : k));
    return `Saved the recording "${finalName}": ${flow.steps.length} steps${params.length ? `, parameters ${params.join(', ')}` : ''}. Say "replay ${finalName} with …" to run it again.`;
  }

  /**
   * A page-tool call the Navi made in the recorded tab on the person's own words joins the
   * recording (NaviSession.onPersonsCall hears only those: never a model's choice nor an MCP client's call).
   */
  noteCall(call: ToolCall, receipt: Receipt): void {
    const active = this.active.get();
    if (!active || call.name !== 'browser.webmcp.invoke' || receipt.tabId !== active.tabId || receipt.outcome === 'error') return;
    const args = (call.arguments.arguments ?? {}) as Record<string, unknown>;
    this.calls.push({
      at: receipt.startedAt,
      tool: String(call.arguments.name),
      arguments: redactData(args).value,
      frameId: typeof call.arguments.frameId === 'number' ? call.arguments.frameId : 0,
    });
  }

  async rename(id: string, name: string): Promise<void> {
    await this.need().rename(id, name);
    await this.refresh();
  }

  async remove(id: string): Promise<void> {
    await this.need().delete(id);
    await this.refresh();
  }

  exportJson(id: string): string {
    const flow = this.flows.get().find((f) => f.id === id);
    if (!flow) throw new BridgeError('flow-not-found', `No recording with id ${id}.`);
    return JSON.stringify(toFlowFile(flow), null, 2);
  }

  /** `file` is the file's name as the person picked it: each approval of the flow's first replay names it. */
  async importJson(text: string, file = 'a flow file'): Promise<StoredFlow> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BridgeError('flow-invalid', 'This is not a flow AI Echo can replay: it is not JSON.');
    }
    const read = readFlowFile(json);
    const store = this.need();
    const now = Date.now();
    const name = await store.freeName(read.title);
    const flow: StoredFlow = {
      id: crypto.randomUUID(),
      name,
      origin: read.origin,
      createdAt: now,
      updatedAt: now,
      flow: { ...read.flow, title: name },
      parameters: read.parameters,
      dropped: 0,
      imported: { file: redactText(file.trim().slice(0, 200) || 'a flow file').text, reviewedAt: null },
    };
    await store.put(flow);
    await this.refresh();
    return flow;
  }

  /** An imported flow's every step was approved once: from now on it replays like one the person recorded. */
  private async reviewed(id: string): Promise<void> {
    const store = this.need();
    const flow = (await store.list()).find((f) => f.id === id);
    if (!flow?.imported || flow.imported.reviewedAt !== null) return;
    await store.put({ ...flow, imported: { ...flow.imported, reviewedAt: Date.now() } });
    await this.refresh();
  }

  async loadMaps(origins: readonly string[]): Promise<void> {
    const maps: SiteMap[] = [];
    for (const origin of origins) {
      const r = await this.bridge.control('echo.sitemap.read', { origin }).catch(() => null);
      if (r?.map) maps.push(r.map);
    }
    this.maps.set(maps);
  }

  private async saveMap(map: SiteMap): Promise<void> {
    await this.bridge.control('echo.sitemap.save', map);
    this.maps.set([...this.maps.get().filter((m) => m.origin !== map.origin), map]);
  }

  /**
   * The live page always wins: a discovery of a mapped page whose tools differ from its entry
   * marks that entry stale (and says why).
   */
  async checkLive(receipt: Receipt): Promise<void> {
    if (receipt.tool !== 'browser.webmcp.discover' || receipt.outcome !== 'ok' || !receipt.origin) return;
    const map = this.maps.get().find((m) => m.origin === receipt.origin);
    const top = ((receipt.evidence as { frames?: { frameId?: unknown; url?: unknown }[] } | null)?.frames ?? []).find((f) => f.frameId === 0);
    if (!map || typeof top?.url !== 'string') return;
    const pattern = urlPattern(top.url);
    const entry = map.pages.find((p) => p.urlPattern === pattern);
    if (!entry) return;
    const live = readDiscovery(receipt.evidence).filter((t) => t.frameId === 0 && !t.debugging);
    const mapped = entry.tools.length ? entry.tools : [];
    const reason = staleReason({ ...entry, tools: mapped }, live);
    if (!reason || entry.stale?.reason === reason) return;
    await this.saveMap(markStale(map, pattern, reason, Date.now()));
  }

  /** The hook NaviSession asks before any engine: null for anything that is not the kernel's. */
  readonly commands: PersonCommands = async (text, run) => {
    const intent = parseIntent(text);
    if (!intent) return null;
    try {
      return await this.handle(intent, run);
    } catch (err) {
      const e = toErrorShape(err);
      return { kind: 'answer', text: `I could not do that (${e.code}): ${e.message}` };
    }
  };

  private async handle(intent: PersonIntent, run: Parameters<PersonCommands>[1]): ReturnType<PersonCommands> {
    switch (intent.kind) {
      case 'record-start':
        return { kind: 'answer', text: await this.start() };
      case 'record-stop':
        return { kind: 'answer', text: await this.stop(intent.name) };
      case 'replay': {
        const flow = await this.need().byName(intent.name);
        // "play my podcasts faster" is the Navi's unless it names a recording.
        if (!flow && !intent.explicit) return null;
        if (!flow) return { kind: 'answer', text: `I have no recording named "${intent.name}". Recordings: ${this.flows.get().map((f) => f.name).join(', ') || 'none'}.` };
        if (intent.from < 1 || intent.from > flow.flow.steps.length) return { kind: 'answer', text: `"${flow.name}" has steps 1 to ${flow.flow.steps.length}.` };
        // Bound to the flow's origin; an imported flow not yet replayed whole is approved step by step, naming its file.
        const firstReplay = flow.imported && flow.imported.reviewedAt === null ? flow.imported.file : undefined;
        const engine = new ReplayEngine({ flow, values: parseValues(intent.values, flow.parameters), from: intent.from, ...(firstReplay ? { onFinished: () => void this.reviewed(flow.id).catch((e: unknown) => this.error.set(`The recording could not be marked as replayed: ${toErrorShape(e).message}`)) } : {}) });
        return { kind: 'engine', engine, binding: { origin: flow.origin, ...(firstReplay ? { importedFrom: firstReplay } : {}) } };
      }
      case 'map': {
        const start = intent.site ?? (await this.activePageUrl(run));
        const text = await this.mapping.run(start, {
          visit: async (url) => this.bridge.control('echo.sitemap.visit', { url }),
          leave: async (tabId) => void (await this.bridge.control('echo.sitemap.leave', { tabId })),
          read: async (call, rationale) => {
            const r = await run(call, rationale);
            return { ok: r.error === undefined, value: r.value, ...(r.error ? { error: r.error } : {}) };
          },
          save: (map) => this.saveMap(map),
          now: () => Date.now(),
        });
        return { kind: 'answer', text };
      }
      case 'which-page': {
        const origin = new URL(await this.activePageUrl(run)).origin;
        await this.loadMaps([origin]);
        const map = this.maps.get().find((m) => m.origin === origin);
        if (!map) return { kind: 'answer', text: `I have no map of ${origin} yet: say "map this site" first.` };
        const hits = pagesWith(map, intent.phrase);
        if (!hits.length) return { kind: 'answer', text: `The map of ${origin} (made ${new Date(map.mappedAt).toISOString().slice(0, 10)}) shows no page with "${intent.phrase}".` };
        const best = hits.filter((h) => h.score === hits[0]!.score);
        return {
          kind: 'answer',
          text: `From the map of ${origin} (what the pages said when mapped; the live page wins): ${best.map((h) => `${origin}${h.page.urlPattern} ("${h.page.title}")${h.page.stale ? ` — marked stale: ${h.page.stale.reason}` : ''}`).join(', ')}.`,
        };
      }
    }
  }

  private async activePageUrl(run: Parameters<PersonCommands>[1]): Promise<string> {
    const r = await run({ name: 'browser.page.info', arguments: {} }, 'Which site is in the tab.');
    const url = (r.value as { url?: unknown } | undefined)?.url;
    if (r.error || typeof url !== 'string') throw new BridgeError(r.error?.code ?? 'tab-missing', r.error?.message ?? 'There is no web tab to map.');
    return url;
  }
}
