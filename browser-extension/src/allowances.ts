// "Allow on this site for a while": minted only by the extension's approval window
// (approvals-messages.ts), kept in chrome.storage.session (web pages and content scripts cannot
// read it), checked by the consent gate for the tiers it covers (browser-bridge/tiers.ts).
const PREFIX = 'allowance:';

/**
 * Allowances this worker has read, by origin: every change under one asks, and a storage read per
 * change is a browser round trip on its path. Only allowances found are kept (an origin without
 * one is read again each time, so one granted elsewhere counts at once); each is still checked
 * against the clock, and every copy is dropped whenever any context changes an allowance.
 */
const known = new Map<string, number>();
/** Counts changes, so a read that overlapped one does not keep what it read. */
let changes = 0;

function forget(): void {
  changes++;
  known.clear();
}

chrome.storage.onChanged.addListener((changed, area) => {
  if (area === 'session' && Object.keys(changed).some((k) => k.startsWith(PREFIX))) forget();
});

export async function activeAllowance(origin: string, now = Date.now()): Promise<number | null> {
  let expiresAt: unknown = known.get(origin);
  if (expiresAt === undefined) {
    const key = PREFIX + origin;
    const before = changes;
    expiresAt = (await chrome.storage.session.get(key))[key];
    if (typeof expiresAt === 'number' && changes === before) known.set(origin, expiresAt);
  }
  return typeof expiresAt === 'number' && expiresAt > now ? expiresAt : null;
}

export async function grantAllowance(origin: string, durationMs: number): Promise<number> {
  const expiresAt = Date.now() + durationMs;
  forget();
  await chrome.storage.session.set({ [PREFIX + origin]: expiresAt });
  return expiresAt;
}
