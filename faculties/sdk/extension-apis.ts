// The extension's Chrome APIs, for the Faculty code that still needs more of Chrome than the
// action context's host services offer (downloads, the WebMCP form handoff, the submit watch,
// picked upload files); tabs, navigation, dialogs and page calls are `ctx` services now. The
// service worker installs them once at start; the OS build, which carries the same registry,
// never does, so it holds no Chrome call and any use there fails loudly. One seam to narrow into
// typed context methods later, never a second way around the person's allowlist: every action
// that uses it still resolves its tab with `ctx.allowedTab` or checks `ctx.allowedOrigins` first.

/** The parts of Chrome these modules use. */
export type ExtensionApis = Pick<typeof chrome, 'tabs' | 'webNavigation' | 'storage' | 'downloads' | 'runtime'>;

let installed: ExtensionApis | null = null;

/** Called once by the extension's service worker, before any action runs. */
export function installExtensionApis(apis: ExtensionApis): void {
  installed = apis;
}

/** Chrome's APIs in the extension's service worker; throws anywhere else. */
export function extensionApis(): ExtensionApis {
  if (!installed) throw new Error('Chrome extension APIs are available only in the extension service worker.');
  return installed;
}
