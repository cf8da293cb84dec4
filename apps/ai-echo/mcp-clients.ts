// The MCP clients paired with this AI Echo page: pairing by code, reconnecting stored pairings,
// forgetting one, and the state of each for the UI. Each client is its own kernel session
// (McpClientSession); this only connects them and tells them what changed.
import { signal } from '@lit-labs/signals';
import { parsePairingCode } from '../../browser-bridge/mcp-relay/pairing.ts';
import type { RelayTool } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { ToolCall } from '../../kernel/navi-engine.ts';
import type { AgentToolset, ToolOutcome } from './agent-toolset.ts';
import { McpClientSession } from './mcp-client-session.ts';
import { forgetPairing, loadPairings, savePairing, type McpPairing } from './mcp-pairings.ts';
import { RelayConnection, type RelayConnectionState, type SocketLike } from './mcp-relay-connection.ts';

export interface McpClientView {
  /** The pairing id, or `code:<port>` while a typed code is being tried. */
  key: string;
  name: string;
  port: number;
  state: RelayConnectionState;
  message: string;
}

export interface McpClientsDeps {
  toolset: AgentToolset;
  showStep(call: ToolCall, rationale: string, actor: string, run: () => Promise<ToolOutcome>): Promise<ToolOutcome>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  openSocket?: (url: string) => SocketLike;
}

interface Client {
  connection: RelayConnection;
  session: McpClientSession | null;
  lastTools: string;
}

export class McpClients {
  readonly views = signal<McpClientView[]>([]);
  private readonly clients = new Map<string, Client>();

  constructor(private readonly deps: McpClientsDeps) {}

  /** Reconnects every stored pairing (each keeps trying while this page is open). */
  start(): void {
    for (const pairing of loadPairings(this.deps.storage)) this.connect(pairing.pairingId, pairing.port, { kind: 'pairing', pairing });
  }

  /**
   * Pairs with the client whose code the person typed. Resolves with the client's view once the
   * program proved the code back (connected) or refused; throws `invalid-input` for a malformed code.
   */
  pair(codeText: string): Promise<McpClientView> {
    const { port, secret } = parsePairingCode(codeText);
    const key = `code:${port}`;
    const earlier = this.clients.get(key);
    if (earlier) this.drop(key, earlier);
    return new Promise((resolve) => {
      const settle = () => {
        const view = this.views.get().find((v) => v.key === key || (v.port === port && v.state === 'connected'));
        if (view && (view.state === 'connected' || view.state === 'refused')) {
          off();
          resolve(view);
        }
      };
      const off = this.onViews(settle);
      this.connect(key, port, { kind: 'code', secret });
    });
  }

  forget(key: string): void {
    const client = this.clients.get(key);
    if (client) this.drop(key, client);
    if (!key.startsWith('code:')) forgetPairing(key, this.deps.storage);
  }

  /** A page's `toolchange`: every client must discover that document again. */
  invalidateDiscovery(documentId: string): void {
    for (const c of this.clients.values()) c.session?.invalidateDiscovery(documentId);
  }

  /** The kernel's tools may have changed (drift adopted, developer mode): tell each client. */
  toolsChanged(): void {
    for (const c of this.clients.values()) this.sendTools(c);
  }

  private readonly viewListeners = new Set<() => void>();
  private onViews(cb: () => void): () => void {
    this.viewListeners.add(cb);
    return () => this.viewListeners.delete(cb);
  }

  private view(key: string): McpClientView | undefined {
    return this.views.get().find((v) => v.key === key);
  }

  private setView(view: McpClientView, replaces?: string): void {
    this.views.set([...this.views.get().filter((v) => v.key !== view.key && v.key !== replaces), view]);
    for (const cb of [...this.viewListeners]) cb();
  }

  private drop(key: string, client: Client): void {
    this.clients.delete(key);
    client.session?.disconnected();
    client.connection.stop();
    this.views.set(this.views.get().filter((v) => v.key !== key));
  }

  private sendTools(c: Client): void {
    if (!c.session) return;
    const tools: RelayTool[] = this.deps.toolset.tools().map(({ name, toolName, description, inputSchema, effect, tier }) => ({ name, toolName, description, inputSchema, effect, tier }));
    const text = JSON.stringify(tools);
    if (text === c.lastTools) return;
    if (c.connection.send({ type: 'tools', tools })) c.lastTools = text;
  }

  private connect(initialKey: string, port: number, credential: ConstructorParameters<typeof RelayConnection>[0]['credential']): void {
    let key = initialKey;
    let name = credential.kind === 'pairing' ? credential.pairing.name : `MCP client on port ${port}`;
    let pairingId = credential.kind === 'pairing' ? credential.pairing.pairingId : null;
    const client: Client = {
      session: null,
      lastTools: '',
      connection: new RelayConnection({
        port,
        credential,
        ...(this.deps.openSocket ? { openSocket: this.deps.openSocket } : {}),
        onPaired: (pairing: McpPairing) => {
          savePairing(pairing, this.deps.storage);
          // The new pairing replaces whatever was paired on that port.
          for (const [other, c] of this.clients) if (c !== client && this.view(other)?.port === port) this.drop(other, c);
          this.clients.delete(key);
          const previous = key;
          key = pairing.pairingId;
          pairingId = pairing.pairingId;
          name = pairing.name;
          this.clients.set(key, client);
          this.setView({ key, name, port, state: 'connecting', message: `Paired with ${name}.` }, previous);
        },
        onState: (state, message) => this.setView({ key, name, port, state, message }),
        onConnected: () => {
          // One kernel session per pairing, kept across reconnects while this page lives, so an
          // outcome-unknown the client left behind still holds when it comes back.
          client.session ??= new McpClientSession(pairingId!, name, {
            toolset: this.deps.toolset,
            showStep: this.deps.showStep,
            send: (frame) => client.connection.send(frame),
          });
          client.lastTools = '';
          this.sendTools(client);
        },
        onRequest: (frame) => {
          const session = client.session;
          if (!session) return;
          if (frame.type === 'call') void session.call(frame);
          else if (frame.type === 'cancel') session.cancel(frame.id);
          else void this.deps.toolset.status().then(({ value }) => client.connection.send({ type: 'status', id: frame.id, value }));
        },
        onDisconnected: () => client.session?.disconnected(),
      }),
    };
    this.clients.set(key, client);
    client.connection.start();
  }
}
