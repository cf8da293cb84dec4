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
import { browserDialogsList } from './actions/browser-dialogs-list.ts';
import { browserDialogsWait } from './actions/browser-dialogs-wait.ts';
import { browserPageConsole } from './actions/browser-page-console.ts';
import { browserPageScreenshot } from './actions/browser-page-screenshot.ts';
import { browserPageRead } from './actions/browser-page-read.ts';
import { browserPageFind } from './actions/browser-page-find.ts';
import { browserPageImages } from './actions/browser-page-images.ts';
import { browserPageForms } from './actions/browser-page-forms.ts';
import { browserSemanticFill } from './actions/browser-semantic-fill.ts';
import { browserSemanticSubmit } from './actions/browser-semantic-submit.ts';
import { browserSemanticUpload } from './actions/browser-semantic-upload.ts';
import { browserSemanticDoubleClick } from './actions/browser-semantic-double-click.ts';
import { browserSemanticRightClick } from './actions/browser-semantic-right-click.ts';
import { browserSemanticDrag } from './actions/browser-semantic-drag.ts';
import { browserDownloadsStart } from './actions/browser-downloads-start.ts';
import { browserDownloadsList } from './actions/browser-downloads-list.ts';
import { browserDownloadsWait } from './actions/browser-downloads-wait.ts';
import { browserPageSelection } from './actions/browser-page-selection.ts';
import { browserPageFocused } from './actions/browser-page-focused.ts';
import { browserPageMedia } from './actions/browser-page-media.ts';
import { browserSemanticMedia } from './actions/browser-semantic-media.ts';
// tabs and navigation
import { browserPageBack } from './actions/browser-page-back.ts';
import { browserPageForward } from './actions/browser-page-forward.ts';
import { browserPageNavigate } from './actions/browser-page-navigate.ts';
import { browserPageReload } from './actions/browser-page-reload.ts';
import { browserPageWaitForLoad } from './actions/browser-page-wait-for-load.ts';
import { browserTabsActivate } from './actions/browser-tabs-activate.ts';
import { browserTabsClose } from './actions/browser-tabs-close.ts';
import { browserTabsGroup } from './actions/browser-tabs-group.ts';
import { browserTabsOpen } from './actions/browser-tabs-open.ts';
import { echoActionApprovalRequest } from './actions/echo-action-approval-request.ts';
import { echoAllowlistGet } from './actions/echo-allowlist-get.ts';
import { echoApprovalCancel } from './actions/echo-approval-cancel.ts';
import { echoApprovalStatus } from './actions/echo-approval-status.ts';
import { echoWebmcpApprovalRequest } from './actions/echo-webmcp-approval-request.ts';
import { echoWebmcpHandoffWait } from './actions/echo-webmcp-handoff-wait.ts';
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
  echoAllowlistGet,
  echoWebmcpApprovalRequest,
  echoApprovalStatus,
  echoApprovalCancel,
  echoActionApprovalRequest,
  echoWebmcpHandoffWait,
  // Live Patch (rung 5) and raw JavaScript (rung 6, developer mode only): faculties/live-patch, faculties/raw-js.
  livepatchApply,
  livepatchRevert,
  livepatchList,
  echoLivepatchApprovalRequest,
  devjsEvaluate,
  echoDevjsApprovalRequest,
  echoDevmodeGet,
] as const;
