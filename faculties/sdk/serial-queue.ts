// One chain of tasks per store: each starts when the one queued before it has settled, so a
// read-modify-write of storage never interleaves with another; a failure does not block the next.
export type Serial = <T>(fn: () => Promise<T>) => Promise<T>;

export function serialQueue(): Serial {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
}
