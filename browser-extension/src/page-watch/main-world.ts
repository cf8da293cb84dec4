// The page watch's MAIN-world half, injected at document_start before the page's own scripts.
// It wraps alert, confirm and prompt so that a dialog that blocks the page is announced before it
// blocks (and its answer after), and reports console errors. The wrappers call the native dialog
// unchanged: the person answers it as always. Nothing here may throw into the page.
import { MAX_CONSOLE_TEXT_CHARS, MAX_DIALOG_TEXT_CHARS, WATCH_EVENT, clip, type DialogKind, type WatchSignal } from '../../../faculties/sdk/page-watch.ts';

const INSTALLED = Symbol.for('aiEcho.pageWatch.main');

/** Console arguments as one line, as a person would read them in the console. */
function format(args: unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return `${a.name}: ${a.message}`;
      try {
        return JSON.stringify(a) ?? String(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}

export function installMainWatch(): void {
  const w = window as unknown as Record<PropertyKey, unknown>;
  if (w[INSTALLED]) return;
  Object.defineProperty(w, INSTALLED, { value: true });
  // Taken before the page runs, so a page that later replaces them cannot silence the watch.
  const dispatch = EventTarget.prototype.dispatchEvent;
  const Custom = CustomEvent;
  const stringify = JSON.stringify;
  const send = (signal: WatchSignal) => {
    try {
      dispatch.call(window, new Custom(WATCH_EVENT, { detail: stringify(signal) }));
    } catch {
      // A report lost is better than a page broken.
    }
  };

  let seq = 0;
  for (const kind of ['alert', 'confirm', 'prompt'] as DialogKind[]) {
    const native = w[kind] as (...args: unknown[]) => unknown;
    if (typeof native !== 'function') continue;
    w[kind] = function (this: unknown, ...args: unknown[]) {
      const n = ++seq;
      const open: WatchSignal = { type: 'dialog-open', seq: n, kind, message: clip(String(args[0] ?? ''), MAX_DIALOG_TEXT_CHARS) };
      if (kind === 'prompt' && args[1] !== undefined) open.defaultValue = clip(String(args[1]), MAX_DIALOG_TEXT_CHARS);
      send(open);
      let result: unknown = null;
      try {
        result = native.apply(window, args);
        return result;
      } finally {
        const answer = kind === 'alert' ? null : typeof result === 'boolean' ? result : typeof result === 'string' ? clip(result, MAX_DIALOG_TEXT_CHARS) : null;
        send({ type: 'dialog-closed', seq: n, kind, result: answer });
      }
    };
  }

  const report = (kind: 'console.error' | 'console.warn' | 'uncaught' | 'unhandledrejection' | 'resource', message: string, source?: string) =>
    send({ type: 'console', kind, message: clip(message, MAX_CONSOLE_TEXT_CHARS), ...(source ? { source: clip(source, MAX_CONSOLE_TEXT_CHARS) } : {}) });

  for (const level of ['error', 'warn'] as const) {
    const native = console[level];
    console[level] = function (...args: unknown[]) {
      native.apply(console, args);
      report(level === 'error' ? 'console.error' : 'console.warn', format(args));
    };
  }
  window.addEventListener(
    'error',
    (e: Event) => {
      if (e instanceof ErrorEvent) {
        report('uncaught', e.message || format([e.error]), e.filename ? `${e.filename}:${e.lineno}` : undefined);
        return;
      }
      // A resource that failed to load (img, script, link): the event goes to the element, seen in capture.
      const el = e.target;
      if (el instanceof Element) {
        const url = el.getAttribute('src') ?? el.getAttribute('href') ?? '';
        report('resource', `Failed to load ${el.localName}${url ? ` ${url}` : ''}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (e) => report('unhandledrejection', `Unhandled rejection: ${format([e.reason])}`));
}
