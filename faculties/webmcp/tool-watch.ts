// The OS side of `toolchange`: an invalidation notice, nothing more. When the extension says a
// watched tab's tools changed, what we knew is dropped at once (so nothing acts on a stale list)
// and a complete discovery of the whole tab runs again; the event's own data is never trusted
// as a tool list, and no partial, per-frame patching is done.
import type { BridgeEvent } from '../../browser-bridge/protocol.ts';
import type { WebmcpDiscovery } from './types.ts';

/** The slice of BrowserBridgeClient this needs, so tests can pass a stand-in. */
export interface ToolWatchBridge {
  on(event: 'event', cb: (e: BridgeEvent) => void): () => void;
  invoke(action: string, input: Record<string, unknown>): Promise<unknown>;
}

export type ToolWatchUpdate = { tabId: number; discovery: WebmcpDiscovery } | { tabId: number; error: { code: string; message: string } };

export class WebmcpToolWatch {
  private readonly known = new Map<number, WebmcpDiscovery | null>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<(u: ToolWatchUpdate) => void>();
  private readonly off: () => void;

  constructor(
    private readonly bridge: ToolWatchBridge,
    /** A page re-rendering unregisters and registers many tools at once: one discovery per burst. */
    private readonly debounceMs = 50,
  ) {
    this.off = bridge.on('event', (e) => {
      if (e.event === 'webmcp-toolchange') this.invalidate(e.data.tabId);
    });
  }

  /** Starts watching a tab with a complete discovery. */
  async watch(tabId: number): Promise<WebmcpDiscovery> {
    this.known.set(tabId, null);
    return this.discover(tabId);
  }

  unwatch(tabId: number): void {
    this.known.delete(tabId);
    clearTimeout(this.timers.get(tabId));
    this.timers.delete(tabId);
  }

  /** The latest complete discovery, or undefined while it is stale or being redone. */
  current(tabId: number): WebmcpDiscovery | undefined {
    return this.known.get(tabId) ?? undefined;
  }

  onUpdate(cb: (u: ToolWatchUpdate) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  close(): void {
    this.off();
    for (const tabId of [...this.known.keys()]) this.unwatch(tabId);
  }

  private invalidate(tabId: number): void {
    if (!this.known.has(tabId)) return;
    this.known.set(tabId, null);
    clearTimeout(this.timers.get(tabId));
    this.timers.set(
      tabId,
      setTimeout(() => {
        this.timers.delete(tabId);
        void this.discover(tabId).catch(() => undefined);
      }, this.debounceMs),
    );
  }

  private async discover(tabId: number): Promise<WebmcpDiscovery> {
    try {
      // Always the whole tab: a change in one frame can create a twin of a tool in another.
      const discovery = (await this.bridge.invoke('browser.webmcp.discover', { tabId })) as WebmcpDiscovery;
      if (this.known.has(tabId) && !this.timers.has(tabId)) this.known.set(tabId, discovery);
      this.emit({ tabId, discovery });
      return discovery;
    } catch (err) {
      const e = err as { code?: unknown; message?: unknown };
      this.emit({ tabId, error: { code: typeof e.code === 'string' ? e.code : 'internal', message: String(e.message ?? err) } });
      throw err;
    }
  }

  private emit(u: ToolWatchUpdate): void {
    for (const cb of this.listeners) {
      try {
        cb(u);
      } catch (err) {
        console.error('tool watch listener threw', err);
      }
    }
  }
}
