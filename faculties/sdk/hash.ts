// SHA-256 as both halves compute it: of text, and of data as RFC 8785 canonical JSON, so equal
// data hashes equal whatever its key order (descriptor, argument and manifest hashes).
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

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

/**
 * SHA-256 of `text` in the same task (crypto.subtle answers only a task later): for a digest that
 * must exist before anything else starts, such as a request's audit entry. @noble/hashes, not a
 * hand-written one.
 */
export function sha256HexSync(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** `canonicalHash` in the same task, for what must start before a task passes (a request's audit entry). */
export function canonicalHashSync(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('Value cannot be canonicalised.');
  return sha256HexSync(text);
}
