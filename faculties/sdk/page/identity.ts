// An element's identity for the Navi: role, accessible name and fingerprint, computed the same
// way by the snapshot walk and by target resolution (so a fingerprint resolves to what it named).
import { fingerprint } from './fingerprint.ts';
import type { TargetRef } from './element.ts';
import { accessibleName } from './name.ts';
import { listableRole } from './clickable.ts';
import type { RoleInfo } from './role.ts';
import type { PathMemo } from './tree.ts';

export interface Identity extends TargetRef {
  info: RoleInfo | null;
}

/** Listable elements get a fingerprint; anything else (a selector can reach any element) gets null. */
export function identify(el: Element, memo: PathMemo, info: RoleInfo | null = listableRole(el)): Identity {
  const role = info?.role ?? 'generic';
  const name = accessibleName(el, role, memo);
  const listable = info !== null && !(info.needsName && !name);
  return {
    info: listable ? info : null,
    role,
    name,
    fingerprint: listable ? fingerprint({ role, name, tag: el.localName, pathHash: memo.pathHash(el) }) : null,
  };
}

export function refOf(identity: Identity): TargetRef {
  return { fingerprint: identity.fingerprint, role: identity.role, name: identity.name };
}
