// Size and depth of JSON values, measured the same way wherever a limit is enforced.
import { oversizeFrame } from '../../browser-bridge/protocol.ts';

/** UTF-8 bytes of a string. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Nesting depth of a JSON value: a scalar is 0, `{}` or `[]` is 1, `{a: []}` is 2. Stops early
 * once `limit` is passed, so a hostile value cannot make the walk itself expensive.
 */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > max) max = depth;
    if (max > limit) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) stack.push([child, depth]);
  }
  return max;
}

/** Whether a value's JSON fits in `max` UTF-8 bytes: the bridge's own frame measure (encoding only near the limit). */
export function jsonFits(value: unknown, max: number): boolean {
  return oversizeFrame(value, max) === null;
}

/** UTF-8 bytes of a value's JSON, or Infinity when it cannot be serialised. */
export function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? Infinity : utf8Bytes(text);
  } catch {
    return Infinity;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
