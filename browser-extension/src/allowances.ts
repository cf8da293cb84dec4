// "Allow on this site for a while": minted only by the extension's approval window
// (approvals-messages.ts), kept in chrome.storage.session (web pages and content scripts cannot
// read it), checked by the consent gate for the tiers it covers (browser-bridge/tiers.ts).
const PREFIX = 'allowance:';

export async function activeAllowance(origin: string, now = Date.now()): Promise<number | null> {
  const key = PREFIX + origin;
  const expiresAt = (await chrome.storage.session.get(key))[key];
  return typeof expiresAt === 'number' && expiresAt > now ? expiresAt : null;
}

export async function grantAllowance(origin: string, durationMs: number): Promise<number> {
  const expiresAt = Date.now() + durationMs;
  await chrome.storage.session.set({ [PREFIX + origin]: expiresAt });
  return expiresAt;
}
