import type { PortLike } from './BrowserBridgeClient.ts';

/** A far end the test drives: what the client posted, and ways to answer or hang up. */
export interface FarEnd {
  received: unknown[];
  send(message: unknown): void;
  disconnect(): void;
  onMessage(cb: (message: unknown) => void): void;
}

/**
 * An in-memory linked pair of port ends, for testing kernel and client logic without Chrome.
 * Delivery is asynchronous (a microtask), like a real port. Never a substitute for the
 * end-to-end test of the same path.
 */
export function createPortPair(): { port: PortLike; far: FarEnd } {
  const toClient = new Set<(m: unknown) => void>();
  const toFar = new Set<(m: unknown) => void>();
  const disconnects = new Set<() => void>();
  let open = true;
  const far: FarEnd = {
    received: [],
    send(message) {
      if (open) queueMicrotask(() => toClient.forEach((cb) => cb(structuredClone(message))));
    },
    disconnect() {
      if (!open) return;
      open = false;
      queueMicrotask(() => disconnects.forEach((cb) => cb()));
    },
    onMessage(cb) {
      toFar.add(cb);
    },
  };
  const port: PortLike = {
    postMessage(message) {
      if (!open) throw new Error('Attempting to use a disconnected port object');
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      far.received.push(copy);
      queueMicrotask(() => toFar.forEach((cb) => cb(copy)));
    },
    disconnect() {
      open = false; // the initiator's own onDisconnect does not fire, as in Chrome
    },
    onMessage: { addListener: (cb) => void toClient.add(cb) },
    onDisconnect: { addListener: (cb) => void disconnects.add(cb) },
  };
  return { port, far };
}
