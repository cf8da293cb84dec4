// Copies a model folder the person picked from disk into the Origin Private File System, so the
// model worker can read it (and it is still there at the next start).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { OPFS_DIR } from '../../kernel/navi-webgpu/model-files.ts';

/** Files from <input type=file webkitdirectory>: paths are "folder/sub/file". */
export async function copyFolderToOpfs(files: FileList | File[], onProgress?: (done: number, total: number, file: string) => void, signal?: AbortSignal): Promise<string> {
  const list = [...files];
  if (!list.length) throw new BridgeError('model-missing', 'No files were picked.');
  const top = (list[0]!.webkitRelativePath || list[0]!.name).split('/')[0]!;
  const name = top.replace(/[^A-Za-z0-9._-]/g, '_') || 'model';
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(OPFS_DIR, { create: true });
  await root.removeEntry(name, { recursive: true }).catch(() => undefined);
  const dir = await root.getDirectoryHandle(name, { create: true });
  const total = list.reduce((a, f) => a + f.size, 0);
  let done = 0;
  for (const f of list) {
    if (signal?.aborted) throw new BridgeError('cancelled', 'Copying the model folder was cancelled.');
    const rel = (f.webkitRelativePath || f.name).split('/').slice(1);
    const parts = rel.length ? rel : [f.name];
    let d = dir;
    for (const p of parts.slice(0, -1)) d = await d.getDirectoryHandle(p, { create: true });
    const handle = await d.getFileHandle(parts.at(-1)!, { create: true });
    const w = await handle.createWritable();
    await f.stream().pipeTo(w);
    done += f.size;
    onProgress?.(done, total, parts.join('/'));
  }
  return name;
}
