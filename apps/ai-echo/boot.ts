// Wires AI Echo together: bridge -> kernel (browser Faculty, ToolRouter, consent) -> AgentToolset
// -> Navi session, plus the signals the UI reads. One call, from the shell.
import { signal } from '@lit-labs/signals';
import { toErrorShape } from '../../browser-bridge/errors.ts';
import { createBridgeFaculty } from '../../kernel/bridge-faculty.ts';
import { IntentGrammarEngine } from '../../kernel/intent-grammar-engine.ts';
import { Kernel } from '../../kernel/kernel.ts';
import { ModelClient } from '../../kernel/navi-webgpu/client.ts';
import { ModelNaviEngine } from '../../kernel/navi-webgpu/engine.ts';
import type { NaviEngine } from '../../kernel/navi-engine.ts';
import { ReceiptStore, type Receipt } from '../../kernel/receipts.ts';
import type { PageDocument } from '../../kernel/tool-router.ts';
import { WebmcpToolWatch } from '../../faculties/webmcp/tool-watch.ts';
import { declaredPatchPolicy } from '../../faculties/live-patch/policy.ts';
import { AgentToolset } from './agent-toolset.ts';
import type { EchoBridge } from './create-bridge.ts';
import { readDiscovery } from '../../kernel/untrusted-data.ts';
import type { AuditEntry } from '../../faculties/sdk/audit.ts';
import { createAppState, type AppState } from './app-state.ts';
import { ExtensionConsent } from './extension-consent.ts';
import { McpClients } from './mcp-clients.ts';
import { NaviSession } from './navi-session.ts';
import { FlowStore } from './flow-store.ts';
import { Recordings } from './recordings.ts';
import { onSignalChange } from './signal-change.ts';

export interface AiEcho {
  bridge: EchoBridge;
  /** Re-reads the extension's audit log for this session into `state.audit`. */
  refreshAudit(): Promise<void>;
  kernel: Kernel;
  toolset: AgentToolset;
  session: NaviSession;
  state: AppState;
  receipts: ReceiptStore | null;
  consent: ExtensionConsent;
  engines: NaviEngine[];
  /** The on-device model engine (its worker starts only when a model is loaded). */
  model: ModelNaviEngine;
  developerMode: DeveloperMode;
  /** MCP clients paired with this page: each one more Navi with its own task. */
  mcp: McpClients;
  /** Recorded flows and site maps, on the person's own words. */
  recordings: Recordings;
}

/** AI Echo's setting, persisted in this page's localStorage (off unless the person turned it on). */
export const DEVELOPER_MODE_SETTING = 'aiEcho.developerMode';

/**
 * Developer mode has two halves: AI Echo's own setting (here) and the extension's options page
 * (read from the extension, followed through its events). Raw JavaScript exists only while both are on.
 */
export interface DeveloperMode {
  os: ReturnType<typeof signal<boolean>>;
  /** null until the extension said. */
  extension: ReturnType<typeof signal<boolean | null>>;
  setOs(on: boolean): void;
  /** What the extension said (null: it has not, or it is not connected). */
  setExtension(on: boolean | null): void;
  /** Both halves on. */
  on(): boolean;
  /** Calls `cb` after either half changed; returns an unsubscribe function. */
  onChange(cb: () => void): () => void;
}

function createDeveloperMode(): DeveloperMode {
  let stored = false;
  try {
    stored = localStorage.getItem(DEVELOPER_MODE_SETTING) === 'on';
  } catch {
    stored = false;
  }
  const os = signal(stored);
  const extension = signal<boolean | null>(null);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((cb) => cb());
  return {
    os,
    extension,
    setOs(on: boolean) {
      try {
        localStorage.setItem(DEVELOPER_MODE_SETTING, on ? 'on' : 'off');
      } catch {
        // Not persisted (storage unavailable); still applies to this session.
      }
      os.set(on);
      changed();
    },
    setExtension(on: boolean | null) {
      extension.set(on);
      changed();
    },
    on: () => os.get() && extension.get() === true,
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}

export async function bootAiEcho(bridge: EchoBridge): Promise<AiEcho> {
  const state = createAppState();
  const consent = new ExtensionConsent(bridge, state);
  const developerMode = createDeveloperMode();
  const kernel = new Kernel({
    consent,
    developerMode: () => developerMode.on(),
    resolvePage: async (tabId, _signal): Promise<PageDocument> => {
      const info = await bridge.call('browser.page.info', tabId === undefined ? {} : { tabId });
      return { tabId: info.tabId, documentId: info.documentId, origin: info.origin, url: info.url, title: info.title };
    },
  });
  kernel.registerFaculty(createBridgeFaculty({ id: 'clicks-and-clankers', label: 'Clicks and Clankers (browser)', bridge, prefixes: ['browser.'] }));
  kernel.registerFaculty(
    createBridgeFaculty({ id: 'live-patch', label: 'Live Patch (declared, reversible interface edits)', bridge, prefixes: ['livepatch.'], policy: [declaredPatchPolicy] }),
  );
  // Not described to the Navi at all unless developer mode is on in both halves.
  kernel.registerFaculty(
    createBridgeFaculty({
      id: 'raw-js',
      label: 'Raw JavaScript (developer mode)',
      bridge,
      prefixes: ['devjs.'],
      enabled: () => developerMode.on(),
      onEnabledChanged: (cb) => developerMode.onChange(cb),
    }),
  );

  // The extension's own record of what it was asked to do, shown beside the receipts.
  let auditTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshAudit = async () => {
    if (!bridge.status().connected) return;
    const r = (await bridge.control('echo.audit.list').catch(() => null)) as { entries?: AuditEntry[] } | null;
    if (Array.isArray(r?.entries)) state.audit.set(r.entries);
  };
  const refreshAuditSoon = () => {
    clearTimeout(auditTimer);
    auditTimer = setTimeout(() => void refreshAudit(), 300);
  };

  let receipts: ReceiptStore | null = null;
  let sealReceipt: ((r: Receipt) => Promise<void>) | null = null;
  try {
    receipts = await ReceiptStore.open();
    // Only the toolset writes sealed receipts: taken here, before anything else can reach the store.
    sealReceipt = receipts.takeSealer();
    state.receipts.set(await receipts.list());
  } catch (err) {
    state.receiptError.set(`Receipts cannot be stored (IndexedDB unavailable): ${toErrorShape(err).message}`);
  }

  let flows: FlowStore | null = null;
  try {
    flows = await FlowStore.open();
  } catch (err) {
    state.receiptError.set(`Recordings cannot be stored (IndexedDB unavailable): ${toErrorShape(err).message}`);
  }
  const recordings = new Recordings(bridge, flows);
  await recordings.refresh();

  const toolset = new AgentToolset({
    router: kernel.router,
    bridge,
    saveReceipt: async (r) => {
      if (!sealReceipt) throw new Error('no receipt store');
      await sealReceipt(r);
    },
    onReceipt: (r) => {
      // A filled form's receipt comes again (same id) once the person submitted or cancelled it.
      const known = state.receipts.get();
      state.receipts.set(known.some((x) => x.id === r.id) ? known.map((x) => (x.id === r.id ? r : x)) : [...known, r]);
      refreshAuditSoon();
      void recordings.checkLive(r).catch((e: unknown) => recordings.error.set(`The site map could not be updated: ${toErrorShape(e).message}`));
      if (r.tool === 'browser.webmcp.discover' && r.outcome === 'ok') {
        state.tools.set(readDiscovery(r.evidence));
        if (r.tabId !== null && !watchedTabs.has(r.tabId)) {
          watchedTabs.add(r.tabId);
          void toolWatch.watch(r.tabId).catch(() => undefined);
        }
      }
    },
    onReceiptError: (e, r) => state.receiptError.set(`Receipt for ${r.tool} was NOT saved: ${e.message}`),
  });

  const model = new ModelNaviEngine(new ModelClient());
  const engines: NaviEngine[] = [new IntentGrammarEngine(), model];
  const session = new NaviSession(toolset, engines[0]!);
  // While the Navi waits on an approval window, the chat says so (and warns first when it may spend money).
  consent.onAsked = (view) => session.approvalAsked(view);
  session.commands = recordings.commands;
  // Only calls the person's own words set off join their recording; a model's and MCP clients' never do.
  session.onPersonsCall = (call, r) => recordings.noteCall(call, r);
  const mcp = new McpClients({ toolset, showStep: (call, rationale, actor, run) => session.showStep(call, rationale, actor, run) });
  // Each client is told when the tools change: drift adopted, a Faculty added, developer mode.
  kernel.onToolsChanged(() => mcp.toolsChanged());
  onSignalChange(() => developerMode.on(), () => mcp.toolsChanged());

  const refreshStatus = async () => {
    state.bridge.set(bridge.status());
    if (bridge.status().connected) {
      const allowed = await bridge.control('echo.allowlist.get').catch(() => null);
      state.allowedOrigins.set(allowed?.origins ?? []);
      await recordings.loadMaps(allowed?.origins ?? []);
      const dev = await bridge.control('echo.devmode.get').catch(() => null);
      developerMode.setExtension(dev ? dev.developerMode === true : null);
      refreshAuditSoon();
    } else {
      developerMode.setExtension(null);
    }
  };
  bridge.on('status', () => void refreshStatus());
  // Events arrive checked against their schemas (browser-bridge/protocol.ts EVENT_DATA): typed by name.
  bridge.on('event', (e) => {
    switch (e.event) {
      case 'allowlist-changed':
        return state.allowedOrigins.set(e.data.origins);
      case 'developer-mode-changed':
        return developerMode.setExtension(e.data.developerMode);
      case 'webmcp-toolchange':
        if (e.data.documentId !== null) {
          session.invalidateDiscovery(e.data.documentId);
          mcp.invalidateDiscovery(e.data.documentId);
        }
        return;
      case 'approval': {
        // Keeps mirrored approvals current after the decision (used, expired) without polling.
        const { approvalId, state: next } = e.data;
        return state.approvals.set(state.approvals.get().map((a) => (a.approvalId === approvalId ? { ...a, state: next } : a)));
      }
    }
  });
  // Page tools shown in AI Echo follow `toolchange`: dropped at once, then a complete rediscovery.
  const toolWatch = new WebmcpToolWatch(bridge);
  toolWatch.onUpdate((u) => state.tools.set('discovery' in u ? readDiscovery(u.discovery) : []));
  const watchedTabs = new Set<number>();
  await refreshStatus();
  mcp.start();

  return { bridge, refreshAudit, kernel, toolset, session, state, receipts, consent, engines, model, developerMode, mcp, recordings };
}
