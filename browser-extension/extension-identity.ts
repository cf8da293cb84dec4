// The extension's ID is pinned by the public key in its manifest, so the OS build can name the
// extension it connects to. Chrome derives the ID from the key: SHA-256 of the DER bytes, first
// 16 bytes, each hex digit mapped 0-f -> a-p.
import { createHash } from 'node:crypto';
import keyFile from './extension-key.json' with { type: 'json' };

export const EXTENSION_PUBLIC_KEY: string = keyFile.key;

export function extensionIdFromKey(base64Key: string): string {
  const digest = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest();
  return [...digest.subarray(0, 16)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .replace(/[0-9a-f]/g, (c) => String.fromCharCode(97 + parseInt(c, 16)));
}

export const EXTENSION_ID = extensionIdFromKey(EXTENSION_PUBLIC_KEY);

/** OS origins allowed to connect; the build takes them from ECHO_OS_ORIGINS (comma-separated). */
export function osOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const port = env.ECHO_OS_PORT ?? '4870';
  const list = env.ECHO_OS_ORIGINS ?? `http://127.0.0.1:${port},http://localhost:${port}`;
  return list.split(',').map((o) => new URL(o.trim()).origin);
}

/**
 * The extension ID the OS build connects to: the pinned one (a build from source, or the release
 * zip loaded unpacked), or ECHO_EXTENSION_ID for the Chrome Web Store build, whose ID the store assigns.
 */
export function extensionIdForOs(env: NodeJS.ProcessEnv = process.env): string {
  const id = env.ECHO_EXTENSION_ID?.trim();
  if (!id) return EXTENSION_ID;
  if (!/^[a-p]{32}$/.test(id)) throw new Error(`ECHO_EXTENSION_ID must be a Chrome extension ID (32 letters a-p), not "${id}".`);
  return id;
}
