import canonicalize from 'canonicalize';
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import { RESERVED_PREFIX, type AnyAction } from './define-action.ts';
import { REGISTRY } from './registry.ts';

type Registry = (typeof REGISTRY)[number];
export type ActionName = Registry['name'];
export type ActionOf<N extends ActionName> = Extract<Registry, { name: N }>;
export type ActionInput<N extends ActionName> = Parameters<ActionOf<N>['run']>[1];
export type ActionResult<N extends ActionName> = Awaited<ReturnType<ActionOf<N>['run']>>;

/** `browser.page.info` -> `browser_page_info`: what model function calling and MCP clients see. */
export function toToolName(actionName: string): string {
  return actionName.replaceAll('.', '_');
}

export function fromToolName(toolName: string): string {
  return toolName.replaceAll('_', '.');
}

/** Every name survives the round trip and no two collide; throws naming the culprit otherwise. */
export function assertToolNamesRoundTrip(actions: readonly Pick<AnyAction, 'name'>[]): void {
  const seen = new Map<string, string>();
  for (const { name } of actions) {
    if (name.includes('_')) throw new Error(`Action name "${name}" contains "_": tool names map "." to "_", so it cannot round-trip.`);
    const tool = toToolName(name);
    if (fromToolName(tool) !== name) throw new Error(`Action name "${name}" does not survive the tool-name round trip.`);
    const other = seen.get(tool);
    if (other !== undefined) throw new Error(`Actions "${other}" and "${name}" collide as tool "${tool}".`);
    seen.set(tool, name);
  }
}

/** The registry as tool descriptors; the round trip is asserted on every call. */
export function describeActions(actions: readonly AnyAction[] = REGISTRY): ToolDescriptor[] {
  assertToolNamesRoundTrip(actions);
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

export function isReservedName(name: string): boolean {
  return name.startsWith(RESERVED_PREFIX);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 over RFC 8785 canonical JSON: equal data hashes equal whatever the key order. */
export async function canonicalHash(value: unknown): Promise<string> {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('Value cannot be canonicalised.');
  return sha256Hex(text);
}

/** The manifest hash each half computes over its own descriptors and compares in `hello`. */
export function manifestHash(descriptors: readonly ToolDescriptor[]): Promise<string> {
  return canonicalHash(descriptors);
}

export function findAction(name: string, actions: readonly AnyAction[] = REGISTRY): AnyAction | undefined {
  return actions.find((a) => a.name === name);
}
