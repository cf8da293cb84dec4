// Pairing an MCP client with AI Echo. The `ai-echo-mcp` process shows a one-time code (its relay
// port and a 60-bit secret); the person types it into AI Echo. Neither side ever sends a secret
// over the socket: each proves it knows it with an HMAC over both sides' fresh nonces, and both
// derive the long-lived pairing token from the code the same way. So a program squatting on the
// port learns nothing it can replay, and a page that does not know the code cannot pair.
import { BridgeError } from '../errors.ts';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_CHARS = 4;

export interface PairingCode {
  port: number;
  /** `XXXX-XXXX-XXXX`, upper case. */
  secret: string;
}

export function newPairingSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_CHARS));
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return Array.from({ length: GROUPS }, (_, g) => chars.slice(g * GROUP_CHARS, (g + 1) * GROUP_CHARS).join('')).join('-');
}

export function formatPairingCode(code: PairingCode): string {
  return `${code.port}-${code.secret}`;
}

/** Reads a code as a person may type it (any case, spaces, I/L for 1 and O for 0). */
export function parsePairingCode(text: string): PairingCode {
  // The port ends at the first separator: the secret may itself start with digits.
  const match = /^\s*(\d{1,5})[\s-]+([0-9A-Za-z\s-]+)$/.exec(text);
  const port = Number(match?.[1]);
  const secretChars = (match?.[2] ?? '').toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!match || secretChars.length !== GROUPS * GROUP_CHARS || [...secretChars].some((c) => !ALPHABET.includes(c)) || !(port >= 1 && port <= 65535)) {
    throw new BridgeError('invalid-input', 'That is not a pairing code. It looks like 4890-ABCD-EFGH-JKMN: ai-echo-mcp writes it to its log (in your MCP client, or the terminal).');
  }
  const secret = Array.from({ length: GROUPS }, (_, g) => secretChars.slice(g * GROUP_CHARS, (g + 1) * GROUP_CHARS)).join('-');
  return { port, secret };
}

export function newNonce(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

export function newPairingId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(message))));
}

/** Who is proving: each side's proof differs, so one can never be replayed as the other's. */
export type RelayRole = 'page' | 'server';

/** Proof of the one-time code's secret, bound to both nonces of this handshake. */
export function pairProof(secret: string, role: RelayRole, serverNonce: string, pageNonce: string): Promise<string> {
  return hmacHex(secret, `ai-echo-relay pair ${role} ${serverNonce} ${pageNonce}`);
}

/** The pairing token both sides derive from the code after a successful pairing; never sent. */
export function pairingToken(secret: string, serverNonce: string, pageNonce: string): Promise<string> {
  return hmacHex(secret, `ai-echo-relay token ${serverNonce} ${pageNonce}`);
}

/** Proof of the pairing token on a later connection. */
export function authProof(token: string, role: RelayRole, serverNonce: string, pageNonce: string): Promise<string> {
  return hmacHex(token, `ai-echo-relay auth ${role} ${serverNonce} ${pageNonce}`);
}

/** Compares two hex proofs without an early exit. */
export function sameProof(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
