import { Signal } from '@lit-labs/signals';

/**
 * Calls `cb` after the value `read` computes from signals changes, outside any component (Lit's
 * SignalWatcher covers components). Returns a function that stops watching.
 */
export function onSignalChange<T>(read: () => T, cb: (value: T) => void): () => void {
  const computed = new Signal.Computed(read);
  let last = computed.get();
  const watcher = new Signal.subtle.Watcher(() =>
    queueMicrotask(() => {
      const next = computed.get();
      watcher.watch();
      if (!Object.is(next, last)) cb((last = next));
    }),
  );
  watcher.watch(computed);
  return () => watcher.unwatch(computed);
}
