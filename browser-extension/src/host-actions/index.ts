// The host's own actions (echo.*: approvals, the audit log, the allowlist, recording, site maps):
// their specs are in faculties/host/actions/, which both halves import; their runs are here, in the
// extension, where they run.
import { echoActionApprovalRequestRun } from './echo-action-approval-request.ts';
import { echoAllowlistGetRun } from './echo-allowlist-get.ts';
import { echoApprovalCancelRun } from './echo-approval-cancel.ts';
import { echoApprovalFocusRun } from './echo-approval-focus.ts';
import { echoApprovalStatusRun } from './echo-approval-status.ts';
import { echoAuditListRun } from './echo-audit-list.ts';
import { echoRecordingStartRun } from './echo-recording-start.ts';
import { echoRecordingStopRun } from './echo-recording-stop.ts';
import { echoSitemapLeaveRun } from './echo-sitemap-leave.ts';
import { echoSitemapReadRun } from './echo-sitemap-read.ts';
import { echoSitemapSaveRun } from './echo-sitemap-save.ts';
import { echoSitemapVisitRun } from './echo-sitemap-visit.ts';

export const HOST_RUNS = [
  echoActionApprovalRequestRun,
  echoAllowlistGetRun,
  echoApprovalCancelRun,
  echoApprovalFocusRun,
  echoApprovalStatusRun,
  echoAuditListRun,
  echoRecordingStartRun,
  echoRecordingStopRun,
  echoSitemapLeaveRun,
  echoSitemapReadRun,
  echoSitemapSaveRun,
  echoSitemapVisitRun,
] as const;
