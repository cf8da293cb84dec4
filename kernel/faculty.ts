// The Faculty API: a Faculty registers with the kernel (id, actions with effect and tier, policy
// hooks, a way to run its actions) and the kernel routes to it without kernel edits.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import type { PolicyHook, RoutedCall } from '../faculties/sdk/policy.ts';

export type { PolicyDecision, PolicyHook, RoutedCall } from '../faculties/sdk/policy.ts';

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
