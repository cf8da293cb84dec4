// Every bound of the Live Patch rung in one place.

/** Operations in one patch. */
export const MAX_OPERATIONS = 32;
/** The declared purpose: long enough to say what and why, short enough to read in an approval. */
export const MIN_PURPOSE_CHARS = 12;
export const MAX_PURPOSE_CHARS = 500;
/** Replacement text and annotation text. */
export const MAX_TEXT_CHARS = 2_000;
/** One inline style value, and a whole `style` attribute set with setAttribute. */
export const MAX_STYLE_VALUE_CHARS = 500;
export const MAX_STYLE_TEXT_CHARS = 2_000;
/** One attribute value. */
export const MAX_ATTRIBUTE_VALUE_CHARS = 2_000;
export const MAX_NAME_CHARS = 100;
/** Patches kept per tab (active ones count first; ended ones are pruned oldest first). */
export const MAX_RECORDS_PER_TAB = 64;
export const MAX_ACTIVE_PATCHES_PER_TAB = 32;
