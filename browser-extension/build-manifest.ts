import { EXTENSION_PUBLIC_KEY } from './extension-identity.ts';

export interface ManifestOptions {
  version: string;
  osOrigins: string[];
  name?: string;
}

/**
 * The MV3 manifest. No `debugger` permission, ever, and `downloads` without `downloads.open` or
 * `downloads.ui`: AI Echo can start and follow downloads but never open one. A test checks the built file.
 */
export function buildManifest({ version, osOrigins, name = 'AI Echo: Clicks and Clankers' }: ManifestOptions) {
  return {
    manifest_version: 3,
    name,
    version,
    description: "Lets AI Echo's Navi act in the tabs you allow, with your approval and a receipt for every action.",
    key: EXTENSION_PUBLIC_KEY,
    minimum_chrome_version: '146',
    background: { service_worker: 'service-worker.js', type: 'module' },
    // downloads: list and wait for the ones the Navi started; tabGroups: the Navi's own tabs are
    // kept in one "AI Echo" group (browser.tabs.open, .group); declarativeNetRequestWithHostAccess: a
    // site-mapping tab loads only the URL it was given, never a redirect (background-tabs.ts).
    permissions: ['scripting', 'tabs', 'storage', 'webNavigation', 'downloads', 'tabGroups', 'declarativeNetRequestWithHostAccess'],
    // Acting still needs the person's per-origin allowlist (options page); this only lets
    // Chrome inject where the person later allows it.
    host_permissions: ['<all_urls>'],
    externally_connectable: { matches: osOrigins.map((o) => `${o}/*`) },
    options_ui: { page: 'options.html', open_in_tab: true },
    action: { default_title: 'AI Echo: allowed sites', default_popup: 'options.html' },
  };
}
