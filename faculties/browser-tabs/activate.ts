// The tabs, navigation, page state, dialogs and downloads Faculty's entry point: its actions' specs are in actions/ (listed in
// faculties/registry.ts); their runs (runs/) are handed to the host here.
import { defineFaculty } from '../sdk/faculty.ts';
import { browserDialogsListRun } from './runs/browser-dialogs-list.ts';
import { browserDialogsWaitRun } from './runs/browser-dialogs-wait.ts';
import { browserDownloadsListRun } from './runs/browser-downloads-list.ts';
import { browserDownloadsStartRun } from './runs/browser-downloads-start.ts';
import { browserDownloadsWaitRun } from './runs/browser-downloads-wait.ts';
import { browserPageBackRun } from './runs/browser-page-back.ts';
import { browserPageConsoleRun } from './runs/browser-page-console.ts';
import { browserPageForwardRun } from './runs/browser-page-forward.ts';
import { browserPageInfoRun } from './runs/browser-page-info.ts';
import { browserPageNavigateRun } from './runs/browser-page-navigate.ts';
import { browserPageReloadRun } from './runs/browser-page-reload.ts';
import { browserPageWaitForLoadRun } from './runs/browser-page-wait-for-load.ts';
import { browserTabsActivateRun } from './runs/browser-tabs-activate.ts';
import { browserTabsCloseRun } from './runs/browser-tabs-close.ts';
import { browserTabsFindRun } from './runs/browser-tabs-find.ts';
import { browserTabsGroupRun } from './runs/browser-tabs-group.ts';
import { browserTabsListRun } from './runs/browser-tabs-list.ts';
import { browserTabsOpenRun } from './runs/browser-tabs-open.ts';

export const RUNS = [
  browserDialogsListRun,
  browserDialogsWaitRun,
  browserDownloadsListRun,
  browserDownloadsStartRun,
  browserDownloadsWaitRun,
  browserPageBackRun,
  browserPageConsoleRun,
  browserPageForwardRun,
  browserPageInfoRun,
  browserPageNavigateRun,
  browserPageReloadRun,
  browserPageWaitForLoadRun,
  browserTabsActivateRun,
  browserTabsCloseRun,
  browserTabsFindRun,
  browserTabsGroupRun,
  browserTabsListRun,
  browserTabsOpenRun,
] as const;

export const browserTabs = defineFaculty({
  id: 'browser-tabs',
  activate(host) {
    host.implement(RUNS);
  },
});
