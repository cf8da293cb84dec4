// The extension's developer mode switch: the options page toggles it (the only writer), and the
// worker tells every connected OS page when it changes, so AI Echo stops describing raw JavaScript
// to the Navi at once.
import { extensionDeveloperMode, setExtensionDeveloperMode, watchExtensionDeveloperMode } from '../../faculties/raw-js/developer-mode.ts';

/** Call once at the worker's top level. */
export function registerDeveloperModeRelay(broadcast: (event: string, data: Record<string, unknown>) => void): void {
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
