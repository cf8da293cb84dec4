// The OS page's half of the bridge. It connects to the extension, checks protocol and manifest
// in `hello`, adopts the extension's descriptors on drift, and turns every failure into a typed
// error or a status a person can act on. It never throws out of a port callback.
import { BridgeError, isErrorCode, type BridgeErrorShape, type ErrorCode } from './errors.ts';
import type { RESERVED_PREFIX } from './vocabulary.ts';
import {
  MAX_FRAME_BYTES,
  PORT_NAME,
  PROTOCOL_VERSION,
  describeValidationErrors,
  oversizeFrame,
  newSessionKey,
  type BridgeEvent,
  type ClientFrame,
  type ExtensionFrame,
  type FrameValidator,
  type ToolDescriptor,
} from './protocol.ts';

/** What a client knows of each action it may call: its input and its result type, by name. */
export type ActionSignatures = Record<string, { input: object; result: unknown }>;

/** The names in an action map that are the kernel's own (RESERVED_PREFIX): what `control` takes. */
export type ControlName<Actions> = Extract<keyof Actions, `${typeof RESERVED_PREFIX}${string}`>;
/** A control action's input, which may be left out when it takes none. */
type ControlArgs<Input> = {} extends Input ? [input?: Input, opts?: { timeoutMs?: number }] : [input: Input, opts?: { timeoutMs?: number }];

/** The subset of chrome.runtime.Port the client uses, so an in-memory pair can stand in for tests. */
export interface PortLike {
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
}

export type BridgeState =
  | 'connecting'
  | 'connected'
  | 'no-runtime'
  | 'extension-missing'
  | 'protocol-mismatch'
  | 'worker-restarting'
  | 'closed';

export interface BridgeStatus {
  state: BridgeState;
  connected: boolean;
  /** What is wrong and what to do about it, in words a person can act on. */
  message: string;
  extensionId: string;
  extensionVersion: string | null;
  protocolVersion: number;
  remoteProtocolVersion: number | null;
  /** null until the first hello; false when the extension's registry differs from ours. */
  manifestInSync: boolean | null;
  localManifestHash: string;
  remoteManifestHash: string | null;
}

export interface BridgeEvents {
  status: BridgeStatus;
  'manifest-changed': { descriptors: ToolDescriptor[]; manifestHash: string };
  /** Extension-side events (allowlist changes, tool changes, approvals), typed by name (protocol.ts EVENT_DATA). */
  event: BridgeEvent;
  /** A frame from the extension we could not accept; the client keeps going. */
  'protocol-error': BridgeErrorShape;
}

export interface BridgeClientOptions {
  extensionId: string;
  /** The OS build's own descriptors and their hash, from the shared registry. */
  descriptors: ToolDescriptor[];
  manifestHash: string;
  validateExtensionFrame: FrameValidator;
  /**
   * Compiled output schemas by action name (browser-bridge/results.ts): a result is checked
   * against its action's once, here, where it enters the OS. Actions without one pass as sent.
   */
  validateResults?: Readonly<Record<string, FrameValidator>>;
  /** Defaults to chrome.runtime.connect; tests pass an in-memory port. */
  connect?: () => PortLike;
  defaultTimeoutMs?: number;
  /** Upper bound on the wait between reconnect attempts. */
  maxBackoffMs?: number;
}

/** Extra time the client waits past the extension's own deadline before giving up itself. */
const CLIENT_GRACE_MS = 2_000;
const HELLO_TIMEOUT_MS = 5_000;

interface Pending {
  resolve(value: unknown): void;
  reject(error: BridgeError): void;
  timer: ReturnType<typeof setTimeout>;
  effect: 'read' | 'mutation';
  action: string;
}

type Listener<K extends keyof BridgeEvents> = (payload: BridgeEvents[K]) => void;

/** `Actions` types `call`: the OS build passes the registry's signatures (faculties/registry.ts). */
export class BrowserBridgeClient<Actions extends ActionSignatures = ActionSignatures> {
  private port: PortLike | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Map<keyof BridgeEvents, Set<Listener<never>>>();
  private nextId = 1;
  private attempts = 0;
  private everConnected = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private helloTimer: ReturnType<typeof setTimeout> | null = null;
  private readyWaiters: { resolve(): void; reject(e: BridgeError): void }[] = [];
  private tools: ToolDescriptor[];
  private state: BridgeStatus;
  /**
   * This page's session secret: made once, sent in every hello, so a reconnect after a worker
   * restart finds this session's approvals again and no other page can claim them. Never exposed.
   */
  readonly #session = newSessionKey();

  constructor(private readonly options: BridgeClientOptions) {
    this.tools = options.descriptors;
    this.state = {
      state: 'connecting',
      connected: false,
      message: 'Connecting to the AI Echo extension.',
      extensionId: options.extensionId,
      extensionVersion: null,
      protocolVersion: PROTOCOL_VERSION,
      remoteProtocolVersion: null,
      manifestInSync: null,
      localManifestHash: options.manifestHash,
      remoteManifestHash: null,
    };
  }

  status(): BridgeStatus {
    return { ...this.state };
  }

  /** The tools the browser really has: ours, or the extension's after drift. */
  descriptors(): ToolDescriptor[] {
    return this.tools;
  }

  on<K extends keyof BridgeEvents>(event: K, cb: Listener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as Listener<never>);
    return () => set.delete(cb as Listener<never>);
  }

  private emit<K extends keyof BridgeEvents>(event: K, payload: BridgeEvents[K]): void {
    for (const cb of this.listeners.get(event) ?? []) {
      try {
        (cb as Listener<K>)(payload);
      } catch (err) {
        console.error(`BrowserBridgeClient: a ${String(event)} listener threw`, err);
      }
    }
  }

  private setStatus(patch: Partial<BridgeStatus>): void {
    this.state = { ...this.state, ...patch };
    this.state.connected = this.state.state === 'connected';
    this.emit('status', this.status());
  }

  /** Starts connecting; resolves once the extension said hello (and any drift was adopted). */
  connect(): Promise<void> {
    if (this.state.state === 'connected') return Promise.resolve();
    const ready = new Promise<void>((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
    if (!this.port && !this.reconnectTimer) this.open();
    return ready;
  }

  close(): void {
    this.clearTimers();
    const port = this.port;
    this.port = null;
    port?.disconnect();
    this.failPending(() => new BridgeError('not-connected', 'The bridge was closed.'));
    this.setStatus({ state: 'closed', message: 'The bridge was closed by the OS page.' });
    this.settleReady(new BridgeError('not-connected', 'The bridge was closed.'));
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.reconnectTimer = this.helloTimer = null;
  }

  private settleReady(error?: BridgeError): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) (error ? w.reject(error) : w.resolve());
  }

  private defaultConnect(): PortLike {
    const runtime = (globalThis as { chrome?: { runtime?: { connect?: unknown } } }).chrome?.runtime;
    if (typeof runtime?.connect !== 'function') {
      throw new BridgeError(
        'not-connected',
        `This page (${location.origin}) cannot reach any extension. Install AI Echo's extension (dist/extension), or, if it is installed, rebuild it with this origin in ECHO_OS_ORIGINS so it is listed in externally_connectable; then reload this page.`,
      );
    }
    return chrome.runtime.connect(this.options.extensionId, { name: PORT_NAME }) as PortLike;
  }

  private open(): void {
    this.reconnectTimer = null;
    let port: PortLike;
    try {
      port = (this.options.connect ?? (() => this.defaultConnect()))();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.setStatus({ state: 'no-runtime', message });
      this.settleReady(new BridgeError('not-connected', message));
      return; // chrome.runtime only appears on page load: nothing to retry until a reload.
    }
    this.port = port;
    this.attempts++;
    port.onMessage.addListener((m) => {
      if (this.port === port) this.receive(m);
    });
    port.onDisconnect.addListener(() => {
      // Reading lastError marks it handled, so Chrome does not log it as uncaught.
      void (globalThis as { chrome?: { runtime?: { lastError?: unknown } } }).chrome?.runtime?.lastError;
      if (this.port === port) this.lost();
    });
    this.helloTimer = setTimeout(() => {
      if (this.port === port && this.state.state !== 'connected') {
        this.port = null;
        port.disconnect();
        this.lost();
      }
    }, HELLO_TIMEOUT_MS);
    this.post({ type: 'hello', protocolVersion: PROTOCOL_VERSION, manifestHash: this.options.manifestHash, client: 'ai-echo-os', session: this.#session });
  }

  /** The port went away: fail what was in flight, say why, and try again. */
  private lost(): void {
    this.port = null;
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    if (this.state.state === 'protocol-mismatch' || this.state.state === 'closed') return;
    const wasConnected = this.state.state === 'connected' || this.state.state === 'worker-restarting';
    this.failPending((p) =>
      p.effect === 'mutation'
        ? new BridgeError('outcome-unknown', `The extension restarted while ${p.action} was running; it may or may not have taken effect. Inspect the page before trying again.`)
        : new BridgeError('worker-restarted', `The extension's service worker restarted while ${p.action} was running; nothing was lost, try again.`),
    );
    if (wasConnected || this.everConnected) {
      this.setStatus({ state: 'worker-restarting', message: "The extension's service worker is restarting; reconnecting." });
    } else {
      this.setStatus({
        state: 'extension-missing',
        message: `No extension with ID ${this.options.extensionId} answered. Is AI Echo's extension installed and enabled, and built from this project (its manifest key pins that ID)?`,
      });
    }
    const backoff = Math.min(this.options.maxBackoffMs ?? 2_000, 50 * 2 ** Math.min(this.attempts, 6));
    this.reconnectTimer = setTimeout(() => this.open(), backoff);
  }

  private failPending(makeError: (p: Pending) => BridgeError): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const p of entries) {
      clearTimeout(p.timer);
      p.reject(makeError(p));
    }
  }

  private post(frame: ClientFrame): void {
    try {
      this.port?.postMessage(frame);
    } catch {
      // A port that died between our check and the post reports it through onDisconnect.
    }
  }

  private protocolError(error: BridgeErrorShape): void {
    this.emit('protocol-error', error);
  }

  private receive(raw: unknown): void {
    const bytes = oversizeFrame(raw, MAX_FRAME_BYTES);
    if (bytes !== null) {
      return this.rejectById(raw, { code: 'frame-too-large', message: `The extension sent a frame of ${bytes} bytes (limit ${MAX_FRAME_BYTES}); it was dropped.` });
    }
    if (!this.options.validateExtensionFrame(raw)) {
      return this.rejectById(raw, { code: 'malformed-frame', message: `The extension sent a malformed frame: ${describeValidationErrors(this.options.validateExtensionFrame)}.` });
    }
    const frame = raw as ExtensionFrame;
    switch (frame.type) {
      case 'hello':
        return void this.onHello(frame);
      case 'event':
        // The frame passed its event's schema, so its name and its data agree.
        return this.emit('event', { event: frame.event, data: frame.data } as BridgeEvent);
      case 'error':
        if (frame.id !== null && this.pending.has(frame.id)) return this.settle(frame.id, { error: frame.error });
        return this.protocolError(frame.error);
      case 'pong':
        return this.settle(frame.id, { value: null });
      case 'described':
        return this.settle(frame.id, { value: { descriptors: frame.descriptors, manifestHash: frame.manifestHash } });
      case 'result':
        return this.settle(frame.id, frame.ok ? this.checkedResult(frame.id, frame.value) : { error: frame.error });
    }
  }

  /** A result that does not fit its action's output schema is refused, never handed on as data. */
  private checkedResult(id: string, value: unknown): { value: unknown } | { error: BridgeErrorShape } {
    const p = this.pending.get(id);
    const validate = p ? this.options.validateResults?.[p.action] : undefined;
    if (!p || !validate || validate(value)) return { value };
    const why = `The extension's result for ${p.action} does not have the shape its output schema declares (${describeValidationErrors(validate)}).`;
    // A change that ran but answered in a shape we cannot read: nobody knows what it did.
    return p.effect === 'mutation'
      ? { error: { code: 'outcome-unknown', message: `${why} It may or may not have taken effect; inspect the page before trying again.` } }
      : { error: { code: 'malformed-frame', message: why } };
  }

  private rejectById(raw: unknown, error: BridgeErrorShape): void {
    const id = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : undefined;
    if (typeof id === 'string' && this.pending.has(id)) this.settle(id, { error });
    else this.protocolError(error);
  }

  private settle(id: string, outcome: { value: unknown } | { error: BridgeErrorShape }): void {
    const p = this.pending.get(id);
    if (!p) return; // late answer to a request that already timed out
    this.pending.delete(id);
    clearTimeout(p.timer);
    if ('error' in outcome) {
      const code: ErrorCode = isErrorCode(outcome.error.code) ? outcome.error.code : 'internal';
      p.reject(new BridgeError(code, outcome.error.message, outcome.error.detail as Record<string, unknown> | undefined));
    } else {
      p.resolve(outcome.value);
    }
  }

  private async onHello(frame: Extract<ExtensionFrame, { type: 'hello' }>): Promise<void> {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    const remote = { remoteProtocolVersion: frame.protocolVersion, extensionVersion: frame.extensionVersion, remoteManifestHash: frame.manifestHash };
    if (frame.protocolVersion !== PROTOCOL_VERSION) {
      const message = `The extension speaks bridge protocol ${frame.protocolVersion}, this page speaks ${PROTOCOL_VERSION}. Rebuild both halves from the same checkout (npm run build) and reload the extension.`;
      this.setStatus({ ...remote, state: 'protocol-mismatch', message });
      const port = this.port;
      this.port = null;
      port?.disconnect();
      this.failPending(() => new BridgeError('protocol-mismatch', message));
      this.settleReady(new BridgeError('protocol-mismatch', message));
      return;
    }
    this.everConnected = true;
    this.attempts = 0;
    const inSync = frame.manifestHash === this.options.manifestHash;
    this.setStatus({
      ...remote,
      state: 'connected',
      manifestInSync: inSync,
      message: inSync
        ? 'Connected to the AI Echo extension.'
        : 'Connected, but the extension was built from a different action registry: using the tools the browser really has. Rebuild both halves (docs/guide/maintenance.md).',
    });
    if (!inSync) {
      try {
        const described = (await this.request({ type: 'describe', id: this.newId() }, 'read', 'describe', 10_000)) as {
          descriptors: ToolDescriptor[];
          manifestHash: string;
        };
        this.tools = described.descriptors;
        this.emit('manifest-changed', described);
      } catch (err) {
        this.protocolError({ code: err instanceof BridgeError ? err.code : 'internal', message: `describe failed: ${String(err)}` });
      }
    } else if (this.tools !== this.options.descriptors) {
      // Back in sync after a drifted session (the extension was rebuilt): say so.
      this.tools = this.options.descriptors;
      this.emit('manifest-changed', { descriptors: this.tools, manifestHash: this.options.manifestHash });
    }
    this.settleReady();
  }

  private newId(): string {
    return `r${this.nextId++}`;
  }

  private request(frame: ClientFrame & { id: string }, effect: 'read' | 'mutation', action: string, timeoutMs: number): Promise<unknown> {
    if (!this.port || (this.state.state !== 'connected' && frame.type !== 'describe')) {
      return Promise.reject(new BridgeError('not-connected', `Cannot run ${action}: ${this.state.message}`));
    }
    const bytes = oversizeFrame(frame, MAX_FRAME_BYTES);
    if (bytes !== null) {
      return Promise.reject(new BridgeError('frame-too-large', `The request for ${action} is ${bytes} bytes; the limit is ${MAX_FRAME_BYTES}.`));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(frame.id);
        reject(
          effect === 'mutation'
            ? new BridgeError('outcome-unknown', `No answer for ${action} within ${timeoutMs} ms; it may or may not have taken effect.`)
            : new BridgeError('timeout', `No answer for ${action} within ${timeoutMs} ms.`),
        );
      }, timeoutMs + CLIENT_GRACE_MS);
      this.pending.set(frame.id, { resolve, reject, timer, effect, action });
      this.post(frame);
    });
  }

  /** Liveness check; the benchmark's floor for one port round trip. */
  ping(): Promise<void> {
    return this.request({ type: 'ping', id: this.newId() }, 'read', 'ping', 5_000).then(() => undefined);
  }

  /**
   * Invokes an action by its dotted name. The effect comes from the descriptors in force (the
   * extension's after drift), so a mutation lost in a restart reports `outcome-unknown`.
   */
  invoke(action: string, input: Record<string, unknown> = {}, opts: { timeoutMs?: number } = {}): Promise<unknown> {
    const timeoutMs = opts.timeoutMs ?? this.options.defaultTimeoutMs ?? 30_000;
    const effect = this.tools.find((t) => t.name === action)?.effect ?? 'mutation';
    return this.request({ type: 'invoke', id: this.newId(), action, input, timeoutMs }, effect, action, timeoutMs);
  }

  /** `invoke` with the input and result types the client's action map declares for that action. */
  call<N extends keyof Actions & string>(action: N, input: Actions[N]['input'], opts: { timeoutMs?: number } = {}): Promise<Actions[N]['result']> {
    return this.invoke(action, input as Record<string, unknown>, opts) as Promise<Actions[N]['result']>;
  }

  /**
   * Reserved `echo.` actions, for the kernel only; never exposed as a Navi tool. Typed like `call`
   * by the client's action map, restricted to the kernel's own names.
   */
  control<N extends ControlName<Actions>>(action: N, ...args: ControlArgs<Actions[N]['input']>): Promise<Actions[N]['result']> {
    const [input = {}, opts = {}] = args;
    const timeoutMs = opts.timeoutMs ?? this.options.defaultTimeoutMs ?? 30_000;
    return this.request({ type: 'control', id: this.newId(), action, input: input as Record<string, unknown>, timeoutMs }, 'read', action, timeoutMs) as Promise<Actions[N]['result']>;
  }
}
