// The one list of every Faculty's actions, imported by the extension build and the OS build alike.
// Adding a capability: a module in its Faculty's actions/, one line here (CONTRIBUTING.md).
import type { SignaturesOf } from './sdk/describe.ts';
import { browserPageInfo } from './clicks-and-clankers/actions/browser-page-info.ts';
import { browserSemanticCheck } from './clicks-and-clankers/actions/browser-semantic-check.ts';
import { browserSemanticClick } from './clicks-and-clankers/actions/browser-semantic-click.ts';
import { browserSemanticExtract } from './clicks-and-clankers/actions/browser-semantic-extract.ts';
import { browserSemanticCollapsed } from './clicks-and-clankers/actions/browser-semantic-collapsed.ts';
import { browserSemanticFind } from './clicks-and-clankers/actions/browser-semantic-find.ts';
import { browserSemanticFocus } from './clicks-and-clankers/actions/browser-semantic-focus.ts';
import { browserSemanticHover } from './clicks-and-clankers/actions/browser-semantic-hover.ts';
import { browserSemanticKey } from './clicks-and-clankers/actions/browser-semantic-key.ts';
import { browserSemanticScroll } from './clicks-and-clankers/actions/browser-semantic-scroll.ts';
import { browserSemanticSelect } from './clicks-and-clankers/actions/browser-semantic-select.ts';
import { browserSemanticSnapshot } from './clicks-and-clankers/actions/browser-semantic-snapshot.ts';
import { browserSemanticType } from './clicks-and-clankers/actions/browser-semantic-type.ts';
import { browserSemanticVerify } from './clicks-and-clankers/actions/browser-semantic-verify.ts';
import { browserSemanticWait } from './clicks-and-clankers/actions/browser-semantic-wait.ts';
import { browserTabsFind } from './clicks-and-clankers/actions/browser-tabs-find.ts';
import { browserTabsList } from './clicks-and-clankers/actions/browser-tabs-list.ts';
import { browserWebmcpDiscover } from './clicks-and-clankers/actions/browser-webmcp-discover.ts';
import { browserWebmcpInvoke } from './clicks-and-clankers/actions/browser-webmcp-invoke.ts';
import { browserPageScreenshot } from './clicks-and-clankers/actions/browser-page-screenshot.ts';
import { browserPageRead } from './clicks-and-clankers/actions/browser-page-read.ts';
import { browserPageFind } from './clicks-and-clankers/actions/browser-page-find.ts';
import { browserPageImages } from './clicks-and-clankers/actions/browser-page-images.ts';
import { browserPageForms } from './clicks-and-clankers/actions/browser-page-forms.ts';
import { browserSemanticFill } from './clicks-and-clankers/actions/browser-semantic-fill.ts';
import { browserSemanticSubmit } from './clicks-and-clankers/actions/browser-semantic-submit.ts';
import { browserSemanticUpload } from './clicks-and-clankers/actions/browser-semantic-upload.ts';
import { browserSemanticDoubleClick } from './clicks-and-clankers/actions/browser-semantic-double-click.ts';
import { browserSemanticRightClick } from './clicks-and-clankers/actions/browser-semantic-right-click.ts';
import { browserSemanticDrag } from './clicks-and-clankers/actions/browser-semantic-drag.ts';
import { browserDialogsList } from './clicks-and-clankers/actions/browser-dialogs-list.ts';
import { browserDialogsWait } from './clicks-and-clankers/actions/browser-dialogs-wait.ts';
import { browserDownloadsStart } from './clicks-and-clankers/actions/browser-downloads-start.ts';
import { browserDownloadsList } from './clicks-and-clankers/actions/browser-downloads-list.ts';
import { browserDownloadsWait } from './clicks-and-clankers/actions/browser-downloads-wait.ts';
import { browserPageConsole } from './clicks-and-clankers/actions/browser-page-console.ts';
import { browserPageSelection } from './clicks-and-clankers/actions/browser-page-selection.ts';
import { browserPageFocused } from './clicks-and-clankers/actions/browser-page-focused.ts';
import { browserPageMedia } from './clicks-and-clankers/actions/browser-page-media.ts';
import { browserSemanticMedia } from './clicks-and-clankers/actions/browser-semantic-media.ts';
import { browserTabsOpen } from './clicks-and-clankers/actions/browser-tabs-open.ts';
import { browserTabsActivate } from './clicks-and-clankers/actions/browser-tabs-activate.ts';
import { browserTabsClose } from './clicks-and-clankers/actions/browser-tabs-close.ts';
import { browserTabsGroup } from './clicks-and-clankers/actions/browser-tabs-group.ts';
import { browserPageNavigate } from './clicks-and-clankers/actions/browser-page-navigate.ts';
import { browserPageBack } from './clicks-and-clankers/actions/browser-page-back.ts';
import { browserPageForward } from './clicks-and-clankers/actions/browser-page-forward.ts';
import { browserPageReload } from './clicks-and-clankers/actions/browser-page-reload.ts';
import { browserPageWaitForLoad } from './clicks-and-clankers/actions/browser-page-wait-for-load.ts';
import { echoActionApprovalRequest } from './clicks-and-clankers/actions/echo-action-approval-request.ts';
import { echoAllowlistGet } from './clicks-and-clankers/actions/echo-allowlist-get.ts';
import { echoApprovalCancel } from './clicks-and-clankers/actions/echo-approval-cancel.ts';
import { echoApprovalFocus } from './clicks-and-clankers/actions/echo-approval-focus.ts';
import { echoApprovalStatus } from './clicks-and-clankers/actions/echo-approval-status.ts';
import { echoAuditList } from './clicks-and-clankers/actions/echo-audit-list.ts';
import { echoWebmcpApprovalRequest } from './clicks-and-clankers/actions/echo-webmcp-approval-request.ts';
import { echoWebmcpHandoffWait } from './clicks-and-clankers/actions/echo-webmcp-handoff-wait.ts';
import { echoLivepatchApprovalRequest } from './live-patch/actions/echo-livepatch-approval-request.ts';
import { livepatchApply } from './live-patch/actions/livepatch-apply.ts';
import { livepatchList } from './live-patch/actions/livepatch-list.ts';
import { livepatchRevert } from './live-patch/actions/livepatch-revert.ts';
import { devjsEvaluate } from './raw-js/actions/devjs-evaluate.ts';
import { echoDevjsApprovalRequest } from './raw-js/actions/echo-devjs-approval-request.ts';
import { echoDevmodeGet } from './raw-js/actions/echo-devmode-get.ts';
import { echoRecordingStart } from './clicks-and-clankers/actions/echo-recording-start.ts';
import { echoRecordingStop } from './clicks-and-clankers/actions/echo-recording-stop.ts';
import { echoSitemapLeave } from './clicks-and-clankers/actions/echo-sitemap-leave.ts';
import { echoSitemapRead } from './clicks-and-clankers/actions/echo-sitemap-read.ts';
import { echoSitemapSave } from './clicks-and-clankers/actions/echo-sitemap-save.ts';
import { echoSitemapVisit } from './clicks-and-clankers/actions/echo-sitemap-visit.ts';

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

/** Every action's input and result type, by name: what the OS page's bridge client is typed with. */
export type RegistryActions = SignaturesOf<typeof REGISTRY>;
