// The extension's half of the bridge: one instance per connected OS page. Every frame is
// size-checked and validated before it is read; nothing a peer sends can throw out of here.
// The page's `hello` names its session (a secret only it knows); everything this connection does
// with approvals goes through that session's grants, so two pages never see each other's.
// Every invoke and control frame is written to the audit log before it changes anything and
// before it is answered (a log that cannot be written changes nothing and answers only that), and
// completed with its outcome. Reads the Navi invokes run while their entry is written.
import { BridgeError, toErrorShape, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import {
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  describeValidationErrors,
  oversizeFrame,
  type ClientFrame,
  type ExtensionFrame,
  type InvokeFrame,
  type ToolDescriptor,
} from '../../browser-bridge/protocol.ts';
import type { AnyAction } from '../../faculties/sdk/define-action.ts';
import { consentGated } from '../../faculties/sdk/consent.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import { findAction } from '../../faculties/sdk/describe.ts';
import type { Grants, RequestedApproval } from '../../faculties/sdk/grants.ts';
import { approvalSeen, type ApprovalSeen } from '../../faculties/sdk/audit.ts';
import { canonicalHashSync, sha256Hex } from '../../faculties/sdk/hash.ts';
import { inputValidators, validateClientFrame } from '../../generated/validators.js';
import { auditStart } from './audit-log.ts';
import { createActionContext, requestResolver, type RequestResolver } from './chrome-action-context.ts';
import { requireConsent, type Consent } from './consent-gate.ts';
import { grantsFor } from './grant-store.ts';

/** Default deadline for an action when the caller sets none. */
export const DEFAULT_ACTION_TIMEOUT_MS = 30_000;

export interface ServerDeps {
  actions: readonly AnyAction[];
  descriptors: ToolDescriptor[];
  manifestHash: string;
  extensionVersion: string;
}

function requestIdOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'id' in raw) {
    const id = (raw as { id: unknown }).id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 64) return id;
  }
  return null;
}

/** A connection's session: its id (SHA-256 of the secret, never the secret) and its grants. */
interface Session {
  id: string;
  grants: Grants;
}

/** How a session is named in the audit log: enough to tell connections apart, never the id whole. */
function auditSessionOf(session: Session): string {
  return session.id.slice(0, 12);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: BridgeErrorShape };

/** One request's own: its tab lookups, whether its audit entry was written, its abort. */
interface Request {
  resolver: RequestResolver;
  /** Null once the entry is written; the error to answer when it could not be. */
  recorded: Promise<BridgeErrorShape | null>;
  controller: AbortController;
}

/** A hello from a peer of another protocol version: answered with ours, whatever else it holds. */
function isForeignHello(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const { type, protocolVersion } = raw as { type?: unknown; protocolVersion?: unknown };
  return type === 'hello' && typeof protocolVersion === 'number' && protocolVersion !== PROTOCOL_VERSION;
}

export class BridgeServer {
  private readonly inFlight = new Map<string, AbortController>();
  /** Set by the first hello in our protocol version; null until then. */
  private session: Session | null = null;
  private closed = false;

  private deps!: ServerDeps;

  constructor(
    private readonly port: chrome.runtime.Port,
    private readonly depsReady: Promise<ServerDeps>,
  ) {
    port.onMessage.addListener((raw: unknown) => void this.receive(raw));
    port.onDisconnect.addListener(() => {
      this.closed = true;
      for (const controller of this.inFlight.values()) controller.abort(new BridgeError('cancelled', 'The OS page disconnected.'));
      this.inFlight.clear();
    });
  }

  send(frame: ExtensionFrame): void {
    if (this.closed) return;
    let out: ExtensionFrame = frame;
    if (oversizeFrame(frame, MAX_FRAME_BYTES) !== null) {
      const id = 'id' in frame && typeof frame.id === 'string' ? frame.id : null;
      const error = { code: 'frame-too-large', message: `The reply was larger than ${MAX_FRAME_BYTES} bytes and was not sent.` } as const;
      out = id ? { type: 'result', id, ok: false, error } : { type: 'error', id: null, error };
    }
    try {
      this.port.postMessage(out);
    } catch {
      this.closed = true; // the page went away between our check and the post
    }
  }

  private protocolError(id: string | null, error: BridgeErrorShape): void {
    this.send({ type: 'error', id, error });
  }

  private async receive(raw: unknown): Promise<void> {
    // Frames that arrive while the descriptors are still being hashed wait here, in order.
    this.deps ??= await this.depsReady;
    const bytes = oversizeFrame(raw, MAX_FRAME_BYTES);
    if (bytes !== null) {
      return this.protocolError(requestIdOf(raw), { code: 'frame-too-large', message: `Frame of ${bytes} bytes exceeds the ${MAX_FRAME_BYTES}-byte limit.` });
    }
    // Another version's hello may have another shape: it still learns our version, so its side can say which half to rebuild.
    if (isForeignHello(raw)) return this.sendHello();
    if (!validateClientFrame(raw)) {
      return this.protocolError(requestIdOf(raw), { code: 'malformed-frame', message: `Malformed frame: ${describeValidationErrors(validateClientFrame)}.` });
    }
    const frame = raw as ClientFrame;
    switch (frame.type) {
      case 'hello':
        return this.greet(frame.session);
      case 'ping':
        return this.send({ type: 'pong', id: frame.id });
      case 'describe':
        if (!this.requireGreeting(frame.id)) return;
        return this.send({ type: 'described', id: frame.id, manifestHash: this.deps.manifestHash, descriptors: this.deps.descriptors });
      case 'invoke':
      case 'control': {
        const session = this.requireGreeting(frame.id);
        if (!session) return;
        return this.invoke(frame, session);
      }
    }
  }

  /** The session this connection belongs to, for routing its approval events; null before hello. */
  get sessionId(): string | null {
    return this.session?.id ?? null;
  }

  private sendHello(): void {
    this.send({ type: 'hello', protocolVersion: PROTOCOL_VERSION, manifestHash: this.deps.manifestHash, extensionVersion: this.deps.extensionVersion });
  }

  /**
   * Binds the connection to the session whose secret the hello carries. Only its digest is kept,
   * so nothing in storage can be replayed as the secret. A connection never changes session.
   */
  private async greet(secret: string): Promise<void> {
    const id = await sha256Hex(secret);
    if (this.session && this.session.id !== id) {
      return this.protocolError(null, { code: 'malformed-frame', message: 'This connection already belongs to a session; open a new connection for another.' });
    }
    this.session ??= { id, grants: grantsFor(id) };
    this.sendHello();
  }

  private requireGreeting(id: string): Session | null {
    if (!this.session) {
      this.protocolError(id, { code: 'protocol-mismatch', message: `Send hello with protocol version ${PROTOCOL_VERSION} first.` });
    }
    return this.session;
  }

  private async invoke(frame: InvokeFrame, session: Session): Promise<void> {
    if (this.inFlight.has(frame.id)) return this.protocolError(frame.id, { code: 'malformed-frame', message: `Request id ${frame.id} is already in flight.` });
    const action = findAction(frame.action, this.deps.actions);
    const { grantId, ...rest } = frame.input;
    const consent: { kind: Consent['kind'] | null } = { kind: null };
    const resolver = requestResolver();
    const tabId = rest.tabId;
    const startedAt = Date.now();
    // The entry is written while the request is checked (with the tab's last origin, while the tab
    // is looked up again: auditStart); act() waits for it where it must.
    let lookedUp!: (origin: Promise<string | null>) => void;
    const origin = new Promise<string | null>((resolve) => (lookedUp = resolve));
    const entry = (): ReturnType<typeof auditStart> => {
      try {
        return auditStart(
          {
            session: auditSessionOf(session),
            kind: frame.type,
            action: frame.action,
            tier: action?.tier ?? null,
            effect: action?.effect ?? null,
            tabId: typeof tabId === 'number' ? tabId : null,
            argumentHash: canonicalHashSync(rest),
            grantId: typeof grantId === 'string' ? grantId.slice(0, 64) : null,
            startedAt,
          },
          origin,
          resolver.guessOrigin(tabId),
        );
      } catch (err) {
        return Promise.reject(err);
      }
    };
    let begun!: (entry: ReturnType<typeof auditStart>) => void;
    const started: ReturnType<typeof auditStart> = new Promise((resolve) => (begun = resolve));
    /** Starts the entry's write (in this task), then the tab's lookup: the write is what a change waits for. */
    const record = () => {
      begun(entry());
      lookedUp(resolver.tabOrigin(tabId));
    };
    const recorded = started.then(
      () => null,
      (err: unknown): BridgeErrorShape => ({ code: 'internal', message: `The audit log could not be written, so nothing was changed and no answer is given: ${toErrorShape(err).message}` }),
    );
    const controller = new AbortController();
    this.inFlight.set(frame.id, controller);
    let outcome: Outcome;
    try {
      // A read reaches the page before the entry's write and the tab's lookup are asked for (it
      // runs while they are made, and its answer waits for the entry); anything else after.
      const reads = frame.type === 'invoke' && action?.effect === 'read';
      if (!reads) record();
      const acting = this.act(frame, session, action, { resolver, recorded, controller }, (c) => (consent.kind = c.kind));
      if (reads) record();
      outcome = await acting;
    } finally {
      this.inFlight.delete(frame.id);
    }
    // No answer leaves before its entry is written: one that could not be says so instead.
    const unrecorded = await recorded;
    if (unrecorded) outcome = { ok: false, error: unrecorded };
    this.send(outcome.ok ? { type: 'result', id: frame.id, ok: true, value: outcome.value } : { type: 'result', id: frame.id, ok: false, error: outcome.error });
    // The entry is completed after the answer has left, in the log's own order (a later read of
    // the log sees it), with what the person saw hashed then (a picture can be large).
    void Promise.all([started, seenIn(outcome, grantId, session)])
      .then(([end, what]) => end({ outcome: outcome.ok ? 'ok' : 'error', errorCode: outcome.ok ? null : outcome.error.code, consent: consent.kind, seen: what }))
      .catch(() => undefined);
  }

  /** Everything between the audit entry's start and its end: checks, consent, the run. */
  private async act(frame: InvokeFrame, session: Session, action: AnyAction | undefined, request: Request, consented: (c: Consent) => void): Promise<Outcome> {
    const { resolver, recorded, controller } = request;
    const fail = (error: BridgeErrorShape): Outcome => ({ ok: false, error });
    if (!action) return fail({ code: 'unknown-action', message: `No action named ${frame.action}.` });
    const reserved = tierRule(action.tier).reserved;
    if (frame.type === 'invoke' && reserved) {
      return fail({ code: 'reserved-action', message: `${action.name} is reserved for the OS kernel and cannot be invoked as a tool.` });
    }
    if (frame.type === 'control' && !reserved) {
      return fail({ code: 'unknown-action', message: `${action.name} is not a control action; invoke it instead.` });
    }
    // Changes the consent gate checks carry their grant beside the action's own input.
    const gated = consentGated(action);
    const { grantId, ...rest } = frame.input;
    const input = gated ? rest : frame.input;
    const validate = inputValidators[action.name];
    if (!validate) return fail({ code: 'internal', message: `No compiled validator for ${action.name}: rebuild the extension.` });
    if (!validate(input)) return fail({ code: 'invalid-input', message: `${action.name}: ${describeValidationErrors(validate)}.` });
    // A read the Navi may invoke changes nothing, so it runs while its entry is written and its
    // answer waits for the entry. Anything else waits before it changes anything: a grant is
    // spent, and a change or a kernel control runs, only once the entry is written.
    const runsUnrecorded = frame.type === 'invoke' && action.effect === 'read';
    const whenRecorded = async <T>(work: () => Promise<T>): Promise<T> => {
      const unrecorded = await recorded;
      if (unrecorded) throw new BridgeError(unrecorded.code, unrecorded.message);
      return work();
    };
    const grants: Grants = {
      ...session.grants,
      consume: (id, binding, filled) => whenRecorded(() => session.grants.consume(id, binding, filled)),
      consumeLookup: (id, binding) => whenRecorded(() => session.grants.consumeLookup(id, binding)),
      consumePlanRead: (id, binding) => whenRecorded(() => session.grants.consumePlanRead(id, binding)),
    };
    let consent: Consent | null = null;
    if (gated) {
      // The person's consent, checked here whatever the caller did (the kernel asks too).
      try {
        consent = await requireConsent(action, input, grantId, grants, resolver, createActionContext(new AbortController().signal, grants, session.id, this.deps.actions, this.deps.descriptors, resolver, auditSessionOf(session)));
        consented(consent);
      } catch (err) {
        return fail(toErrorShape(err));
      }
    }
    const settle = (outcome: 'ok' | 'error' | 'unknown') => {
      if (consent?.kind === 'grant') void session.grants.settle(consent.approvalId, outcome).catch(() => undefined);
    };

    const timeoutMs = frame.timeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
    const timer = setTimeout(() => {
      controller.abort(
        action.effect === 'mutation'
          ? new BridgeError('outcome-unknown', `${action.name} did not finish within ${timeoutMs} ms after it started; it may or may not have taken effect.`)
          : new BridgeError('timeout', `${action.name} did not finish within ${timeoutMs} ms.`),
      );
    }, timeoutMs);
    try {
      const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
      const facts = consent ? { documentId: consent.documentId, ...(consent.kind === 'grant' ? { approvalId: consent.approvalId } : {}), ...(consent.kind === 'allowance' && consent.judged ? { judged: consent.judged } : {}) } : undefined;
      const ctx = createActionContext(controller.signal, session.grants, session.id, this.deps.actions, this.deps.descriptors, resolver, auditSessionOf(session), facts);
      const run = () => Promise.race([action.run(ctx, input as never), aborted]);
      const value = runsUnrecorded ? await run() : await whenRecorded(run);
      settle('ok');
      return { ok: true, value: value === undefined ? null : value };
    } catch (err) {
      const error = toErrorShape(err);
      settle(error.code === 'outcome-unknown' ? 'unknown' : 'error');
      return fail(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * What the person saw in the approval window an entry is about, for the log: the window an
 * approval request opened (its answer says what it shows), or the one whose grant the call ran
 * under (as it showed it last). Null for a call that no window was about.
 */
async function seenIn(outcome: Outcome, grantId: unknown, session: Session): Promise<ApprovalSeen | null> {
  const asked = outcome.ok ? (outcome.value as Partial<RequestedApproval> | null) : null;
  if (asked && typeof asked === 'object' && typeof asked.approvalId === 'string' && asked.summary) return approvalSeen(asked.approvalId, asked.summary);
  if (typeof grantId !== 'string') return null;
  const summary = await session.grants.summary(grantId).catch(() => null);
  return summary ? approvalSeen(grantId, summary) : null;
}
