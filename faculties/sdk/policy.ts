// A Faculty's own rules, as hooks it registers with the kernel: the ToolRouter calls each one
// with every call to that Faculty's actions, before it resolves the page or asks for consent.
// The ladder's rules for every rung are the tier table's (browser-bridge/tiers.ts), not hooks.
import type { ErrorCode } from '../../browser-bridge/errors.ts';
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';

export interface RoutedCall {
  action: string;
  input: Record<string, unknown>;
  descriptor: ToolDescriptor;
  /** The grant the person approved for this exact call, when one was needed. */
  grantId?: string;
}

export type PolicyDecision = { allow: true } | { allow: false; code: ErrorCode; message: string };

export type PolicyHook = (call: RoutedCall) => PolicyDecision | Promise<PolicyDecision>;
