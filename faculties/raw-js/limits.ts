// Every bound of the raw JavaScript rung.

/** Code per run: all of it is shown in the approval window, so it stays readable there. */
export const MAX_CODE_CHARS = 16_000;
/** How long the code (and a promise it returns) may take. */
export const DEFAULT_RAWJS_TIMEOUT_MS = 5_000;
export const MIN_RAWJS_TIMEOUT_MS = 100;
export const MAX_RAWJS_TIMEOUT_MS = 30_000;
/** Characters of the result's JSON read out of the page; the rest is cut and marked. */
export const MAX_RAW_RESULT_CHARS = 1_048_576;
/** Nesting the page-side serialiser follows before it writes a marker. */
export const MAX_SERIALISE_DEPTH = 16;
/** How long the person has to decide on one run. */
export const RAWJS_APPROVAL_TTL_MS = 2 * 60_000;
