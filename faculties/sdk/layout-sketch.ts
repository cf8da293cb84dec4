// A layout sketch: the page's boxes and labels as it lays them out now, read by the semantic
// runtime (semantic/page/sketch.ts), which works in a tab that is not on screen. The extension
// draws it as an approval's picture when no live capture can be taken (a tab behind AI Echo).
// Labels are page text: untrusted, bounded here and redacted in the worker before they are drawn
// (as canvas text, never markup). Protected fields, marked regions and other sites' frames are
// the same mask every picture has (screen-regions.ts), drawn as solid boxes, their text never read.
import type { CaptureRect as ViewRect } from './capture.ts';

/** Boxes in one sketch, and characters of one label. */
export const MAX_SKETCH_BOXES = 400;
export const MAX_SKETCH_LABEL_CHARS = 80;

export type SketchBoxKind = 'control' | 'field' | 'heading' | 'text' | 'image' | 'frame';

export interface SketchBox {
  kind: SketchBoxKind;
  /** CSS pixels of the top viewport. */
  rect: ViewRect;
  /** What the page shows there: a control's name, a heading's or a line's text, a field's value (never a protected field's: those are only mask), else its name. */
  label: string;
}

export interface LayoutSketch {
  viewport: { width: number; height: number };
  /** In document order (later boxes drawn over earlier ones). */
  boxes: SketchBox[];
  /** Drawn solid: protected fields and regions, other sites' frames, objects and embeds. */
  mask: ViewRect[];
  /** Boxes left out past MAX_SKETCH_BOXES. */
  omitted: number;
}
