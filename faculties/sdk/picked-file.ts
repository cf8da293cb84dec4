// The file a person picked in the approval window for one upload, kept in the session store
// (chrome.storage.session: web pages and content scripts cannot read it) under that approval's
// id until the approved run takes it, or the approval ends unused. Only the approval window puts a file here.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { SessionStore } from './session-store.ts';

/** Upload: the largest file a person may hand to a page through AI Echo (it travels as base64 through the worker). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

export interface UploadFile {
  name: string;
  type: string;
  /** The bytes, base64: picked by the person in the extension's own window, never named by the Navi. */
  base64: string;
}

const PREFIX = 'upload:';
const MAX_NAME_CHARS = 255;
const MAX_TYPE_CHARS = 127;

/** Checks a picked file's shape and size; it came from a message, so nothing is assumed. */
export function checkPickedFile(v: unknown): UploadFile {
  const f = (v ?? {}) as Record<string, unknown>;
  if (typeof f.name !== 'string' || !f.name || f.name.length > MAX_NAME_CHARS || /[/\\\0]/.test(f.name)) {
    throw new BridgeError('invalid-input', 'The picked file has no usable name.');
  }
  if (typeof f.type !== 'string' || f.type.length > MAX_TYPE_CHARS) throw new BridgeError('invalid-input', 'The picked file has no usable type.');
  if (typeof f.base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(f.base64)) throw new BridgeError('invalid-input', 'The picked file could not be read.');
  if ((f.base64.length * 3) / 4 > UPLOAD_MAX_BYTES + 3) {
    throw new BridgeError('invalid-input', `The picked file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MiB, the most AI Echo hands to a page.`);
  }
  return { name: f.name, type: f.type, base64: f.base64 };
}

export async function putPickedFile(store: SessionStore, approvalId: string, file: UploadFile): Promise<void> {
  await store.set(PREFIX + approvalId, file);
}

/** The picked file, removed as it is read: one run gets it once. */
export async function takePickedFile(store: SessionStore, approvalId: string): Promise<UploadFile | null> {
  const key = PREFIX + approvalId;
  const file = (await store.get(key)) as UploadFile | undefined;
  await store.remove(key);
  return file ?? null;
}

export async function dropPickedFile(store: SessionStore, approvalId: string): Promise<void> {
  await store.remove(PREFIX + approvalId);
}
