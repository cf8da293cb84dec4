// One list of error codes for both halves. An action that ran and failed returns
// `{ok: false, error}`; a malformed frame or a policy refusal is a protocol `error` frame.
// Both carry one of these codes and a human message.
export const ERROR_CODES = [
  // protocol and transport
  'malformed-frame',
  'frame-too-large',
  'protocol-mismatch',
  'not-connected',
  'worker-restarted',
  'timeout',
  'cancelled',
  'internal',
  // registry
  'unknown-action',
  'reserved-action',
  'invalid-input',
  // access and targets
  'origin-not-allowed',
  'tab-missing',
  'frame-missing',
  'navigated',
  // WebMCP path
  'webmcp-unavailable',
  'tool-missing',
  'ambiguous-tool',
  'descriptor-changed',
  'arguments-changed',
  'invalid-arguments',
  'grant-required',
  'grant-unknown',
  'grant-expired',
  'grant-used',
  'grant-mismatch',
  'approval-denied',
  'approval-cancelled',
  // the request did not come from the approval window opened for it
  'approval-forbidden',
  // a tool's input schema uses keywords the argument check cannot enforce: refused, not skipped
  'schema-unsupported',
  'outcome-unknown',
  'tool-error',
  // no filled form is followed under that id (not a form tool, or its record was pruned)
  'handoff-unknown',
  // semantic control
  'target-not-found',
  'target-ambiguous',
  'stale',
  'not-hittable',
  'blocked-sensitive',
  'key-not-allowed',
  'not-editable',
  // the page's own native dialog (alert, confirm, prompt) blocks it until the person answers
  'dialog-open',
  // a form's own constraints refused the submission (required, pattern, ...): detail lists the fields
  'form-invalid',
  // the browser would not start playback with sound without a real gesture
  'media-blocked',
  // browser-level: a screenshot shows only the visible tab of a window
  'tab-not-visible',
  // a download this session did not start (or that Chrome no longer knows)
  'download-unknown',
  // tabs and navigation (browser level)
  'credentials-in-url',
  'no-history',
  // kernel policy
  'ladder-skip',
  'consent-required',
  'inspection-required',
  // a page tool the task's discovery of the page did not list (exact frame, name, descriptor hash)
  'discovery-required',
  // Live Patch (faculties/live-patch): declared, reversible interface edits
  'purpose-required',
  'operation-not-allowed',
  'event-handler-attribute',
  'script-url',
  'script-content',
  'resource-loading-style',
  'resource-loading-attribute',
  'target-vanished',
  'patch-conflict',
  'patch-not-found',
  // Raw JavaScript (faculties/raw-js): developer mode only, exact-hash approval
  'developer-mode-off',
  'code-changed',
  'csp-blocked',
  'script-error',
  // the Navi's on-device model (kernel/navi-webgpu)
  'model-missing',
  'model-invalid',
  'model-load-failed',
  'inference-failed',
  // MCP clients relayed through AI Echo (mcp/, browser-bridge/mcp-relay/)
  'not-paired',
  'pairing-refused',
  // recordings and site maps (echo.recording.*, echo.sitemap.*)
  'recording-active',
  'recording-none',
  'flow-not-found',
  'flow-invalid',
  // a replay's call on a page of another origin than its flow's (kernel/recording/origin-binding.ts)
  'origin-mismatch',
  'sitemap-invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface BridgeErrorShape {
  code: ErrorCode;
  message: string;
  /** Extra facts a caller can act on (e.g. what covers a target). Never secrets. */
  detail?: Record<string, unknown>;
}

/** A typed error; created at the call site so it keeps the caller's stack. */
export class BridgeError extends Error implements BridgeErrorShape {
  readonly code: ErrorCode;
  readonly detail?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, detail?: Record<string, unknown>) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    if (detail) this.detail = detail;
  }
  toJSON(): BridgeErrorShape {
    return this.detail ? { code: this.code, message: this.message, detail: this.detail } : { code: this.code, message: this.message };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Turns anything thrown into a shape safe to send over the wire. */
export function toErrorShape(err: unknown): BridgeErrorShape {
  if (err instanceof BridgeError) return err.toJSON();
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'internal', message };
}
