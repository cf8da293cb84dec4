// The MCP clients paired with this AI Echo page: pairing by code, reconnecting stored pairings,
// forgetting one, and the state of each for the UI. Each MCP session of a paired program is its
// own kernel session (McpClientSession), made when it first asks; this only connects them and
// tells them what changed.
import { signal } from '@lit-labs/signals';
import { parsePairingCode } from '../../browser-bridge/mcp-relay/pairing.ts';
import type { RelaySession, RelayTool } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { ToolCall } from '../../kernel/navi-engine.ts';
import type { AgentToolset, ToolOutcome } from './agent-toolset.ts';
import { McpClientSession, type OutcomeMark } from './mcp-client-session.ts';
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
  connected: boolean;
  /** One kernel session per MCP session, by the id the program gave it; kept across reconnects while this page lives. */
  sessions: Map<string, McpClientSession>;
  /** Changes a session left unknown: every session made later starts needing an inspection there. */
  marks: OutcomeMark[];
  lastTools: string;
}

/**
 * The name the person sees for a session: the one they paired, numbered for later sessions
 * (`Claude #2`). A program may call a session anything, but never by another client's name alone:
 * any other name is shown under the pairing's (`Claude: Cursor`).
 */
export function sessionActor(pairingName: string, sessionName: string): string {
  const numbered = sessionName.startsWith(`${pairingName} #`) && /^\d{1,6}$/.test(sessionName.slice(pairingName.length + 2));
  return sessionName === pairingName || numbered ? sessionName : `${pairingName}: ${sessionName}`.slice(0, 128);
}

/** Sessions kept per pairing; past it the oldest is let go (its task with it). */
const MAX_SESSIONS = 32;
/** Unknown outcomes kept per pairing for later sessions. */
const MAX_MARKS = 64;

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

  /**
   * Forgets a pairing here and, when the program is connected, there too (it then shows a fresh
   * code). A program that is not running keeps its side until it is paired again.
   */
  forget(key: string): void {
    const client = this.clients.get(key);
    if (client?.connected) client.connection.send({ type: 'forget' });
    if (client) this.drop(key, client);
    if (!key.startsWith('code:')) forgetPairing(key, this.deps.storage);
  }

  /** A page's `toolchange`: every client must discover that document again. */
  invalidateDiscovery(documentId: string): void {
    for (const c of this.clients.values()) for (const session of c.sessions.values()) session.invalidateDiscovery(documentId);
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
    for (const session of client.sessions.values()) session.disconnected();
    client.connection.stop();
    this.views.set(this.views.get().filter((v) => v.key !== key));
  }

  private sendTools(c: Client): void {
    if (!c.connected) return;
    const tools: RelayTool[] = this.deps.toolset.tools().map(({ name, toolName, description, inputSchema, effect, tier }) => ({ name, toolName, description, inputSchema, effect, tier }));
    const text = JSON.stringify(tools);
    if (text === c.lastTools) return;
    if (c.connection.send({ type: 'tools', tools })) c.lastTools = text;
  }

  private connect(initialKey: string, port: number, credential: ConstructorParameters<typeof RelayConnection>[0]['credential']): void {
    let key = initialKey;
    let name = credential.kind === 'pairing' ? credential.pairing.name : `MCP client on port ${port}`;
    let pairingId = credential.kind === 'pairing' ? credential.pairing.pairingId : null;
    const sessionFor = (asked: RelaySession): McpClientSession => {
      const known = client.sessions.get(asked.id);
      if (known) return known;
      if (client.sessions.size >= MAX_SESSIONS) {
        const [oldestId, oldest] = client.sessions.entries().next().value!;
        oldest.disconnected();
        client.sessions.delete(oldestId);
      }
      // A new session starts from nothing but the restrictions earlier ones left: it inherits no discovery or reason.
      const session = new McpClientSession(pairingId!, asked.id, sessionActor(name, asked.name), {
        toolset: this.deps.toolset,
        showStep: this.deps.showStep,
        send: (frame) => client.connection.send(frame),
        inherited: client.marks,
        onOutcomeUnknown: (mark) => {
          client.marks.push(mark);
          if (client.marks.length > MAX_MARKS) client.marks.shift();
        },
      });
      client.sessions.set(asked.id, session);
      return session;
    };
    const client: Client = {
      connected: false,
      sessions: new Map(),
      marks: [],
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
          client.connected = true;
          client.lastTools = '';
          this.sendTools(client);
        },
        onRequest: (frame) => {
          if (!client.connected || !pairingId) return;
          if (frame.type === 'cancel') return client.sessions.get(frame.session.id)?.cancel(frame.id);
          const session = sessionFor(frame.session);
          if (frame.type === 'call') void session.call(frame);
          else void session.status(frame);
        },
        onDisconnected: () => {
          client.connected = false;
          for (const session of client.sessions.values()) session.disconnected();
        },
      }),
    };
    this.clients.set(key, client);
    client.connection.start();
  }
}
