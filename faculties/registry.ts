// The one list of every Faculty's actions, imported by the extension build and the OS build alike.
// Adding a capability: a module in its Faculty's actions/, one line here (CONTRIBUTING.md).
import type { SignaturesOf } from './sdk/describe.ts';
import { browserPageInfo } from './clicks-and-clankers/actions/browser-page-info.ts';
import { browserSemanticCheck } from './clicks-and-clankers/actions/browser-semantic-check.ts';
import { browserSemanticClick } from './clicks-and-clankers/actions/browser-semantic-click.ts';
import { browserSemanticExtract } from './clicks-and-clankers/actions/browser-semantic-extract.ts';
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
import { echoActionApprovalRequest } from './clicks-and-clankers/actions/echo-action-approval-request.ts';
import { echoAllowlistGet } from './clicks-and-clankers/actions/echo-allowlist-get.ts';
import { echoApprovalCancel } from './clicks-and-clankers/actions/echo-approval-cancel.ts';
import { echoApprovalStatus } from './clicks-and-clankers/actions/echo-approval-status.ts';
import { echoWebmcpApprovalRequest } from './clicks-and-clankers/actions/echo-webmcp-approval-request.ts';
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

/** Every action's input and result type, by name: what the OS page's bridge client is typed with. */
export type RegistryActions = SignaturesOf<typeof REGISTRY>;
