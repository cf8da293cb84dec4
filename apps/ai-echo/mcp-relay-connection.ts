// AI Echo's end of one relay: a WebSocket to one `ai-echo-mcp` on loopback. It proves the
// pairing (the one-time code, or the token derived from it) without sending it, and accepts the
// program only once it proved the same back, so a program squatting on the port cannot drive the
// kernel. A stored pairing reconnects by itself while the page is open; a refusal stops that.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import { authProof, newNonce, pairingToken, pairProof, sameProof } from '../../browser-bridge/mcp-relay/pairing.ts';
import {
  RELAY_PATH,
  RELAY_PROTOCOL_VERSION,
  readRelayFrame,
  serverFrameSchema,
  writeRelayFrame,
  type PageFrame,
  type ServerFrame,
} from '../../browser-bridge/mcp-relay/protocol.ts';
import type { McpPairing } from './mcp-pairings.ts';

/** The part of the browser's WebSocket this uses, so a unit test can stand in for the program. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

export type RelayConnectionState = 'connecting' | 'waiting' | 'connected' | 'refused' | 'closed';

export type Credential = { kind: 'code'; secret: string } | { kind: 'pairing'; pairing: McpPairing };

/** Frames the program sends once the pairing is proved: the client's requests. */
export type ClientRequest = Extract<ServerFrame, { type: 'call' | 'cancel' | 'status' }>;

export interface RelayConnectionOptions {
  port: number;
  credential: Credential;
  /** A person typed a code and the program proved it back: store this pairing. */
  onPaired?(pairing: McpPairing): void;
  onState(state: RelayConnectionState, message: string): void;
  onConnected(): void;
  onRequest(frame: ClientRequest): void;
  /** The socket closed (after a welcome): whatever was in flight is abandoned. */
  onDisconnected(): void;
  openSocket?: (url: string) => SocketLike;
  /** Most time between reconnect attempts. */
  maxBackoffMs?: number;
}

const OPEN = 1;

/** What one socket has been through: welcomed (the pairing was proved both ways), refused (no retry). */
interface SocketLife {
  welcomed: boolean;
  refused: boolean;
}

export class RelayConnection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private credential: Credential;
  private name: string;

  constructor(private readonly opts: RelayConnectionOptions) {
    this.credential = opts.credential;
    this.name = opts.credential.kind === 'pairing' ? opts.credential.pairing.name : `the MCP client on port ${opts.port}`;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Stops for good (the person forgot the pairing, or the page is going away). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'AI Echo closed this pairing');
    this.opts.onState('closed', `${this.name} is not connected.`);
  }

  /** Sends one frame to the program; false when it is not connected (or the frame is too large). */
  send(frame: PageFrame): boolean {
    const text = writeRelayFrame(frame);
    if (!this.socket || this.socket.readyState !== OPEN || text === null) return false;
    this.socket.send(text);
    return true;
  }

  private open(): void {
    this.timer = null;
    if (this.stopped) return;
    const url = `ws://127.0.0.1:${this.opts.port}${RELAY_PATH}`;
    let socket: SocketLike;
    try {
      socket = (this.opts.openSocket ?? ((u: string) => new WebSocket(u) as SocketLike))(url);
    } catch (err) {
      return this.refused({ code: 'not-connected', message: `Cannot open ${url}: ${err instanceof Error ? err.message : String(err)}` });
    }
    this.socket = socket;
    this.attempts++;
    this.opts.onState('connecting', `Connecting to ${this.name} on port ${this.opts.port}.`);
    const life = { welcomed: false, refused: false };
    let serverNonce = '';
    let pageNonce = '';
    let queue = Promise.resolve();
    socket.onmessage = (ev) => {
      const text = typeof ev.data === 'string' ? ev.data : '';
      queue = queue.then(() => handle(text)).catch((err: unknown) => this.fail(socket, life, { code: 'internal', message: String(err) }));
    };
    const handle = async (text: string): Promise<void> => {
      if (this.socket !== socket) return;
      const read = readRelayFrame(text, serverFrameSchema);
      if ('problem' in read) return this.fail(socket, life, { code: 'malformed-frame', message: `${this.name} sent a malformed frame (${read.problem}).` });
      const frame = read.frame;
      if (!life.welcomed) {
        if (frame.type === 'challenge') {
          if (frame.protocolVersion !== RELAY_PROTOCOL_VERSION) {
            return this.fail(socket, life, { code: 'protocol-mismatch', message: `${frame.name} speaks relay protocol ${frame.protocolVersion}, this page speaks ${RELAY_PROTOCOL_VERSION}: run both from the same checkout.` });
          }
          serverNonce = frame.nonce;
          pageNonce = newNonce();
          const c = this.credential;
          this.send(
            c.kind === 'code'
              ? { type: 'pair', nonce: pageNonce, proof: await pairProof(c.secret, 'page', serverNonce, pageNonce) }
              : { type: 'auth', pairingId: c.pairing.pairingId, nonce: pageNonce, proof: await authProof(c.pairing.token, 'page', serverNonce, pageNonce) },
          );
          return;
        }
        if (frame.type === 'refused') return this.fail(socket, life, frame.error);
        if (frame.type !== 'welcome' || !serverNonce) return this.fail(socket, life, { code: 'malformed-frame', message: `${this.name} skipped the pairing handshake.` });
        return this.welcome(socket, life, frame, serverNonce, pageNonce);
      }
      if (frame.type === 'call' || frame.type === 'cancel' || frame.type === 'status') return this.opts.onRequest(frame);
      if (frame.type === 'refused') return this.fail(socket, life, frame.error);
    };
    socket.onerror = () => undefined; // the close that follows says what happened
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (life.welcomed) this.opts.onDisconnected();
      if (life.refused || this.stopped) return;
      if (this.credential.kind === 'code') {
        return this.refused({ code: 'not-connected', message: `Nothing answered on port ${this.opts.port}: is the MCP client running ai-echo-mcp with --port ${this.opts.port}?` });
      }
      this.opts.onState('waiting', `Waiting for ${this.name}: it connects when its MCP client starts ai-echo-mcp (port ${this.opts.port}).`);
      const backoff = Math.min(this.opts.maxBackoffMs ?? 3_000, 250 * 2 ** Math.min(this.attempts, 6));
      this.timer = setTimeout(() => this.open(), backoff);
    };
  }

  /** Accepts the program only if it proved the same secret back. */
  private async welcome(socket: SocketLike, life: SocketLife, frame: Extract<ServerFrame, { type: 'welcome' }>, serverNonce: string, pageNonce: string): Promise<void> {
    const c = this.credential;
    const expected = c.kind === 'code' ? await pairProof(c.secret, 'server', serverNonce, pageNonce) : await authProof(c.pairing.token, 'server', serverNonce, pageNonce);
    if (!sameProof(expected, frame.proof) || (c.kind === 'pairing' && frame.pairingId !== c.pairing.pairingId)) {
      return this.fail(socket, life, { code: 'pairing-refused', message: `The program on port ${this.opts.port} did not prove the pairing: it is not the client you paired with. Nothing was sent to it.` });
    }
    if (c.kind === 'code') {
      const pairing: McpPairing = { pairingId: frame.pairingId, port: this.opts.port, name: frame.name, token: await pairingToken(c.secret, serverNonce, pageNonce), pairedAt: Date.now() };
      this.credential = { kind: 'pairing', pairing };
      this.name = pairing.name;
      this.opts.onPaired?.(pairing);
    }
    this.attempts = 0;
    life.welcomed = true;
    this.opts.onState('connected', `Connected to ${this.name} (port ${this.opts.port}).`);
    this.opts.onConnected();
  }

  /** Ends this socket for good: in-flight calls are abandoned, and no reconnect follows. */
  private fail(socket: SocketLike, life: SocketLife, error: BridgeErrorShape): void {
    life.refused = true;
    socket.close(4003, error.code);
    if (this.socket === socket) {
      this.socket = null;
      if (life.welcomed) this.opts.onDisconnected();
    }
    this.refused(error);
  }

  /** A refusal ends this connection's retries: the person must pair again (or fix the setup). */
  private refused(error: BridgeErrorShape): void {
    this.stopped = true;
    this.opts.onState('refused', error.message);
  }
}
