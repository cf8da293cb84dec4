// The page watch's isolated-world half: hears the MAIN-world half's signals, keeps this document's
// console entries (bounded) for browser.page.console, and forwards dialog signals to the service
// worker, which records them per tab (dialog-store.ts). Signals are checked before use.
import {
  MAX_CONSOLE_ENTRIES,
  WATCH_EVENT,
  WATCH_GLOBAL,
  WATCH_MESSAGE,
  WATCH_VERSION,
  isWatchSignal,
  type ConsoleEntry,
  type InstalledWatch,
} from '../../../faculties/sdk/page-watch.ts';

export function installIsolatedWatch(): void {
  const existing = (globalThis as Record<string, unknown>)[WATCH_GLOBAL] as InstalledWatch | undefined;
  if (existing?.version === WATCH_VERSION) return;
  const entries: ConsoleEntry[] = [];
  let dropped = 0;
  const watchingSince = Date.now();
  window.addEventListener(
    WATCH_EVENT,
    (e) => {
      const detail = (e as CustomEvent<unknown>).detail;
      if (typeof detail !== 'string') return;
      let signal: unknown;
      try {
        signal = JSON.parse(detail);
      } catch {
        return;
      }
      if (!isWatchSignal(signal)) return;
      if (signal.type === 'console') {
        if (entries.length >= MAX_CONSOLE_ENTRIES) {
          entries.shift();
          dropped++;
        }
        entries.push({ kind: signal.kind, message: signal.message, ...(signal.source ? { source: signal.source } : {}), at: Date.now() });
        return;
      }
      // Sent before the native dialog blocks this thread; the worker hears it while the page waits.
      chrome.runtime.sendMessage({ type: WATCH_MESSAGE, signal }).catch(() => undefined);
    },
    true,
  );
  const watch: InstalledWatch = { version: WATCH_VERSION, console: () => ({ entries: [...entries], dropped, watchingSince }) };
  Object.defineProperty(globalThis, WATCH_GLOBAL, { value: watch, configurable: true, enumerable: false, writable: false });
}
