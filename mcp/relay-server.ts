// The MCP process's end of the relay: a WebSocket server on loopback that exactly one paired AI
// Echo page connects to. It accepts a socket only from an AI Echo origin, then only after the
// page proved it knows the pairing (and it proves the same back). Calls go to the page's kernel;
// when the page goes away mid-call, a change reports `outcome-unknown`, never success.
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { BridgeError, type BridgeErrorShape, type ErrorCode } from '../browser-bridge/errors.ts';
import { authProof, formatPairingCode, newNonce, newPairingId, pairingToken, pairProof, sameProof } from '../browser-bridge/mcp-relay/pairing.ts';
import {
  MAX_RELAY_FRAME_BYTES,
  RELAY_PATH,
  RELAY_PROTOCOL_VERSION,
  pageFrameSchema,
  readRelayFrame,
  writeRelayFrame,
  type RelayResultFrame,
  type RelaySession,
  type RelayTool,
  type ServerFrame,
} from '../browser-bridge/mcp-relay/protocol.ts';
import type { PairingStore } from './pairing-store.ts';

/** A page that has not proved the pairing within this long is dropped. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** How long a call waits for a paired AI Echo page to (re)connect before it says why not. */
const DEFAULT_CONNECT_WAIT_MS = 3_000;
/**
 * The longest a relayed call may take: the person's approval (up to 2 minutes), the action, its
 * readback. Past it the page is alive but silent: a change is then outcome-unknown, never success.
 */
const CALL_DEADLINE_MS = 5 * 60_000;
/** The page answers a status request from memory and one page read. */
const STATUS_DEADLINE_MS = 5_000;

export type RelayState = 'starting' | 'waiting' | 'connected' | 'port-busy' | 'closed';

export interface RelayOptions {
  port: number;
  /** The AI Echo OS origins allowed to connect (the same list the extension trusts). */
  osOrigins: readonly string[];
  store: PairingStore;
  /** The name AI Echo shows for this client. */
  name(): string;
  log(line: string): void;
  connectWaitMs?: number;
}

export interface RelayStatus {
  state: RelayState;
  /** What is wrong and what to do about it, in words a person can act on. */
  message: string;
  port: number;
  paired: boolean;
}

interface Pending {
  resolve(frame: RelayResultFrame | Record<string, unknown>): void;
  reject(error: BridgeError): void;
  action: string;
  effect: 'read' | 'mutation';
}

interface Handshake {
  serverNonce: string;
  authed: boolean;
  /** Frames are handled one after another (proofs are async). */
  queue: Promise<void>;
}

export class RelayServer {
  private wss: WebSocketServer | null = null;
  private page: WebSocket | null = null;
  private pageTools: RelayTool[] | null = null;
  private state: RelayState = 'starting';
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = { tools: new Set<() => void>(), connection: new Set<() => void>() };
  private nextId = 1;

  constructor(private readonly opts: RelayOptions) {}

  /** Listens on 127.0.0.1; a busy port is a state to report, not a crash. */
  async start(): Promise<void> {
    const wss = new WebSocketServer({
      host: '127.0.0.1',
      port: this.opts.port,
      path: RELAY_PATH,
      maxPayload: MAX_RELAY_FRAME_BYTES,
      // Any web page can open a socket to loopback; only AI Echo's origins may use this one.
      verifyClient: (info: { origin: string; req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
        const allowed = this.opts.osOrigins.includes(info.origin);
        if (!allowed) this.opts.log(`refused a relay connection from origin ${JSON.stringify(info.origin ?? null)}: not an AI Echo origin (${this.opts.osOrigins.join(', ')}).`);
        done(allowed, 403, 'Not an AI Echo origin');
      },
    });
    await new Promise<void>((resolve) => {
      wss.once('listening', () => {
        this.wss = wss;
        this.setState('waiting');
        resolve();
      });
      wss.once('error', (err: NodeJS.ErrnoException) => {
        this.setState('port-busy');
        this.opts.log(`cannot listen on 127.0.0.1:${this.opts.port}: ${err.code ?? err.message}.`);
        resolve();
      });
    });
    wss.on('connection', (ws) => this.accept(ws));
  }

  close(reason = 'The MCP client closed.'): void {
    this.setState('closed');
    this.page?.close(1001, reason.slice(0, 120));
    this.wss?.close();
    this.failPending();
  }

  onTools(cb: () => void): () => void {
    this.listeners.tools.add(cb);
    return () => this.listeners.tools.delete(cb);
  }

  onConnection(cb: () => void): () => void {
    this.listeners.connection.add(cb);
    return () => this.listeners.connection.delete(cb);
  }

  /** The tools the connected (or last connected) AI Echo page offers; null before any. */
  tools(): RelayTool[] | null {
    return this.pageTools;
  }

  connected(): boolean {
    return this.page !== null;
  }

  status(): RelayStatus {
    const { port } = this.opts;
    const paired = this.opts.store.current() !== null;
    const base = { state: this.state, port, paired };
    const open = `open AI Echo (${this.opts.osOrigins[0] ?? 'its OS page'}) in the browser that has the AI Echo extension`;
    switch (this.state) {
      case 'connected':
        return { ...base, message: `Connected to AI Echo, paired as "${this.opts.name()}".` };
      case 'port-busy':
        return { ...base, message: `Port ${port} is in use by another program, so AI Echo cannot reach this client. Start ai-echo-mcp with another --port and pair it again.` };
      case 'closed':
        return { ...base, message: 'This client is shutting down.' };
      default:
        if (paired) return { ...base, message: `Paired, but AI Echo is not connected: ${open}; it reconnects to this client by itself. If AI Echo forgot this client, pair again with the code in ai-echo-mcp's log (stderr).` };
        // The code is for the person's eyes only (this program's log): a tool result is read by
        // the MCP client, and any process that reached this server could pair with it.
        return { ...base, message: `Not paired with AI Echo yet: ${open}, and in its "MCP clients" panel enter the pairing code that ai-echo-mcp wrote to its log (stderr).` };
    }
  }

  /**
   * The log line that gives the person the current pairing code. Paired, it is there too: an AI
   * Echo that forgot this client while it was not running needs a code to pair again (which
   * replaces the old pairing).
   */
  pairingCodeLine(): string {
    const code = formatPairingCode(this.opts.store.pairingCode());
    const paired = this.opts.store.current();
    if (paired) return `paired with AI Echo as "${paired.name}"; to pair again instead (it replaces that pairing), pairing code ${code}.`;
    return `pairing code ${code}: enter it in AI Echo's "MCP clients" panel.`;
  }

  /** Runs one kernel tool in the paired AI Echo page; the page's kernel applies every rule. */
  /** Runs one kernel tool in the paired AI Echo page, as `session`; the page's kernel applies every rule. */
  async call(action: string, args: Record<string, unknown>, session: RelaySession, signal?: AbortSignal): Promise<RelayResultFrame> {
    const page = await this.pageOrWhy(signal);
    const effect = this.pageTools?.find((t) => t.name === action)?.effect ?? 'mutation';
    return (await this.request(page, (id) => ({ type: 'call', id, session, action, arguments: args }), session, action, effect, CALL_DEADLINE_MS, signal)) as RelayResultFrame;
  }

  /** AI Echo's own status (bridge, manifestInSync, versions, allowed sites, the active tab). */
  async pageStatus(session: RelaySession, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
    if (!this.page) return null;
    return (await this.request(this.page, (id) => ({ type: 'status', id, session }), session, 'status', 'read', STATUS_DEADLINE_MS, signal)) as Record<string, unknown>;
  }

  private request(
    page: WebSocket,
    frame: (id: string) => ServerFrame,
    session: RelaySession,
    action: string,
    effect: 'read' | 'mutation',
    deadlineMs: number,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const id = `c${this.nextId++}`;
    return new Promise((resolve, reject) => {
      // Withdrawn (by the client, or by the deadline): the page is told, so a pending approval is withdrawn too.
      const withdraw = (error: BridgeError) => {
        if (!this.pending.delete(id)) return;
        done();
        this.send(page, { type: 'cancel', id, session });
        reject(error);
      };
      const onAbort = () => withdraw(new BridgeError('cancelled', `The MCP client cancelled ${action}.`));
      if (signal?.aborted) return reject(new BridgeError('cancelled', `The MCP client cancelled ${action}.`));
      signal?.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(
        () =>
          withdraw(
            effect === 'mutation'
              ? new BridgeError('outcome-unknown', `AI Echo did not answer ${action} within ${deadlineMs} ms; it may or may not have taken effect. Inspect the page before trying again.`)
              : new BridgeError('timeout', `AI Echo did not answer ${action} within ${deadlineMs} ms.`),
          ),
        deadlineMs,
      );
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      this.pending.set(id, {
        resolve: (v) => (done(), resolve(v)),
        reject: (e) => (done(), reject(e)),
        action,
        effect,
      });
      if (!this.send(page, frame(id))) {
        this.pending.delete(id);
        done();
        reject(new BridgeError('frame-too-large', `The request for ${action} is over the relay's ${MAX_RELAY_FRAME_BYTES}-byte limit.`));
      }
    });
  }

  /** The connected page, or a typed error that says what the person should do. */
  private async pageOrWhy(signal?: AbortSignal): Promise<WebSocket> {
    if (this.page) return this.page;
    const why = this.status();
    if (this.state === 'waiting' && why.paired) {
      const page = await this.waitForPage(this.opts.connectWaitMs ?? DEFAULT_CONNECT_WAIT_MS, signal);
      if (page) return page;
    }
    const code: ErrorCode = why.paired || this.state === 'port-busy' ? 'not-connected' : 'not-paired';
    throw new BridgeError(code, this.status().message);
  }

  private waitForPage(ms: number, signal?: AbortSignal): Promise<WebSocket | null> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        off();
        signal?.removeEventListener('abort', finish);
        resolve(this.page);
      };
      const timer = setTimeout(finish, ms);
      const off = this.onConnection(() => this.page && finish());
      signal?.addEventListener('abort', finish, { once: true });
    });
  }

  private setState(state: RelayState): void {
    this.state = state;
    for (const cb of this.listeners.connection) cb();
  }

  private send(ws: WebSocket, frame: ServerFrame): boolean {
    const text = writeRelayFrame(frame);
    if (text === null) return false;
    if (ws.readyState === ws.OPEN) ws.send(text);
    return true;
  }

  private refuse(ws: WebSocket, code: ErrorCode, message: string): void {
    this.opts.log(`refused an AI Echo page: ${message}`);
    this.send(ws, { type: 'refused', error: { code, message } });
    ws.close(4003, code);
  }

  private accept(ws: WebSocket): void {
    const hs: Handshake = { serverNonce: newNonce(), authed: false, queue: Promise.resolve() };
    const timer = setTimeout(() => !hs.authed && this.refuse(ws, 'pairing-refused', 'The page did not prove the pairing in time.'), HANDSHAKE_TIMEOUT_MS);
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      hs.queue = hs.queue.then(() => this.receive(ws, hs, text)).catch((err: unknown) => this.opts.log(`relay frame failed: ${String(err)}`));
    });
    ws.on('close', () => {
      clearTimeout(timer);
      if (this.page === ws) this.pageGone();
    });
    ws.on('error', (err) => this.opts.log(`relay socket error: ${err.message}`));
    this.send(ws, { type: 'challenge', protocolVersion: RELAY_PROTOCOL_VERSION, nonce: hs.serverNonce, name: this.opts.name() });
  }

  private async receive(ws: WebSocket, hs: Handshake, text: string): Promise<void> {
    const read = readRelayFrame(text, pageFrameSchema);
    if ('problem' in read) {
      if (!hs.authed) return this.refuse(ws, 'malformed-frame', `Malformed frame: ${read.problem}.`);
      this.opts.log(`malformed frame from AI Echo: ${read.problem}`);
      if (read.id) this.settle(read.id, { error: { code: 'malformed-frame', message: `AI Echo sent a malformed answer: ${read.problem}.` } });
      return;
    }
    const frame = read.frame;
    if (!hs.authed) {
      if (frame.type === 'pair') return this.pair(ws, hs, frame.nonce, frame.proof);
      if (frame.type === 'auth') return this.auth(ws, hs, frame.pairingId, frame.nonce, frame.proof);
      return this.refuse(ws, 'pairing-refused', 'Prove the pairing first.');
    }
    switch (frame.type) {
      case 'result':
        return this.settle(frame.id, { value: frame });
      case 'status':
        return this.settle(frame.id, { value: frame.value });
      case 'tools':
        return this.setTools(frame.tools);
      case 'forget':
        return this.forgotten(ws);
      default:
        this.opts.log(`ignored a ${frame.type} frame after the handshake`);
    }
  }

  private async pair(ws: WebSocket, hs: Handshake, pageNonce: string, proof: string): Promise<void> {
    const { store } = this.opts;
    const code = store.pairingCode();
    if (!sameProof(await pairProof(code.secret, 'page', hs.serverNonce, pageNonce), proof)) {
      const replaced = store.codeFailed();
      if (replaced) this.opts.log(`too many wrong pairing codes, so the code changed: ${this.pairingCodeLine()}`);
      return this.refuse(
        ws,
        'pairing-refused',
        replaced
          ? `Wrong pairing code too many times: ${this.opts.name()} made a new code (see its log).`
          : `That is not ${this.opts.name()}'s current pairing code: check it in ai-echo-mcp's log.`,
      );
    }
    const name = this.opts.name();
    store.save({ pairingId: newPairingId(), token: await pairingToken(code.secret, hs.serverNonce, pageNonce), name, pairedAt: Date.now() });
    await this.welcome(ws, hs, await pairProof(code.secret, 'server', hs.serverNonce, pageNonce));
    this.opts.log(`paired with AI Echo as "${name}".`);
  }

  private async auth(ws: WebSocket, hs: Handshake, pairingId: string, pageNonce: string, proof: string): Promise<void> {
    const stored = this.opts.store.current();
    if (!stored || stored.pairingId !== pairingId) {
      return this.refuse(ws, 'pairing-refused', `${this.opts.name()} no longer knows this pairing (it was paired again, or its state was deleted): pair again with the code from its log.`);
    }
    if (!sameProof(await authProof(stored.token, 'page', hs.serverNonce, pageNonce), proof)) {
      return this.refuse(ws, 'pairing-refused', 'The pairing proof did not match: pair again.');
    }
    if (this.page && this.page !== ws) return this.refuse(ws, 'pairing-refused', `Another AI Echo page is already connected to ${this.opts.name()}.`);
    await this.welcome(ws, hs, await authProof(stored.token, 'server', hs.serverNonce, pageNonce));
  }

  private async welcome(ws: WebSocket, hs: Handshake, proof: string): Promise<void> {
    const stored = this.opts.store.current()!;
    // Only a new pairing gets here while another page is connected: it replaces the old one,
    // whose page must pair again, and whose calls in flight end as the page going away.
    const old = this.page;
    if (old && old !== ws) {
      this.page = null;
      this.failPending();
      old.close(4001, 'replaced by a new pairing');
    }
    hs.authed = true;
    this.page = ws;
    this.send(ws, { type: 'welcome', pairingId: stored.pairingId, name: this.opts.name(), proof });
    this.setState('connected');
  }

  /** The person forgot this client in AI Echo: the pairing ends on both sides, and a fresh code is shown. */
  private forgotten(ws: WebSocket): void {
    this.opts.store.forget();
    this.opts.log(`AI Echo forgot this pairing: ${this.pairingCodeLine()}`);
    ws.close(1000, 'forgotten');
    if (this.page === ws) this.pageGone();
  }

  private setTools(tools: RelayTool[]): void {
    this.pageTools = tools;
    for (const cb of this.listeners.tools) cb();
  }

  private settle(id: string, outcome: { value: RelayResultFrame | Record<string, unknown> } | { error: BridgeErrorShape }): void {
    const p = this.pending.get(id);
    if (!p) return; // cancelled, or a late answer
    this.pending.delete(id);
    if ('error' in outcome) p.reject(new BridgeError(outcome.error.code, outcome.error.message));
    else p.resolve(outcome.value);
  }

  /** The page went away (closed, reloaded, crashed): nothing in flight may read as success. */
  private pageGone(): void {
    this.page = null;
    this.failPending();
    if (this.state !== 'closed') this.setState('waiting');
  }

  private failPending(): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const p of entries) {
      p.reject(
        p.effect === 'mutation'
          ? new BridgeError('outcome-unknown', `AI Echo went away while ${p.action} was running; it may or may not have taken effect. Inspect the page before trying again.`)
          : new BridgeError('not-connected', `AI Echo went away while ${p.action} was running; nothing changed, try again once it is back.`),
      );
    }
  }
}
