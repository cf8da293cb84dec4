// Every bound on what a page's WebMCP tools may push through the bridge, and on how long and how
// often we act on them. One named constant each, so tests and docs can cite them.

/** The spec's tool name: 1-128 characters of [A-Za-z0-9_.-]. */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
export const MAX_TOOL_NAME_CHARS = 128;
/** Tools kept per frame; the rest are listed under `excluded` as `too-many-tools`. */
export const MAX_TOOLS_PER_FRAME = 128;
/** Tools read from one frame at all; beyond this only a count comes back (a page can register millions). */
export const MAX_TOOLS_SCANNED_PER_FRAME = 1024;
/** Excluded entries listed per frame; the rest are counted in `excludedOmitted`, never dropped silently. */
export const MAX_EXCLUDED_LISTED_PER_FRAME = 256;
export const MAX_TOOL_TITLE_CHARS = 256;
export const MAX_TOOL_DESCRIPTION_CHARS = 4096;
/** UTF-8 bytes of the input schema's JSON. */
export const MAX_SCHEMA_BYTES = 16_384;
/** Nesting depth of the input schema's JSON (an object or array is one level). */
export const MAX_SCHEMA_DEPTH = 16;
/** Named controls of one form tool; a form with more is excluded (`invalid-field`). */
export const MAX_FORM_FIELDS = 256;
/** Elements walked per frame looking for form tools inside shadow roots. */
export const MAX_FORM_SCAN_ELEMENTS = 50_000;
/** Frames read per tab. */
export const MAX_FRAMES = 64;
/** UTF-8 bytes of a whole discovery answer; tools past it are excluded as `bridge-bytes`. */
export const MAX_DISCOVERY_BYTES = 524_288;

/** UTF-8 bytes of one invocation's canonical arguments. */
export const MAX_ARGUMENT_BYTES = 65_536;
/** Nesting depth of the arguments. */
export const MAX_ARGUMENT_DEPTH = 16;

/** Characters of a tool's raw result text read out of the page; longer text is cut and marked. */
export const MAX_RAW_RESULT_CHARS = 1_048_576;

/** Invocation deadline when the caller sets none, and the most a caller may ask for. */
export const DEFAULT_INVOKE_TIMEOUT_MS = 15_000;
export const MAX_INVOKE_TIMEOUT_MS = 60_000;
export const MIN_INVOKE_TIMEOUT_MS = 100;

/** How long AI Echo watches a filled form (no toolautosubmit) for the person to submit it, by default and at most. */
export const DEFAULT_HANDOFF_WAIT_MS = 10 * 60_000;
export const MAX_HANDOFF_WAIT_MS = 30 * 60_000;
export const MIN_HANDOFF_WAIT_MS = 1_000;
/** After a submission with no answer, how long a navigation is expected before the submission counts as answered by nothing. */
export const HANDOFF_NAVIGATION_GRACE_MS = 10_000;
/** Hand-off records kept (finished ones are pruned first). */
export const MAX_HANDOFF_RECORDS = 64;
