// Recorded flows in this page's IndexedDB (`idb`): listed newest first, renamed (names stay
// unique, since "replay <name>" finds a flow by its name), deleted.
import { openDB, type IDBPDatabase } from 'idb';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { StoredFlow } from '../../kernel/recording/user-flow.ts';

export const FLOWS_DB_NAME = 'ai-echo-flows';

export class FlowStore {
  private constructor(private readonly db: IDBPDatabase) {}

  static async open(name = FLOWS_DB_NAME): Promise<FlowStore> {
    const db = await openDB(name, 1, { upgrade: (d) => void d.createObjectStore('flows', { keyPath: 'id' }) });
    return new FlowStore(db);
  }

  async list(): Promise<StoredFlow[]> {
    return ((await this.db.getAll('flows')) as StoredFlow[]).sort((a, b) => b.createdAt - a.createdAt);
  }

  async byName(name: string): Promise<StoredFlow | null> {
    const wanted = name.trim().toLowerCase();
    return (await this.list()).find((f) => f.name.toLowerCase() === wanted) ?? null;
  }

  /** A name not yet taken: `name`, or `name (2)`, `name (3)`… */
  async freeName(name: string, except?: string): Promise<string> {
    const taken = new Set((await this.list()).filter((f) => f.id !== except).map((f) => f.name.toLowerCase()));
    let out = name;
    for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${name} (${i})`;
    return out;
  }

  async put(flow: StoredFlow): Promise<void> {
    await this.db.put('flows', flow);
  }

  async rename(id: string, name: string): Promise<StoredFlow> {
    const flow = (await this.db.get('flows', id)) as StoredFlow | undefined;
    if (!flow) throw new BridgeError('flow-not-found', `No recording with id ${id}.`);
    const clean = name.trim().slice(0, 120);
    if (!clean) throw new BridgeError('invalid-input', 'A recording needs a name.');
    const next = { ...flow, name: await this.freeName(clean, id), flow: { ...flow.flow, title: clean }, updatedAt: Date.now() };
    await this.db.put('flows', next);
    return next;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete('flows', id);
  }
}
