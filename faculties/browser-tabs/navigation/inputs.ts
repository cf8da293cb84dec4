// What the specs of the navigation actions share: the load-wait bounds and the input of a move
// through a tab's history. Data only: both halves import it with the specs.
import { Type } from '@sinclair/typebox';
import { MAX_LOAD_WAIT_MS } from '../../sdk/navigation.ts';

export { MAX_LOAD_WAIT_MS };
export const DEFAULT_LOAD_WAIT_MS = 15_000;

/** The input of the actions that move a tab through its history: which tab, and the wait for its load. */
export const historyMoveInput = {
  tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab; the most recently used web tab when omitted.' })),
  waitForLoad: Type.Optional(Type.Boolean({ description: 'Wait until the page loaded (the default).' })),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOAD_WAIT_MS, description: `How long to wait for the load; ${DEFAULT_LOAD_WAIT_MS} ms when omitted.` })),
};

