// An action list as the wire describes it: tool descriptors, their manifest hash, and the typed
// signatures (input and result per name) a bridge client is generic over.
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import { RESERVED_PREFIX, isReservedName } from '../../browser-bridge/vocabulary.ts';
import type { Static, TSchema } from '@sinclair/typebox';
import type { AnyAction, AnySpec } from './define-action.ts';
import { canonicalHash } from './hash.ts';
import { assertToolNamesRoundTrip, toToolName } from './tool-names.ts';

/** Each action's input and result type, by name: what `BrowserBridgeClient.call` is typed with. */
export type SignaturesOf<Specs extends readonly AnySpec[], Runs extends readonly AnyAction[] = []> = {
  [A in Specs[number] as A['name']]: { input: A['input'] extends TSchema ? Static<A['input']> : never; result: ResultOf<A, Extract<Runs[number], { name: A['name'] }>> };
};

/** A result type from the run when the type checker can see it (a type-only import), else as the spec declares it. */
type ResultOf<Spec extends AnySpec, Run> = [Run] extends [never]
  ? Spec extends { readonly result?: infer R } ? Exclude<R, undefined> : unknown
  : Run extends { run(...args: never[]): Promise<infer R> } ? R : unknown;

/**
 * An action is in a reserved tier exactly when its name carries the reserved prefix, so a gate
 * that reads either one decides the same; throws naming the first action where they differ.
 */
export function assertReservedAgreement(actions: readonly Pick<AnySpec, 'name' | 'tier'>[]): void {
  for (const { name, tier } of actions) {
    if (isReservedName(name) !== tierRule(tier).reserved) {
      throw new Error(`Action "${name}" (tier ${tier}): a name starting "${RESERVED_PREFIX}" and a reserved tier must go together.`);
    }
  }
}

/** The actions as tool descriptors; the tool-name round trip and the reserved agreement are asserted on every call. */
export function describeActions(actions: readonly AnySpec[]): ToolDescriptor[] {
  assertToolNamesRoundTrip(actions);
  assertReservedAgreement(actions);
  return actions.map((a) => ({
    name: a.name,
    toolName: toToolName(a.name),
    description: a.description,
    // Plain JSON: drops the builder's symbol keys so both halves hash exactly what goes on the wire.
    inputSchema: JSON.parse(JSON.stringify(a.input)) as Record<string, unknown>,
    effect: a.effect,
    tier: a.tier,
  }));
}

/** The manifest hash each half computes over its own descriptors and compares in `hello`. */
export function manifestHash(descriptors: readonly ToolDescriptor[]): Promise<string> {
  return canonicalHash(descriptors);
}

export function findAction<A extends AnySpec>(name: string, actions: readonly A[]): A | undefined {
  return actions.find((a) => a.name === name);
}
