// The independent check after a Live Patch change: livepatch.list asks the page itself whether
// each change is still exactly as applied (the runtime compares the DOM with what it recorded),
// which is a separate read from the change's own claim.

export interface LivePatchReadback {
  call: { name: 'livepatch.list'; arguments: Record<string, unknown> };
  claimed: { patchId: string; state: 'active' | 'reverted' };
  matches(observed: unknown): boolean;
}

interface Listed {
  active?: { patchId?: unknown; intact?: unknown }[];
  reverted?: { patchId?: unknown }[];
}

export function livePatchReadback(action: string, tabId: number | null, value: unknown): LivePatchReadback | null {
  const patchId = (value as { patchId?: unknown } | null)?.patchId;
  if (typeof patchId !== 'string' || (action !== 'livepatch.apply' && action !== 'livepatch.revert')) return null;
  const args = tabId === null ? {} : { tabId };
  if (action === 'livepatch.apply') {
    return {
      call: { name: 'livepatch.list', arguments: args },
      claimed: { patchId, state: 'active' },
      matches: (observed) => ((observed as Listed | null)?.active ?? []).some((p) => p.patchId === patchId && p.intact === true),
    };
  }
  return {
    call: { name: 'livepatch.list', arguments: args },
    claimed: { patchId, state: 'reverted' },
    matches: (observed) => {
      const o = (observed ?? {}) as Listed;
      return !(o.active ?? []).some((p) => p.patchId === patchId) && (o.reverted ?? []).some((p) => p.patchId === patchId);
    },
  };
}
