// Bounds of the element model: page text is untrusted and can be any size, so nothing that
// leaves a page is unbounded.

/** Accessible names are cut here (with an ellipsis): enough to tell controls apart. */
export const MAX_NAME_CHARS = 100;
/** A script-made clickable is named by all its text (a whole card): its first words tell it apart. */
export const MAX_GENERIC_NAME_CHARS = 60;
/** Field values as verify and extract show them. */
export const MAX_VALUE_CHARS = 1_000;
/** "Covered by <what>" descriptions and other page-derived labels in errors. */
export const MAX_LABEL_CHARS = 80;
/** CSS selectors accepted as targets. */
export const MAX_SELECTOR_CHARS = 1_000;
/** The runtime's fingerprint -> element memo; cleared past this many entries. */
export const FINGERPRINT_CACHE_MAX = 20_000;

/** Cuts `text` to `max` characters, marking the cut; never returns more than `max`. */
export function bound(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
