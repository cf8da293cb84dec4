// A recording on the wire: what the recorder page runtime sends the service worker while the
// person works in a recorded tab, and what echo.recording.stop hands the kernel. Every field is
// bounded and checked again in the worker (the page is untrusted); a sensitive field never carries
// a value, only why.
import { Type, type Static } from '@sinclair/typebox';

/** Bounds on what one step may carry (names, selectors, typed values). */
export const RECORDING_LIMITS = { name: 200, selector: 500, value: 1000, steps: 500 } as const;

const Str = (max: number) => Type.String({ maxLength: max });

/** One thing the person did, as the page saw it (isTrusted events only). */
export const RecordedAct = Type.Object(
  {
    kind: Type.Union([Type.Literal('click'), Type.Literal('change'), Type.Literal('check'), Type.Literal('select'), Type.Literal('submit')]),
    role: Str(40),
    name: Str(RECORDING_LIMITS.name),
    /** Chrome Recorder selectors, best first: aria, text, css. */
    selectors: Type.Array(Str(RECORDING_LIMITS.selector), { maxItems: 4 }),
    /** Index path from the top window to this frame (the Recorder's `frame`). */
    frame: Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { maxItems: 8 }),
    /** Typed text or the chosen option's label; absent for sensitive fields. */
    value: Type.Optional(Str(RECORDING_LIMITS.value)),
    checked: Type.Optional(Type.Boolean()),
    /** Why nothing was recorded of what the person typed (password, payment, one-time code…). */
    sensitive: Type.Optional(Str(40)),
    /** The field's label, for naming the flow's parameter. */
    label: Type.Optional(Str(RECORDING_LIMITS.name)),
    offsetX: Type.Number(),
    offsetY: Type.Number(),
  },
  { additionalProperties: false },
);
export type RecordedAct = Static<typeof RecordedAct>;

/** An entry of a recording as the worker keeps it: an act, a navigation, or a WebMCP call the kernel adds. */
export type RecordingEntry =
  | { type: 'act'; at: number; url: string; act: RecordedAct }
  | { type: 'navigation'; at: number; url: string; transition: string };

export interface RecordingState {
  recordingId: string;
  tabId: number;
  origin: string;
  startedAt: number;
  startUrl: string;
  title: string;
  entries: RecordingEntry[];
  /** Entries dropped because the recording was full. */
  dropped: number;
}
