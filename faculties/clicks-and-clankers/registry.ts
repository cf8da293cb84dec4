// The one list of page capabilities, imported by the extension build and the OS build alike.
// Adding a capability: a module in actions/, one line here (CONTRIBUTING.md).
import { browserPageInfo } from './actions/browser-page-info.ts';
import { browserSemanticCheck } from './actions/browser-semantic-check.ts';
import { browserSemanticClick } from './actions/browser-semantic-click.ts';
import { browserSemanticExtract } from './actions/browser-semantic-extract.ts';
import { browserSemanticFind } from './actions/browser-semantic-find.ts';
import { browserSemanticFocus } from './actions/browser-semantic-focus.ts';
import { browserSemanticHover } from './actions/browser-semantic-hover.ts';
import { browserSemanticKey } from './actions/browser-semantic-key.ts';
import { browserSemanticScroll } from './actions/browser-semantic-scroll.ts';
import { browserSemanticSelect } from './actions/browser-semantic-select.ts';
import { browserSemanticSnapshot } from './actions/browser-semantic-snapshot.ts';
import { browserSemanticType } from './actions/browser-semantic-type.ts';
import { browserSemanticVerify } from './actions/browser-semantic-verify.ts';
import { browserSemanticWait } from './actions/browser-semantic-wait.ts';
import { browserTabsFind } from './actions/browser-tabs-find.ts';
import { browserTabsList } from './actions/browser-tabs-list.ts';
import { browserWebmcpDiscover } from './actions/browser-webmcp-discover.ts';
import { browserWebmcpInvoke } from './actions/browser-webmcp-invoke.ts';
import { echoActionApprovalRequest } from './actions/echo-action-approval-request.ts';
import { echoAllowlistGet } from './actions/echo-allowlist-get.ts';
import { echoApprovalCancel } from './actions/echo-approval-cancel.ts';
import { echoApprovalStatus } from './actions/echo-approval-status.ts';
import { echoWebmcpApprovalRequest } from './actions/echo-webmcp-approval-request.ts';
import { echoRecordingStart } from './actions/echo-recording-start.ts';
import { echoRecordingStop } from './actions/echo-recording-stop.ts';
import { echoSitemapLeave } from './actions/echo-sitemap-leave.ts';
import { echoSitemapRead } from './actions/echo-sitemap-read.ts';
import { echoSitemapSave } from './actions/echo-sitemap-save.ts';
import { echoSitemapVisit } from './actions/echo-sitemap-visit.ts';
import { echoLivepatchApprovalRequest } from '../live-patch/actions/echo-livepatch-approval-request.ts';
import { livepatchApply } from '../live-patch/actions/livepatch-apply.ts';
import { livepatchList } from '../live-patch/actions/livepatch-list.ts';
import { livepatchRevert } from '../live-patch/actions/livepatch-revert.ts';
import { devjsEvaluate } from '../raw-js/actions/devjs-evaluate.ts';
import { echoDevjsApprovalRequest } from '../raw-js/actions/echo-devjs-approval-request.ts';
import { echoDevmodeGet } from '../raw-js/actions/echo-devmode-get.ts';

export const REGISTRY = [
  browserTabsList,
  browserTabsFind,
  browserPageInfo,
  browserWebmcpDiscover,
  browserWebmcpInvoke,
  browserSemanticSnapshot,
  browserSemanticFind,
  browserSemanticExtract,
  browserSemanticFocus,
  browserSemanticHover,
  browserSemanticScroll,
  browserSemanticClick,
  browserSemanticType,
  browserSemanticSelect,
  browserSemanticCheck,
  browserSemanticKey,
  browserSemanticWait,
  browserSemanticVerify,
  echoAllowlistGet,
  echoWebmcpApprovalRequest,
  echoApprovalStatus,
  echoApprovalCancel,
  echoActionApprovalRequest,
  // Live Patch (rung 5) and raw JavaScript (rung 6, developer mode only): faculties/live-patch, faculties/raw-js.
  livepatchApply,
  livepatchRevert,
  livepatchList,
  echoLivepatchApprovalRequest,
  devjsEvaluate,
  echoDevjsApprovalRequest,
  echoDevmodeGet,
  // recording and site map
  echoRecordingStart,
  echoRecordingStop,
  echoSitemapVisit,
  echoSitemapLeave,
  echoSitemapSave,
  echoSitemapRead,
] as const;
