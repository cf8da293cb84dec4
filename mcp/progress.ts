// Keeps an MCP client waiting while a relayed call waits for the person (an approval can take
// minutes): SDK clients give up after 60 s unless progress arrives and they were told to reset
// their timeout on it (`resetTimeoutOnProgress`). Only a request that carried a progress token
// gets notifications (the spec's rule); each says what is being waited for.
import type { ProgressToken } from '@modelcontextprotocol/sdk/types.js';

/** How often a waiting call reports progress; AI_ECHO_MCP_PROGRESS_MS overrides it (tests use a short one). */
export const DEFAULT_PROGRESS_INTERVAL_MS = 10_000;

export function progressIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.AI_ECHO_MCP_PROGRESS_MS);
  return Number.isInteger(ms) && ms >= 100 ? ms : DEFAULT_PROGRESS_INTERVAL_MS;
}

export interface ProgressNotification {
  method: 'notifications/progress';
  params: { progressToken: ProgressToken; progress: number; message: string };
}

/**
 * Sends `notifications/progress` every `intervalMs` until the returned stop is called. A failed
 * send (the client went away) stops it; the call itself ends by its own signal.
 */
export function keepAlive(
  token: ProgressToken | undefined,
  what: string,
  send: (n: ProgressNotification) => Promise<void>,
  intervalMs: number,
): () => void {
  if (token === undefined) return () => undefined;
  let progress = 0;
  const timer = setInterval(() => {
    progress += 1;
    const seconds = Math.round((progress * intervalMs) / 1000);
    const message = `Still waiting on ${what} (${seconds} s): AI Echo may be waiting for the person to approve it in the extension's window.`;
    send({ method: 'notifications/progress', params: { progressToken: token, progress, message } }).catch(() => clearInterval(timer));
  }, intervalMs);
  return () => clearInterval(timer);
}
