// The semantic-control Faculty's entry point: its page runtime also reads what the host's approval
// windows show (targets as the page shows them, and the regions a picture masks).
import { defineFaculty } from '../sdk/faculty.ts';
import { SEMANTIC_RUNTIME } from './run.ts';
import { browserPageFindRun } from './runs/browser-page-find.ts';
import { browserPageFocusedRun } from './runs/browser-page-focused.ts';
import { browserPageFormsRun } from './runs/browser-page-forms.ts';
import { browserPageImagesRun } from './runs/browser-page-images.ts';
import { browserPageMediaRun } from './runs/browser-page-media.ts';
import { browserPageReadRun } from './runs/browser-page-read.ts';
import { browserPageScreenshotRun } from './runs/browser-page-screenshot.ts';
import { browserPageSelectionRun } from './runs/browser-page-selection.ts';
import { browserSemanticCheckRun } from './runs/browser-semantic-check.ts';
import { browserSemanticClickRun } from './runs/browser-semantic-click.ts';
import { browserSemanticDoubleClickRun } from './runs/browser-semantic-double-click.ts';
import { browserSemanticDragRun } from './runs/browser-semantic-drag.ts';
import { browserSemanticExtractRun } from './runs/browser-semantic-extract.ts';
import { browserSemanticFillRun } from './runs/browser-semantic-fill.ts';
import { browserSemanticCollapsedRun } from './runs/browser-semantic-collapsed.ts';
import { browserSemanticFindRun } from './runs/browser-semantic-find.ts';
import { browserSemanticFocusRun } from './runs/browser-semantic-focus.ts';
import { browserSemanticHoverRun } from './runs/browser-semantic-hover.ts';
import { browserSemanticKeyRun } from './runs/browser-semantic-key.ts';
import { browserSemanticMediaRun } from './runs/browser-semantic-media.ts';
import { browserSemanticRightClickRun } from './runs/browser-semantic-right-click.ts';
import { browserSemanticScrollRun } from './runs/browser-semantic-scroll.ts';
import { browserSemanticSelectRun } from './runs/browser-semantic-select.ts';
import { browserSemanticSnapshotRun } from './runs/browser-semantic-snapshot.ts';
import { browserSemanticSubmitRun } from './runs/browser-semantic-submit.ts';
import { browserSemanticTypeRun } from './runs/browser-semantic-type.ts';
import { browserSemanticUploadRun } from './runs/browser-semantic-upload.ts';
import { browserSemanticVerifyRun } from './runs/browser-semantic-verify.ts';
import { browserSemanticWaitRun } from './runs/browser-semantic-wait.ts';

export const RUNS = [
  browserPageFindRun,
  browserPageFocusedRun,
  browserPageFormsRun,
  browserPageImagesRun,
  browserPageMediaRun,
  browserPageReadRun,
  browserPageScreenshotRun,
  browserPageSelectionRun,
  browserSemanticCheckRun,
  browserSemanticClickRun,
  browserSemanticDoubleClickRun,
  browserSemanticDragRun,
  browserSemanticExtractRun,
  browserSemanticFillRun,
  browserSemanticFindRun,
  browserSemanticCollapsedRun,
  browserSemanticFocusRun,
  browserSemanticHoverRun,
  browserSemanticKeyRun,
  browserSemanticMediaRun,
  browserSemanticRightClickRun,
  browserSemanticScrollRun,
  browserSemanticSelectRun,
  browserSemanticSnapshotRun,
  browserSemanticSubmitRun,
  browserSemanticTypeRun,
  browserSemanticUploadRun,
  browserSemanticVerifyRun,
  browserSemanticWaitRun,
] as const;

export const semanticControl = defineFaculty({
  id: 'semantic-control',
  activate(host) {
    host.implement(RUNS);
    host.provideEvidenceRuntime(SEMANTIC_RUNTIME);
  },
});
