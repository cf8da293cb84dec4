import type { Static } from '@sinclair/typebox';
import { BridgeError, ERROR_CODES } from '../../../browser-bridge/errors.ts';
import type { ActionContext, AllowedTab } from '../../sdk/action-context.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { redactData } from '../../sdk/redaction/data.ts';
import { jsonChars } from '../json-chars.ts';
import { SNAPSHOT_DEFAULT_MAX_BYTES, SNAPSHOT_DEFAULT_MAX_ELEMENTS, SNAPSHOT_MIN_BYTES, SNAPSHOT_MIN_FRAME_BUDGET } from '../limits.ts';
import { hideSecretValues } from '../../sdk/outline.ts';
import type { FrameSnapshot, RuntimeApi } from '../protocol.ts';
import type { FrameAnswer } from '../../sdk/page-rpc.ts';
import { SEMANTIC_RUNTIME } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticSnapshot, type SnapshotFrame, type SemanticSnapshot } from '../actions/browser-semantic-snapshot.ts';
/** The widest cursor this action writes: a frame id and a runtime token. */
const WIDEST_CURSOR = `${2 ** 31}.${'x'.repeat(10)}`;
const WIDE_COUNT = 10 ** 9;

/** Frames of the tab's own origin, top first; about: frames inherit their creator's origin (the runtime re-checks). */
async function sameOriginFrames(ctx: ActionContext, tabId: number, origin: string): Promise<{ frames: { frameId: number; parentFrameId: number }[]; crossOrigin: number }> {
  const all = await ctx.frames(tabId);
  const frames = all.filter((f) => originOf(f.url) === origin || f.url.startsWith('about:')).sort((a, b) => a.frameId - b.frameId);
  return { frames, crossOrigin: all.length - frames.length };
}

/** Room for one `skippedFrames` entry (a frame that vanished while it was read). */
function skippedReserve(): number {
  return jsonChars({ frameId: -(2 ** 31), code: 'x'.repeat(Math.max(...ERROR_CODES.map((c) => c.length))) }) + 1;
}

/** The answer's JSON without its frames, with every count and the cursor at their widest and room for a skipped entry per frame. */
function envelopeChars(tabId: number, frameCount: number): number {
  const omitted = { hidden: WIDE_COUNT, overLimit: WIDE_COUNT, sensitive: WIDE_COUNT, crossOriginFrames: WIDE_COUNT, framesOverLimit: WIDE_COUNT };
  const shell = { tabId, frames: [], listed: WIDE_COUNT, interactive: WIDE_COUNT, omitted, skippedFrames: [], cursor: WIDEST_CURSOR, untrusted: true };
  return jsonChars(shell) + frameCount * skippedReserve();
}

/** Outlines hold page text: values of secret-named controls, then every shape, are redacted. */
function redact(result: SemanticSnapshot): SemanticSnapshot {
  for (const frame of result.frames) frame.outline = hideSecretValues(frame.outline);
  return redactData(result).value;
}

type SnapshotInput = Static<typeof browserSemanticSnapshot.input>;
type SnapshotArgs = RuntimeApi['snapshot']['args'];

/** The top frame's answer, asked for on the tab's last origin while the tab is looked up, with the arguments it was asked with. */
interface EarlyTop {
  origin: string;
  args: SnapshotArgs;
  reply: Promise<FrameAnswer<FrameSnapshot>>;
}

/** The runtime's arguments for one frame within what is left of the limits. */
function frameArgs(input: SnapshotInput, elements: number, bytes: number, chars: number, token: string | undefined): SnapshotArgs {
  return {
    maxElements: elements,
    maxBytes: bytes,
    ...(chars !== Infinity ? { budgetChars: chars - 1 } : {}),
    ...(input.query !== undefined ? { query: input.query } : {}),
    ...(token ? { cursor: token } : {}),
  };
}

/**
 * A fresh snapshot of a named tab asks its top frame at once, on the origin the tab had last time
 * (if still allowed), while the tab is looked up: the lookup and the page call overlap. The answer
 * is used only when the lookup gives that origin; the runtime refuses a document of any other.
 */
function earlyTop(ctx: ActionContext, input: SnapshotInput, room: number): EarlyTop | null {
  if (input.tabId === undefined || input.frameId !== undefined || input.cursor !== undefined) return null;
  const origin = ctx.guessedOrigin(input.tabId);
  if (origin === null) return null;
  const chars = room === Infinity ? Infinity : room - envelopeChars(input.tabId, 1);
  if (chars < SNAPSHOT_MIN_FRAME_BUDGET) return null;
  const args = frameArgs(input, input.maxElements ?? SNAPSHOT_DEFAULT_MAX_ELEMENTS, input.maxBytes ?? SNAPSHOT_DEFAULT_MAX_BYTES, chars, undefined);
  const reply = ctx.page.call(SEMANTIC_RUNTIME, { tabId: input.tabId, frameId: 0 }, origin, 'snapshot', args);
  reply.catch(() => undefined);
  return { origin, args, reply };
}

/** The frames' lines within the limits, `room` being the characters the answer may take before redaction. */
async function collect(ctx: ActionContext, tab: AllowedTab, input: SnapshotInput, room: number, early: EarlyTop | null = null): Promise<SemanticSnapshot> {
  const [startFrame, token] = input.cursor ? [Number(input.cursor.split('.')[0]), input.cursor.split('.')[1]] : [undefined, undefined];
  if (startFrame !== undefined && input.frameId !== undefined && startFrame !== input.frameId) {
    throw new BridgeError('invalid-input', `That cursor continues frame ${startFrame}, not frame ${input.frameId}.`);
  }
  // A fresh snapshot of the whole tab asks the top frame first, and for the frame list only
  // when the top document holds frames at all (most pages do not: one browser call saved).
  const lazyFrames = input.frameId === undefined && startFrame === undefined;
  let { frames, crossOrigin } =
    input.frameId !== undefined
      ? { frames: [{ frameId: input.frameId, parentFrameId: -1 }], crossOrigin: 0 }
      : lazyFrames
        ? { frames: [{ frameId: 0, parentFrameId: -1 }], crossOrigin: 0 }
        : await sameOriginFrames(ctx, tab.tabId, tab.origin);
  if (startFrame !== undefined) {
    frames = frames.filter((f) => f.frameId >= startFrame);
    if (token && frames[0]?.frameId !== startFrame) throw new BridgeError('stale', `Frame ${startFrame} that the cursor continues is gone; take a fresh snapshot.`, { frameId: startFrame });
  }
  const budgeted = room !== Infinity;
  let elements = input.maxElements ?? SNAPSHOT_DEFAULT_MAX_ELEMENTS;
  let bytes = input.maxBytes ?? SNAPSHOT_DEFAULT_MAX_BYTES;
  let chars = budgeted ? room - envelopeChars(tab.tabId, frames.length) : Infinity;
  const result: SemanticSnapshot = {
    tabId: tab.tabId,
    frames: [],
    listed: 0,
    interactive: 0,
    omitted: { hidden: 0, overLimit: 0, sensitive: 0, crossOriginFrames: crossOrigin, framesOverLimit: 0 },
    skippedFrames: [],
    untrusted: true,
  };
  const raw: FrameSnapshot[] = [];
  // One frame at a time, each within what the earlier ones left of the limits; a frame with
  // lines left over ends the answer, and its cursor goes on from there.
  for (let i = 0; i < frames.length; i++) {
    const frame = frames[i]!;
    if (elements < 1 || bytes < SNAPSHOT_MIN_BYTES || chars < SNAPSHOT_MIN_FRAME_BUDGET) {
      if (i === 0 && budgeted) throw new BridgeError('invalid-input', `A budget of ${input.budget} characters leaves no room for any line; give a larger budget.`);
      result.omitted.framesOverLimit += frames.length - i;
      result.cursor = String(frame.frameId);
      break;
    }
    try {
      // A native dialog that blocks the page ends the call with `dialog-open` instead of a hang.
      const args = frameArgs(input, elements, bytes, chars, i === 0 ? token : undefined);
      const asked = i === 0 && early && early.origin === tab.origin && early.args.maxElements === args.maxElements && early.args.maxBytes === args.maxBytes && early.args.budgetChars === args.budgetChars;
      const reply = await (asked ? early.reply : ctx.page.call(SEMANTIC_RUNTIME, { tabId: tab.tabId, frameId: frame.frameId }, tab.origin, 'snapshot', args));
      const { iframes: _iframes, ownerPath: _ownerPath, cursor: frameCursor, childFrames, outlineBytes, ...snap } = reply.value;
      const listed: SnapshotFrame = { ...snap, url: projectUrl(snap.url), frameId: frame.frameId, parentFrameId: frame.parentFrameId, documentId: reply.documentId };
      raw.push(reply.value);
      result.frames.push(listed);
      elements -= snap.listed;
      bytes -= outlineBytes;
      if (budgeted) chars -= jsonChars(listed) + 1;
      result.listed += snap.listed;
      result.interactive += snap.interactive;
      result.omitted.hidden += snap.omitted.hidden;
      result.omitted.overLimit += snap.omitted.overLimit;
      result.omitted.sensitive += snap.omitted.sensitive;
      if (lazyFrames && i === 0 && childFrames > 0) {
        const all = await sameOriginFrames(ctx, tab.tabId, tab.origin);
        const children = all.frames.filter((f) => f.frameId !== 0);
        frames.push(...children);
        result.omitted.crossOriginFrames = all.crossOrigin;
        chars -= children.length * skippedReserve();
      }
      // Cross-origin iframes are counted from the frame list above, not again per outline.
      if (frameCursor) {
        result.cursor = `${frame.frameId}.${frameCursor}`;
        result.omitted.framesOverLimit += frames.length - i - 1;
        break;
      }
    } catch (err) {
      // The top frame (or the one frame asked for, or the one a cursor continues) must answer; a child frame may vanish mid-way.
      if (i === 0 || !(err instanceof BridgeError)) throw err;
      if (err.code === 'origin-not-allowed') result.omitted.crossOriginFrames++;
      else result.skippedFrames.push({ frameId: frame.frameId, code: err.code });
    }
  }
  linkFrames(result.frames, raw);
  return result;
}

/** Appends `frame=<id>` to each parent's iframe line whose element is a listed child frame's owner. */
function linkFrames(frames: SnapshotFrame[], raw: FrameSnapshot[]): void {
  frames.forEach((child, i) => {
    const owner = raw[i]!.ownerPath;
    const parentIndex = frames.findIndex((f) => f.frameId === child.parentFrameId);
    const entry = owner && parentIndex >= 0 ? raw[parentIndex]!.iframes.find((f) => f.path === owner) : undefined;
    if (!entry) return;
    const parent = frames[parentIndex]!;
    const outline = parent.outline.split('\n');
    outline[entry.line] += ` frame=${child.frameId}`;
    parent.outline = outline.join('\n');
  });
}

export const browserSemanticSnapshotRun = implement(browserSemanticSnapshot, {
  async run(ctx, input): Promise<SemanticSnapshot> {
    // The page is asked before the tab is looked up: the page call is this request's first browser call.
    const early = earlyTop(ctx, input, input.budget ?? Infinity);
    const tab = await ctx.allowedTab(input.tabId);
    if (input.budget === undefined) return redact(await collect(ctx, tab, input, Infinity, early));
    // Redaction can make a line longer than the page made it (a short secret becomes a marker):
    // then the lines are taken again with that much less room, so what is sent fits.
    let room = input.budget;
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = redact(await collect(ctx, tab, input, room, attempt === 0 ? early : null));
      const size = jsonChars(answer);
      if (size <= input.budget) return answer;
      room -= size - input.budget;
    }
    throw new BridgeError('invalid-input', `A budget of ${input.budget} characters does not hold this page's redacted outline; give a larger budget.`);
  },
});
