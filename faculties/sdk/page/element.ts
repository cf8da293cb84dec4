// An element as every Faculty that works on page elements names it: how it is targeted, how it
// is described to the Navi, and what of its state may be observed.

/** A target is exactly one of these; anything that resolves to zero or several elements is an error. */
export type Target = { fingerprint: string } | { selector: string };

/** An element as the Navi sees it. `fingerprint` is null for the page itself (page scrolls). */
export interface TargetRef {
  fingerprint: string | null;
  role: string;
  name: string;
}

/** A target's observable state. Values of sensitive fields are never present. */
export interface TargetState {
  /** false once the element left the document (e.g. a click removed it). */
  attached: boolean;
  visible: boolean;
  enabled: boolean;
  focused: boolean;
  /** Whether some of it is inside the viewport. */
  inViewport: boolean;
  value?: string;
  /** Labels of the selected options of a select. */
  selectedLabels?: string[];
  checked?: boolean | 'mixed';
  selected?: boolean;
  expanded?: boolean;
  pressed?: boolean | 'mixed';
  /** For the page itself: how far down it is scrolled, 0-100. */
  scrollPercent?: number;
}
