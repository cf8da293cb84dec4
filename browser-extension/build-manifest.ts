import { EXTENSION_PUBLIC_KEY } from './extension-identity.ts';

/** The icon files (browser-extension/icons/, copied by the build), by size. */
export const ICON_SIZES = [16, 32, 48, 128] as const;
const icons = Object.fromEntries(ICON_SIZES.map((n) => [String(n), `icons/icon-${n}.png`]));

export interface ManifestOptions {
  version: string;
  osOrigins: string[];
  name?: string;
  /**
   * The public key that pins the ID (the OS build names the extension it connects to by it).
   * `null` for the Chrome Web Store build: the store assigns the ID and refuses a `key`.
   */
  key?: string | null;
  /**
   * Host patterns granted at install. Only builds that are not for people set it: the test build
   * grants what a person would grant by prompt (every site, and with it pictures of tabs), and
   * `npm start` its own fixture shop. People's builds ask site by site (options page).
   */
  grantedAtInstall?: readonly string[];
}

/**
 * The MV3 manifest. No `debugger` permission, ever, and `downloads` without `downloads.open` or
 * `downloads.ui`: AI Echo can start and follow downloads but never open one. No site access at
 * install: a site the person allows is requested then (`chrome.permissions.request`, a user
 * gesture in the options page or the approval window). A test checks the built file.
 */
export function buildManifest({ version, osOrigins, name = 'AI Echo: Clicks and Clankers', key = EXTENSION_PUBLIC_KEY, grantedAtInstall = [] }: ManifestOptions) {
  return {
    manifest_version: 3,
    name,
    version,
    description: "Lets AI Echo's Navi act in the tabs you allow, with your approval and a receipt for every action.",
    ...(key ? { key } : {}),
    minimum_chrome_version: '146',
    icons,
    background: { service_worker: 'service-worker.js', type: 'module' },
    // downloads: list and wait for the ones the Navi started; tabGroups: the Navi's own tabs are
    // kept in one "AI Echo" group (browser.tabs.open, .group); declarativeNetRequestWithHostAccess: a
    // site-mapping tab loads only the URL it was given, never a redirect (background-tabs.ts).
    permissions: ['scripting', 'tabs', 'storage', 'webNavigation', 'downloads', 'tabGroups', 'declarativeNetRequestWithHostAccess'],
    // Site access is asked for one origin at a time when the person allows a site (allowlist.ts
    // keeps the allowed-sites list and Chrome's grants one thing). `<all_urls>` is here only for
    // the separate "pictures of tabs" opt-in: Chrome's captureVisibleTab needs it.
    optional_host_permissions: ['<all_urls>'],
    ...(grantedAtInstall.length ? { host_permissions: [...grantedAtInstall] } : {}),
    externally_connectable: connectable(osOrigins),
    options_ui: { page: 'options.html', open_in_tab: true },
    action: { default_title: 'AI Echo: allowed sites', default_popup: 'options.html', default_icon: icons },
  };
}

/** The pages allowed to connect: the OS origins' (the only part of a build that names a port). */
export function connectable(osOrigins: string[]): { matches: string[] } {
  return { matches: osOrigins.map((o) => `${o}/*`) };
}

export type ExtensionManifest = ReturnType<typeof buildManifest>;
