// Site maps live in the extension's IndexedDB, one per origin, replaced whole on each save.
import { openDB, type IDBPDatabase } from 'idb';
import type { SiteMap } from '../../browser-bridge/sitemap.ts';

const DB = 'ai-echo-sitemaps';
const STORE = 'maps';
let db: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  db ??= openDB(DB, 1, { upgrade: (d) => void d.createObjectStore(STORE, { keyPath: 'origin' }) });
  return db;
}

export async function putSiteMap(map: SiteMap): Promise<void> {
  await (await open()).put(STORE, map);
}

export async function getSiteMap(origin: string): Promise<SiteMap | null> {
  return ((await (await open()).get(STORE, origin)) as SiteMap | undefined) ?? null;
}
