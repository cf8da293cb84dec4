// Every bound of the semantic rung in one place: page text is untrusted and can be any size, so
// nothing that leaves a page is unbounded. What a bound leaves out is counted, never hidden.
// The bounds of the element model itself (names, values, labels, selectors) are the SDK's.
export { FINGERPRINT_CACHE_MAX, MAX_GENERIC_NAME_CHARS, MAX_LABEL_CHARS, MAX_NAME_CHARS, MAX_SELECTOR_CHARS, MAX_VALUE_CHARS, bound } from '../sdk/page/limits.ts';

/** Field values shown in a snapshot line; verify and extract show up to MAX_VALUE_CHARS. */
export const MAX_SNAPSHOT_VALUE_CHARS = 40;

/** Snapshot: listed lines (interactive elements, headings, landmarks) and UTF-8 bytes, per call. */
export const SNAPSHOT_DEFAULT_MAX_ELEMENTS = 6_000;
export const SNAPSHOT_MAX_ELEMENTS = 12_000;
export const SNAPSHOT_DEFAULT_MAX_BYTES = 400_000;
/** Stays well under the bridge's 1 MiB frame with room for the JSON around the outline. */
export const SNAPSHOT_MAX_BYTES = 800_000;
export const SNAPSHOT_MIN_BYTES = 1_000;
/** A snapshot's budget: characters of its whole JSON answer (the Navi's untrusted block holds 8,000). */
export const SNAPSHOT_MIN_BUDGET = 1_000;
export const SNAPSHOT_MAX_BUDGET = 800_000;
/** A frame is only asked for lines while at least this much of the budget is left. */
export const SNAPSHOT_MIN_FRAME_BUDGET = 600;
/** Query text that ranks a snapshot's lines, and find's name and text. */
export const MAX_QUERY_CHARS = 200;
/** Matches a find returns (it counts them all). */
export const FIND_DEFAULT_LIMIT = 20;
export const FIND_MAX_LIMIT = 200;

/** Extract: characters of text, and counts of links, tables, rows per table, cells per row, fields. */
export const EXTRACT_DEFAULT_MAX_CHARS = 20_000;
export const EXTRACT_MAX_CHARS = 200_000;
export const EXTRACT_MAX_LINKS = 500;
export const EXTRACT_MAX_TABLES = 20;
export const EXTRACT_MAX_ROWS = 200;
export const EXTRACT_MAX_CELLS = 30;
export const EXTRACT_MAX_FIELDS = 500;
/** Option labels listed per select field. */
export const EXTRACT_MAX_OPTIONS = 50;
export const EXTRACT_MAX_CELL_CHARS = 200;

/** Typed text per `type` call. */
export const MAX_TYPE_CHARS = 10_000;

/** Wait: bounded so a forgotten condition cannot hold a request open. */
export const WAIT_DEFAULT_TIMEOUT_MS = 5_000;
export const WAIT_MAX_TIMEOUT_MS = 30_000;
/** How often a wait re-checks when no DOM mutation woke it (style-only changes). */
export const WAIT_POLL_MS = 100;

/** Read: characters of the article and links listed. */
export const READ_DEFAULT_MAX_CHARS = 20_000;
export const READ_MAX_CHARS = 200_000;
export const READ_DEFAULT_MAX_LINKS = 100;
export const READ_MAX_LINKS = 500;

/** Find: characters of context on each side of a match, and matches listed. */
export const FIND_SNIPPET_CHARS = 60;
export const FIND_DEFAULT_MAX_MATCHES = 20;
export const FIND_MAX_MATCHES = 200;
export const MAX_FIND_QUERY_CHARS = 200;

/** Pictures and players listed per call. */
export const IMAGES_DEFAULT_MAX = 100;
export const IMAGES_MAX = 500;
export const MEDIA_MAX = 50;

/** Forms: fields listed per call; options listed per select or radio group. */
export const FORMS_DEFAULT_MAX_FIELDS = 200;
export const FORMS_MAX_FIELDS = 1_000;
export const FORMS_MAX_OPTIONS = 50;
export const FORMS_MAX_FORMS = 50;

/** Fill: fields per call. */
export const FILL_MAX_FIELDS = 50;

/** Selection: characters returned. */
export const SELECTION_DEFAULT_MAX_CHARS = 5_000;
export const SELECTION_MAX_CHARS = 50_000;
