import { Type } from '@sinclair/typebox';
import type { AuditEntry } from '../../sdk/audit.ts';
import { defineAction } from '../../sdk/define-action.ts';

export const echoAuditList = defineAction({
  name: 'echo.audit.list',
  description:
    "Reserved for the kernel: the extension's audit log for this session, oldest first: every action it was asked to run, whoever called it (AI Echo's chat or anything else on this connection), with its hash, tab, origin, grant and outcome. Never argument values. Another session's entries are not listed.",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx): Promise<{ entries: AuditEntry[] }> {
    return { entries: await ctx.auditLog() };
  },
});
