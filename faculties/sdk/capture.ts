// Pictures of a tab, as an action asks for them through `ctx.capture` (and approval pictures
// through `ctx.picture`): the extension takes them (browser-extension/src/capture.ts, the one
// place pictures are taken and masked, by the page runtime's screen regions), masks and crops them.

/** A rectangle of a tab's viewport in CSS pixels. */
export interface CaptureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where things are on the tab's page when it is measured (by the page runtime, in the top frame). */
export interface CaptureLayout {
  /** The viewport size in CSS pixels (the picture may have more pixels than this). */
  viewport: { width: number; height: number };
  /** Painted over before the picture leaves the worker. */
  mask: CaptureRect[];
  /** The part to keep; the whole viewport when absent. */
  crop?: CaptureRect;
}

export interface CaptureRequest {
  tabId: number;
  /** Measures the layout; called before and after the capture, so a page that moved in between is caught. */
  measure(): Promise<CaptureLayout>;
  format: 'png' | 'jpeg';
  /** Largest width of the returned picture, in pixels; it is scaled down to fit. */
  maxWidth: number;
}

export interface Capture {
  /** A data: URL of the picture. */
  dataUrl: string;
  mimeType: string;
  width: number;
  height: number;
}
