// One audit entry for unit tests of what AI Echo makes of the extension's audit log: a semantic
// click on the shop, recorded under an allowance; each test overrides what it is about.
import type { AuditEntry } from '../../faculties/sdk/audit.ts';

export const auditEntry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: crypto.randomUUID(),
  session: 'abc',
  kind: 'invoke',
  action: 'browser.semantic.click',
  tier: 'semantic',
  effect: 'mutation',
  tabId: 1,
  origin: 'http://shop.test',
  argumentHash: 'a'.repeat(64),
  grantId: null,
  consent: 'allowance',
  outcome: 'ok',
  errorCode: null,
  startedAt: 100_000,
  endedAt: 100_010,
  ...over,
});
