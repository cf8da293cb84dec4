// Fingerprints: short refs derived only from what the page shows (role, accessible name, tag)
// and where the element sits (its structural path). The same unchanged element gets the same
// fingerprint in every snapshot; when any of those change it stops resolving and the action
// says `stale` instead of guessing. No counter or random part: two runtimes agree.

export const FINGERPRINT_LENGTH = 8;
export const FINGERPRINT_PATTERN = '^[0-9a-z]{8}$';
const FINGERPRINT_RE = new RegExp(FINGERPRINT_PATTERN);
const SPACE = 36 ** FINGERPRINT_LENGTH; // ~2^41: collisions in one frame are vanishingly rare, and detected
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Two independent 32-bit string hashes (FNV-1a and a multiplicative one), fed character by
 * character. The path comes first, so a child's path hash continues its parent's
 * (PathMemo.pathHash): no path string is built or read again for every line.
 */
export interface HashState {
  readonly a: number;
  readonly b: number;
}

export const EMPTY_HASH: HashState = { a: 0x811c9dc5, b: 0x9747b28c };
const SEPARATOR = 0;

/** `state` fed `text`, after a NUL when `separated`. */
export function extendHash(state: HashState, text: string, separated = false): HashState {
  let { a, b } = state;
  for (let i = separated ? -1 : 0; i < text.length; i++) {
    const c = i < 0 ? SEPARATOR : text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return { a, b };
}

export interface FingerprintParts {
  role: string;
  name: string;
  /** Lower-case local name, e.g. `button`, `my-widget`. */
  tag: string;
  /** The hash of the structural path from the document root (`/html1/body1/main1/button2`, page/tree.ts): `extendHash(EMPTY_HASH, path)`. */
  pathHash: HashState;
}

export function fingerprint(parts: FingerprintParts): string {
  // The path's hash, then tag, name and role, each after a NUL so fields cannot run together.
  const state = extendHash(extendHash(extendHash(parts.pathHash, parts.tag, true), parts.name, true), parts.role, true);
  const a = state.a >>> 0;
  const b = state.b >>> 0;
  // 32 bits of one hash and 21 of the other fit a double exactly; then fold to the ref space.
  let n = (a * 2 ** 21 + (b >>> 11)) % SPACE;
  const codes: number[] = new Array<number>(FINGERPRINT_LENGTH);
  for (let i = FINGERPRINT_LENGTH - 1; i >= 0; i--) {
    codes[i] = DIGITS.charCodeAt(n % 36);
    n = Math.floor(n / 36);
  }
  return String.fromCharCode(...codes);
}

export function isFingerprint(value: string): boolean {
  return FINGERPRINT_RE.test(value);
}
