// The `key` action's allowlist: navigation and control keys only. Text never goes through `key`
// (that is `type`, which checks the field); chords such as Ctrl+A or Alt+F4 are not navigation.

export interface AllowedKey {
  /** Canonical name as the Navi writes it, e.g. `Shift+Tab`. */
  name: string;
  /** KeyboardEvent.key and .code for the synthetic events. */
  key: string;
  code: string;
  shift: boolean;
}

const KEYS: readonly AllowedKey[] = [
  { name: 'Tab', key: 'Tab', code: 'Tab', shift: false },
  { name: 'Shift+Tab', key: 'Tab', code: 'Tab', shift: true },
  { name: 'Enter', key: 'Enter', code: 'Enter', shift: false },
  { name: 'Escape', key: 'Escape', code: 'Escape', shift: false },
  { name: 'Space', key: ' ', code: 'Space', shift: false },
  { name: 'ArrowUp', key: 'ArrowUp', code: 'ArrowUp', shift: false },
  { name: 'ArrowDown', key: 'ArrowDown', code: 'ArrowDown', shift: false },
  { name: 'ArrowLeft', key: 'ArrowLeft', code: 'ArrowLeft', shift: false },
  { name: 'ArrowRight', key: 'ArrowRight', code: 'ArrowRight', shift: false },
  { name: 'Home', key: 'Home', code: 'Home', shift: false },
  { name: 'End', key: 'End', code: 'End', shift: false },
  { name: 'PageUp', key: 'PageUp', code: 'PageUp', shift: false },
  { name: 'PageDown', key: 'PageDown', code: 'PageDown', shift: false },
];

export const ALLOWED_KEY_NAMES: readonly string[] = KEYS.map((k) => k.name);

/**
 * The allowed key a name stands for, or null. Matching ignores case and spaces around `+`
 * (models write `enter` or `shift + tab`); nothing else is interpreted.
 */
export function parseAllowedKey(raw: string): AllowedKey | null {
  const wanted = raw.replace(/\s*\+\s*/g, '+').trim().toLowerCase();
  return KEYS.find((k) => k.name.toLowerCase() === wanted) ?? null;
}
