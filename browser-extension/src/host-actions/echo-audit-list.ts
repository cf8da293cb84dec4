import type { AuditEntry } from '../../../faculties/sdk/audit.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoAuditList } from '../../../faculties/host/actions/echo-audit-list.ts';

export const echoAuditListRun = implement(echoAuditList, {
  async run(ctx): Promise<{ entries: AuditEntry[] }> {
    return { entries: await ctx.auditLog() };
  },
});
