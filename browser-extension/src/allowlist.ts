// The person's per-site allowlist. chrome.storage.local is the source of truth; the copy here
// only saves a storage read per action and is dropped whenever storage changes (or the worker dies).
const STORAGE_KEY = 'allowedOrigins';
let cached: Promise<string[]> | null = null;

function normaliseOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function getAllowedOrigins(): Promise<string[]> {
  cached ??= chrome.storage.local.get(STORAGE_KEY).then((items) => {
    const raw = items[STORAGE_KEY];
    return Array.isArray(raw) ? [...new Set(raw.map(normaliseOrigin).filter((o): o is string => o !== null))] : [];
  });
  return cached;
}

export async function setAllowedOrigins(origins: readonly string[]): Promise<string[]> {
  const clean = [...new Set(origins.map(normaliseOrigin).filter((o): o is string => o !== null))].sort();
  await chrome.storage.local.set({ [STORAGE_KEY]: clean });
  cached = null;
  return clean;
}

/** Call once at the worker's top level. `onAllowlistChange` hears every change, from any page. */
export function watchAllowlist(onAllowlistChange: (origins: string[]) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !(STORAGE_KEY in changes)) return;
    cached = null;
    void getAllowedOrigins().then(onAllowlistChange);
  });
}

export { normaliseOrigin };
