// What a snapshot left out, kept in this document's runtime under a random token so the next
// call can list it (the cursor). A few answers are kept; an older or unknown token is `stale`,
// and a navigation drops them all with the runtime.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { WalkEntry } from './walk.ts';

export const CURSOR_TOKEN_CHARS = 10;
export const CURSOR_TOKEN_PATTERN = `[0-9a-z]{${CURSOR_TOKEN_CHARS}}`;
/** Answers kept at once: enough to page through one snapshot while taking another. */
const KEPT = 4;

interface Kept {
  entries: WalkEntry[];
  /** Indexes into entries of the lines not yet listed, in document order. */
  rest: number[];
}

const kept = new Map<string, Kept>();

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CURSOR_TOKEN_CHARS));
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
}

export function keepRest(entries: WalkEntry[], rest: number[]): string {
  const token = newToken();
  kept.set(token, { entries, rest });
  // Maps iterate in insertion order: the first key is the oldest.
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return token;
}

/** The rest kept under `token` (asking twice gives the same lines; each answer issues its own token for what remains). */
export function takeRest(token: string): Kept {
  const found = kept.get(token);
  if (!found) {
    throw new BridgeError('stale', `That cursor is no longer known in this document (newer snapshots replaced it, or the page reloaded); take a fresh snapshot.`, {
      cursor: token,
    });
  }
  return found;
}
