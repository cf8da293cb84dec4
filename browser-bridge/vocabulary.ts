// The words both halves use about an action, defined once on the wire side: what it does to a
// page (effect), which rung of the ladder it is (tier), and which names are the kernel's own.
// Policy keys on these declared facts, never on an action's name.

/** What an action can do to a page. */
export const ACTION_EFFECTS = ['read', 'mutation'] as const;
export type ActionEffect = (typeof ACTION_EFFECTS)[number];

/**
 * The capability ladder, narrowest first. `inspect` is browser-level reading (tabs, page info)
 * below the ladder's first rung; `reserved` marks the kernel's own `echo.` control actions.
 */
export const LADDER_TIERS = ['inspect', 'webmcp', 'semantic', 'livepatch', 'rawjs', 'reserved'] as const;
export type LadderTier = (typeof LADDER_TIERS)[number];

/** Names the OS kernel owns; an action is in the `reserved` tier exactly when its name has this prefix. */
export const RESERVED_PREFIX = 'echo.';

export function isReservedName(name: string): boolean {
  return name.startsWith(RESERVED_PREFIX);
}
