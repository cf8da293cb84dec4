// Fingerprints: short refs derived only from what the page shows (role, accessible name, tag)
// and where the element sits (its structural path). The same unchanged element gets the same
// fingerprint in every snapshot; when any of those change it stops resolving and the action
// says `stale` instead of guessing. No counter or random part: two runtimes agree.

export const FINGERPRINT_LENGTH = 8;
export const FINGERPRINT_PATTERN = '^[0-9a-z]{8}$';
const FINGERPRINT_RE = new RegExp(FINGERPRINT_PATTERN);
const SPACE = 36 ** FINGERPRINT_LENGTH; // ~2^41: collisions in one frame are vanishingly rare, and detected

export interface FingerprintParts {
  role: string;
  name: string;
  /** Lower-case local name, e.g. `button`, `my-widget`. */
  tag: string;
  /** Structural path from the document root, e.g. `/html1/body1/main1/button2` (see page/tree.ts). */
  path: string;
}

const SEPARATOR = 0;

/**
 * Two independent 32-bit string hashes (FNV-1a and a multiplicative one) over the parts joined
 * by NUL, fed part by part: no joined string to allocate and flatten for every line.
 */
function hashParts(parts: readonly string[]): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) {
      a = Math.imul(a ^ SEPARATOR, 0x01000193);
      b = Math.imul(b ^ SEPARATOR, 0x5bd1e995);
      b ^= b >>> 15;
    }
    const text = parts[p]!;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
  }
  return [a >>> 0, b >>> 0];
}

export function fingerprint(parts: FingerprintParts): string {
  const [a, b] = hashParts([parts.role, parts.name, parts.tag, parts.path]);
  // 32 bits of one hash and 21 of the other fit a double exactly; then fold to the ref space.
  const combined = (a * 2 ** 21 + (b >>> 11)) % SPACE;
  return combined.toString(36).padStart(FINGERPRINT_LENGTH, '0');
}

export function isFingerprint(value: string): boolean {
  return FINGERPRINT_RE.test(value);
}
