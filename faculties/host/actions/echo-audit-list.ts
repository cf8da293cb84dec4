import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { AuditEntry } from '../../sdk/audit.ts';

export const echoAuditList = defineSpec({
  name: 'echo.audit.list',
  description:
    "Reserved for the kernel: the extension's audit log for this session, oldest first: every action it was asked to run, whoever called it (AI Echo's chat or anything else on this connection), with its hash, tab, origin, grant and outcome. Never argument values. Another session's entries are not listed.",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<{ entries: AuditEntry[] }>(),
});
