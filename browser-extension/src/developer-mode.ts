// The extension's half of developer mode: one flag in chrome.storage.local, written only by the
// extension's options page (web pages, content scripts and the OS page cannot write it). The tiers
// that need developer mode (browser-bridge/tiers.ts) need it on here AND in AI Echo's own
// settings; the extension checks its half itself. The worker tells every connected OS page when
// it changes, so AI Echo stops describing those actions to the Navi at once.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { EventSender } from '../../browser-bridge/protocol.ts';

export const DEVELOPER_MODE_KEY = 'developerMode';

export async function extensionDeveloperMode(): Promise<boolean> {
  return (await chrome.storage.local.get(DEVELOPER_MODE_KEY))[DEVELOPER_MODE_KEY] === true;
}

export async function requireDeveloperMode(): Promise<void> {
  if (!(await extensionDeveloperMode())) {
    throw new BridgeError(
      'developer-mode-off',
      "Raw JavaScript is off: it runs only while developer mode is on in the extension's options page (and in AI Echo's settings).",
    );
  }
}

/** Only the options page calls this. */
async function setExtensionDeveloperMode(on: boolean): Promise<void> {
  await chrome.storage.local.set({ [DEVELOPER_MODE_KEY]: on });
}

/** Call once at the worker's top level: hears every change of the flag. */
function watchExtensionDeveloperMode(cb: (on: boolean) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && DEVELOPER_MODE_KEY in changes) cb(changes[DEVELOPER_MODE_KEY]!.newValue === true);
  });
}

/** Call once at the worker's top level. */
export function registerDeveloperModeRelay(broadcast: EventSender): void {
  watchExtensionDeveloperMode((on) => broadcast('developer-mode-changed', { developerMode: on }));
}

/** Wires the options page's checkbox to the flag. */
export async function bindDeveloperModeToggle(input: HTMLInputElement, status: HTMLElement): Promise<void> {
  const show = (on: boolean) => {
    input.checked = on;
    status.textContent = on
      ? 'On: AI Echo may offer raw JavaScript (if its own developer mode is on too); every run still needs your approval of the exact code.'
      : 'Off: raw JavaScript is refused.';
  };
  show(await extensionDeveloperMode());
  input.disabled = false;
  input.addEventListener('change', async () => {
    input.disabled = true;
    await setExtensionDeveloperMode(input.checked);
    show(await extensionDeveloperMode());
    input.disabled = false;
  });
}
