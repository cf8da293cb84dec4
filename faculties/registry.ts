// The one list of every action's spec, imported by the extension build and the OS build alike. The
// specs hold no run: the runs are in each Faculty's runs/ (handed to the extension by its
// `activate`) and the host's in browser-extension/src/host-actions/, so the OS bundle carries none.
// Adding a capability: a spec in its Faculty's actions/, its run in runs/, one line here and one in
// its activate.ts (CONTRIBUTING.md).
import type { RUNS as browserTabsRuns } from './browser-tabs/activate.ts';
import type { RUNS as livePatchRuns } from './live-patch/activate.ts';
import type { RUNS as rawJsRuns } from './raw-js/activate.ts';
import type { SignaturesOf } from './sdk/describe.ts';
import type { RUNS as semanticControlRuns } from './semantic-control/activate.ts';
import type { RUNS as webmcpRuns } from './webmcp/activate.ts';
import { browserPageInfo } from './browser-tabs/actions/browser-page-info.ts';
import { browserSemanticCheck } from './semantic-control/actions/browser-semantic-check.ts';
import { browserSemanticClick } from './semantic-control/actions/browser-semantic-click.ts';
import { browserSemanticExtract } from './semantic-control/actions/browser-semantic-extract.ts';
import { browserSemanticCollapsed } from './semantic-control/actions/browser-semantic-collapsed.ts';
import { browserSemanticFind } from './semantic-control/actions/browser-semantic-find.ts';
import { browserSemanticFocus } from './semantic-control/actions/browser-semantic-focus.ts';
import { browserSemanticHover } from './semantic-control/actions/browser-semantic-hover.ts';
import { browserSemanticKey } from './semantic-control/actions/browser-semantic-key.ts';
import { browserSemanticScroll } from './semantic-control/actions/browser-semantic-scroll.ts';
import { browserSemanticSelect } from './semantic-control/actions/browser-semantic-select.ts';
import { browserSemanticSnapshot } from './semantic-control/actions/browser-semantic-snapshot.ts';
import { browserSemanticType } from './semantic-control/actions/browser-semantic-type.ts';
import { browserSemanticVerify } from './semantic-control/actions/browser-semantic-verify.ts';
import { browserSemanticWait } from './semantic-control/actions/browser-semantic-wait.ts';
import { browserTabsFind } from './browser-tabs/actions/browser-tabs-find.ts';
import { browserTabsList } from './browser-tabs/actions/browser-tabs-list.ts';
import { browserWebmcpDiscover } from './webmcp/actions/browser-webmcp-discover.ts';
import { browserWebmcpInvoke } from './webmcp/actions/browser-webmcp-invoke.ts';
import { browserPageScreenshot } from './semantic-control/actions/browser-page-screenshot.ts';
import { browserPageRead } from './semantic-control/actions/browser-page-read.ts';
import { browserPageFind } from './semantic-control/actions/browser-page-find.ts';
import { browserPageImages } from './semantic-control/actions/browser-page-images.ts';
import { browserPageForms } from './semantic-control/actions/browser-page-forms.ts';
import { browserSemanticFill } from './semantic-control/actions/browser-semantic-fill.ts';
import { browserSemanticSubmit } from './semantic-control/actions/browser-semantic-submit.ts';
import { browserSemanticUpload } from './semantic-control/actions/browser-semantic-upload.ts';
import { browserSemanticDoubleClick } from './semantic-control/actions/browser-semantic-double-click.ts';
import { browserSemanticRightClick } from './semantic-control/actions/browser-semantic-right-click.ts';
import { browserSemanticDrag } from './semantic-control/actions/browser-semantic-drag.ts';
import { browserDialogsList } from './browser-tabs/actions/browser-dialogs-list.ts';
import { browserDialogsWait } from './browser-tabs/actions/browser-dialogs-wait.ts';
import { browserDownloadsStart } from './browser-tabs/actions/browser-downloads-start.ts';
import { browserDownloadsList } from './browser-tabs/actions/browser-downloads-list.ts';
import { browserDownloadsWait } from './browser-tabs/actions/browser-downloads-wait.ts';
import { browserPageConsole } from './browser-tabs/actions/browser-page-console.ts';
import { browserPageSelection } from './semantic-control/actions/browser-page-selection.ts';
import { browserPageFocused } from './semantic-control/actions/browser-page-focused.ts';
import { browserPageMedia } from './semantic-control/actions/browser-page-media.ts';
import { browserSemanticMedia } from './semantic-control/actions/browser-semantic-media.ts';
import { browserTabsOpen } from './browser-tabs/actions/browser-tabs-open.ts';
import { browserTabsActivate } from './browser-tabs/actions/browser-tabs-activate.ts';
import { browserTabsClose } from './browser-tabs/actions/browser-tabs-close.ts';
import { browserTabsGroup } from './browser-tabs/actions/browser-tabs-group.ts';
import { browserPageNavigate } from './browser-tabs/actions/browser-page-navigate.ts';
import { browserPageBack } from './browser-tabs/actions/browser-page-back.ts';
import { browserPageForward } from './browser-tabs/actions/browser-page-forward.ts';
import { browserPageReload } from './browser-tabs/actions/browser-page-reload.ts';
import { browserPageWaitForLoad } from './browser-tabs/actions/browser-page-wait-for-load.ts';
import { echoActionApprovalRequest } from './host/actions/echo-action-approval-request.ts';
import { echoAllowlistGet } from './host/actions/echo-allowlist-get.ts';
import { echoApprovalCancel } from './host/actions/echo-approval-cancel.ts';
import { echoApprovalFocus } from './host/actions/echo-approval-focus.ts';
import { echoApprovalStatus } from './host/actions/echo-approval-status.ts';
import { echoAuditList } from './host/actions/echo-audit-list.ts';
import { echoWebmcpApprovalRequest } from './webmcp/actions/echo-webmcp-approval-request.ts';
import { echoWebmcpHandoffWait } from './webmcp/actions/echo-webmcp-handoff-wait.ts';
import { echoLivepatchApprovalRequest } from './live-patch/actions/echo-livepatch-approval-request.ts';
import { livepatchApply } from './live-patch/actions/livepatch-apply.ts';
import { livepatchList } from './live-patch/actions/livepatch-list.ts';
import { livepatchRevert } from './live-patch/actions/livepatch-revert.ts';
import { devjsEvaluate } from './raw-js/actions/devjs-evaluate.ts';
import { echoDevjsApprovalRequest } from './raw-js/actions/echo-devjs-approval-request.ts';
import { echoDevmodeGet } from './raw-js/actions/echo-devmode-get.ts';
import { echoRecordingStart } from './host/actions/echo-recording-start.ts';
import { echoRecordingStop } from './host/actions/echo-recording-stop.ts';
import { echoSitemapLeave } from './host/actions/echo-sitemap-leave.ts';
import { echoSitemapRead } from './host/actions/echo-sitemap-read.ts';
import { echoSitemapSave } from './host/actions/echo-sitemap-save.ts';
import { echoSitemapVisit } from './host/actions/echo-sitemap-visit.ts';

export const REGISTRY = [
  browserTabsList,
  browserTabsFind,
  browserPageInfo,
  browserWebmcpDiscover,
  browserWebmcpInvoke,
  browserSemanticSnapshot,
  browserSemanticFind,
  browserSemanticCollapsed,
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
  echoApprovalFocus,
  echoAuditList,
  echoActionApprovalRequest,
  echoWebmcpHandoffWait,
  // tabs and navigation
  browserTabsOpen,
  browserTabsActivate,
  browserTabsClose,
  browserTabsGroup,
  browserPageNavigate,
  browserPageBack,
  browserPageForward,
  browserPageReload,
  browserPageWaitForLoad,
  // pictures, reading, forms, dialogs, downloads, page state
  browserPageScreenshot,
  browserPageRead,
  browserPageFind,
  browserPageImages,
  browserPageForms,
  browserSemanticFill,
  browserSemanticSubmit,
  browserSemanticUpload,
  browserSemanticDoubleClick,
  browserSemanticRightClick,
  browserSemanticDrag,
  browserDialogsList,
  browserDialogsWait,
  browserDownloadsStart,
  browserDownloadsList,
  browserDownloadsWait,
  browserPageConsole,
  browserPageSelection,
  browserPageFocused,
  browserPageMedia,
  browserSemanticMedia,
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

/**
 * Every action's input and result type, by name: what the OS page's bridge client is typed with.
 * Results come from the runs through type-only imports (erased from every bundle), or, for the
 * host's actions, as their specs declare them.
 */
export type RegistryActions = SignaturesOf<
  typeof REGISTRY,
  [...typeof browserTabsRuns, ...typeof semanticControlRuns, ...typeof webmcpRuns, ...typeof livePatchRuns, ...typeof rawJsRuns]
>;
