// The Faculty API: a Faculty registers with the kernel (id, actions with effect and tier, policy
// hooks, a way to run its actions) and the kernel routes to it without kernel edits.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import type { TaskState } from './task-state.ts';

export interface RoutedCall {
  action: string;
  input: Record<string, unknown>;
  descriptor: ToolDescriptor;
  /** The grant the person approved for this exact call, when one was needed. */
  grantId?: string;
}

export type PolicyDecision = { allow: true } | { allow: false; code: 'ladder-skip' | 'consent-required' | 'inspection-required' | 'reserved-action'; message: string };

/** A policy hook sees every call to its Faculty's actions before it runs. */
export type PolicyHook = (call: RoutedCall, task: TaskState) => PolicyDecision | Promise<PolicyDecision>;

export interface Faculty {
  readonly id: string;
  readonly label: string;
  /** The actions it offers now (a Faculty may refresh them, e.g. on manifest-changed). */
  actions(): readonly ToolDescriptor[];
  /** Subscribe to changes of `actions()`; returns an unsubscribe function. */
  onActionsChanged?(cb: () => void): () => void;
  policy?: readonly PolicyHook[];
  run(call: RoutedCall, signal?: AbortSignal): Promise<unknown>;
}
