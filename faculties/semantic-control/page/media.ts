// Audio and video players: what is playing (listed with their state) and the controls a person
// uses on them. Starting playback or sound (play, unmute) is hit-tested like pressing the
// player's own button; pausing, muting and seeking stop or move sound and need only the player.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import type { MediaControlResult, MediaItem, MediaResult, RuntimeApi } from '../protocol.ts';
import { evidence, notEditable, prepare } from './act.ts';
import type { EventLog } from './events.ts';
import { hitTest } from './hit-test.ts';
import { sourceOf } from './images.ts';
import { locate } from './locate.ts';
import { regionLevelOf } from '../../sdk/page/sensitive.ts';
import { inViewport, isVisible } from '../../sdk/page/state.ts';
import { PathMemo, allElements } from '../../sdk/page/tree.ts';

/** How long play() may take to settle before the evidence says what happened so far. */
const PLAY_SETTLE_MS = 2_000;

function item(el: HTMLMediaElement, memo: PathMemo): MediaItem {
  return {
    element: locate(el, memo),
    kind: el instanceof HTMLVideoElement ? 'video' : 'audio',
    src: el.srcObject ? 'stream' : sourceOf(el.currentSrc || el.src),
    paused: el.paused,
    ended: el.ended,
    muted: el.muted,
    volume: el.volume,
    currentTime: Math.round(el.currentTime * 100) / 100,
    duration: Number.isFinite(el.duration) ? Math.round(el.duration * 100) / 100 : null,
    controls: el.controls,
    visible: isVisible(el),
    inViewport: inViewport(el),
  };
}

export function media(args: RuntimeApi['media']['args']): MediaResult {
  const memo = new PathMemo();
  const all = [...allElements()].filter((el): el is HTMLMediaElement => el instanceof HTMLMediaElement && !regionLevelOf(el));
  return { url: projectUrl(location.href), media: all.slice(0, args.maxMedia).map((el) => item(el, memo)), omitted: { media: Math.max(0, all.length - args.maxMedia) } };
}

export async function mediaControl(args: RuntimeApi['mediaControl']['args']): Promise<MediaControlResult> {
  const p = prepare(args.target);
  const el = p.el;
  if (!(el instanceof HTMLMediaElement)) notEditable(`The target is a ${p.id.role}, not an audio or video player.`, 'not-media');
  const log: EventLog = [];
  switch (args.command) {
    case 'play': {
      hitTest(el);
      log.push('play()');
      const started = el.play().then(
        () => true,
        (err: unknown) => {
          if (err instanceof DOMException && err.name === 'NotAllowedError') {
            throw new BridgeError('media-blocked', 'The browser would not start playback without a real gesture (its autoplay rules); ask the person to press play, or mute it first.');
          }
          throw new BridgeError('not-editable', `The player could not start: ${err instanceof Error ? err.message : String(err)}`, { reason: 'media-error' });
        },
      );
      started.catch(() => undefined); // a refusal after the wait below is seen in the evidence, not thrown
      await Promise.race([started, new Promise((r) => setTimeout(r, PLAY_SETTLE_MS))]);
      break;
    }
    case 'pause':
      log.push('pause()');
      el.pause();
      break;
    case 'mute':
      log.push('muted=true');
      el.muted = true;
      break;
    case 'unmute':
      hitTest(el);
      log.push('muted=false');
      el.muted = false;
      break;
    case 'seek': {
      const time = args.time;
      if (time === undefined) throw new BridgeError('invalid-input', 'seek needs time (seconds from the start).');
      if (Number.isFinite(el.duration) && time > el.duration) throw new BridgeError('invalid-input', `The media is ${Math.round(el.duration)} s long; ${time} s is past its end.`);
      log.push('currentTime');
      el.currentTime = time;
      break;
    }
  }
  const result = await evidence('media', p, log);
  return { ...result, media: item(el, new PathMemo()) };
}
