// The extension's half of developer mode: one flag in chrome.storage.local, written only by the
// extension's options page (web pages, content scripts and the OS page cannot write it). Raw
// JavaScript needs it on here AND in AI Echo's own settings; the extension checks its half itself.
export const DEVELOPER_MODE_KEY = 'developerMode';

export async function extensionDeveloperMode(): Promise<boolean> {
  return (await chrome.storage.local.get(DEVELOPER_MODE_KEY))[DEVELOPER_MODE_KEY] === true;
}

/** Only the options page calls this. */
export async function setExtensionDeveloperMode(on: boolean): Promise<void> {
  await chrome.storage.local.set({ [DEVELOPER_MODE_KEY]: on });
}

/** Call once at the worker's top level: hears every change of the flag. */
export function watchExtensionDeveloperMode(cb: (on: boolean) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && DEVELOPER_MODE_KEY in changes) cb(changes[DEVELOPER_MODE_KEY]!.newValue === true);
  });
}
