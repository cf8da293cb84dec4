// Chrome's site access for one allowed origin: the host pattern `ORIGIN/*`, asked for when the
// person allows the site (optional_host_permissions; nothing is granted at install). The allowed-sites
// list and these grants are kept as one thing by allowlist.ts.

export function originPattern(origin: string): string {
  return `${origin}/*`;
}

/** The origin a granted pattern stands for, when it stands for exactly one http(s) origin. */
export function originOfPattern(pattern: string): string | null {
  const m = /^(https?):\/\/([^/*]+)\/\*$/.exec(pattern);
  if (!m) return null;
  try {
    return new URL(`${m[1]}://${m[2]}/`).origin;
  } catch {
    return null;
  }
}

export function hasSiteAccess(origin: string): Promise<boolean> {
  return chrome.permissions.contains({ origins: [originPattern(origin)] });
}

/**
 * Asks Chrome for the site (its prompt). Must be called in the person's gesture (a click in the
 * options page or the approval window), before anything else is awaited. False when they decline.
 */
export function requestSiteAccess(origin: string): Promise<boolean> {
  return chrome.permissions.request({ origins: [originPattern(origin)] }).catch(() => false);
}

/** Gives the site's access back. A grant made at install (a test build) cannot be; it stays, unused. */
export async function releaseSiteAccess(origin: string): Promise<void> {
  await chrome.permissions.remove({ origins: [originPattern(origin)] }).catch(() => false);
}

/** "Pictures of tabs": Chrome's captureVisibleTab needs access to all sites (`<all_urls>`), a separate opt-in. */
export const PICTURES_PERMISSION: chrome.permissions.Permissions = { origins: ['<all_urls>'] };
