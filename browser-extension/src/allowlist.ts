// The person's per-site allowlist, kept as one thing with Chrome's site access (site-access.ts):
// an origin counts as allowed only while it is on the list (chrome.storage.local) AND Chrome
// grants the extension that site. Allowing asks Chrome (in the person's gesture); removing gives
// the access back; Chrome taking it away (chrome://extensions, the toolbar's site access) takes
// the site off the list, and Chrome granting a site there puts it on. The copy here only saves a
// storage read per action and is dropped whenever storage or the grants change (or the worker dies).
import { hasSiteAccess, originOfPattern, releaseSiteAccess, requestSiteAccess } from './site-access.ts';

const STORAGE_KEY = 'allowedOrigins';
let cached: Promise<string[]> | null = null;
/** What `cached` gave, once it has: a guess made early can be checked without waiting a task. */
let known: string[] | null = null;

function normaliseOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function cleanList(origins: readonly unknown[]): string[] {
  return [...new Set(origins.map(normaliseOrigin).filter((o): o is string => o !== null))].sort();
}

/** The list as stored, whatever Chrome grants. */
async function storedOrigins(): Promise<string[]> {
  const raw = (await chrome.storage.local.get(STORAGE_KEY))[STORAGE_KEY];
  return Array.isArray(raw) ? cleanList(raw) : [];
}

async function granted(origins: readonly string[]): Promise<string[]> {
  const access = await Promise.all(origins.map((o) => hasSiteAccess(o).catch(() => false)));
  return origins.filter((_, i) => access[i]);
}

/** The allowed origins: on the list and granted by Chrome. Every gate reads this. */
export function getAllowedOrigins(): Promise<string[]> {
  if (!cached) {
    const reading = readAllowedOrigins();
    cached = reading;
    known = null;
    void reading.then((list) => cached === reading && (known = list), () => undefined);
  }
  return cached;
}

/** The allowed origins as last read, or null while they are being read (or were never read). */
export function allowedOriginsNow(): readonly string[] | null {
  return known;
}

/** The same, read afresh (a page that does not hear the worker's invalidations). */
export async function readAllowedOrigins(): Promise<string[]> {
  return granted(await storedOrigins());
}

export async function setAllowedOrigins(origins: readonly string[]): Promise<string[]> {
  const clean = cleanList(origins);
  await chrome.storage.local.set({ [STORAGE_KEY]: clean });
  cached = null;
  known = null;
  return clean;
}

/**
 * The person allows a site: Chrome is asked first (its prompt), and only a granted site goes on
 * the list. Call it straight from the click, before awaiting anything: Chrome needs the gesture.
 */
export async function allowSite(origin: string): Promise<boolean> {
  if (!(await requestSiteAccess(origin))) return false;
  await setAllowedOrigins([...(await storedOrigins()), origin]);
  return true;
}

/** The person removes a site: off the list, and Chrome's access to it given back. */
export async function removeSite(origin: string): Promise<void> {
  await setAllowedOrigins((await storedOrigins()).filter((o) => o !== origin));
  await releaseSiteAccess(origin);
}

/** Takes off the list every origin Chrome no longer grants. */
export async function pruneUngranted(): Promise<void> {
  const stored = await storedOrigins();
  const kept = await granted(stored);
  if (kept.length !== stored.length) await setAllowedOrigins(kept);
}

/**
 * Whether a storage change touches the list. Every audit entry is a local write too, so anything
 * that redraws or re-reads on "local changed" alone does that work on every request.
 */
export function isAllowlistChange(changes: Record<string, unknown>, area: string): boolean {
  return area === 'local' && STORAGE_KEY in changes;
}

/** Call once at the worker's top level. `onAllowlistChange` hears every change, from any page. */
export function watchAllowlist(onAllowlistChange: (origins: string[]) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (!isAllowlistChange(changes, area)) return;
    cached = null;
    known = null;
  known = null;
    void getAllowedOrigins().then(onAllowlistChange);
  });
  // Chrome's grants and the list are one thing: a site Chrome stops granting leaves the list, and
  // one the person grants in Chrome's own site access controls joins it (a pattern wider than one
  // origin, such as the pictures opt-in's <all_urls>, names no site and adds none).
  chrome.permissions.onRemoved.addListener(() => {
    cached = null;
    known = null;
  known = null;
    void pruneUngranted();
  });
  chrome.permissions.onAdded.addListener((added) => {
    cached = null;
    known = null;
  known = null;
    const origins = (added.origins ?? []).map(originOfPattern).filter((o): o is string => o !== null);
    if (origins.length) void storedOrigins().then((stored) => setAllowedOrigins([...stored, ...origins]));
  });
  // A grant taken away while the worker was not running.
  void pruneUngranted();
}

export { normaliseOrigin };
