// Hands a file to a page's file field. The file is one the person picked in the extension's own
// approval window for this very run (the worker passes its bytes); the Navi can name no file and
// no path. The field is hit-tested where a person would press it (the field, or its label when
// the field is styled away), must accept the file's type, and sees input and change as after a pick.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { RuntimeApi, UploadResult } from '../protocol.ts';
import { evidence, notEditable, prepare } from './act.ts';
import type { EventLog } from './events.ts';
import { activationHit } from './hit-test.ts';
import { isDisabled } from '../../sdk/page/state.ts';

/** Whether the field's accept attribute (".pdf", "image/*", "text/csv", ...) admits the file. */
export function accepts(accept: string, name: string, type: string): boolean {
  const tokens = accept.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (!tokens.length) return true;
  const lowerName = name.toLowerCase();
  const lowerType = type.toLowerCase();
  return tokens.some((t) => (t.startsWith('.') ? lowerName.endsWith(t) : t.endsWith('/*') ? lowerType.startsWith(t.slice(0, -1)) : lowerType === t));
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function upload(args: RuntimeApi['upload']['args']): Promise<UploadResult> {
  const p = prepare(args.target);
  const el = p.el;
  if (!(el instanceof HTMLInputElement) || el.type !== 'file') notEditable(`The target is a ${p.id.role}, not a file field.`, 'not-file-field');
  if (isDisabled(el)) notEditable('The file field is disabled.', 'disabled');
  const { name, type } = args.file;
  if (!accepts(el.accept, name, type)) {
    throw new BridgeError('invalid-input', `The field accepts ${el.accept}; the picked file ${JSON.stringify(name)} (${type || 'unknown type'}) is not one of them.`, { accept: el.accept });
  }
  activationHit(el);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = bytesOf(args.file.base64);
  } catch {
    throw new BridgeError('invalid-input', 'The picked file could not be decoded.');
  }
  const file = new File([bytes], name, { type });
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const log: EventLog = [];
  el.files = transfer.files;
  log.push('input', 'change');
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  const result = await evidence('upload', p, log);
  return { ...result, file: { name, type, size: file.size } };
}
