// The page runtime's entry: installs one object in the extension's isolated world of this
// frame, which the service worker calls through chrome.scripting. Every answer is a reply
// ({ok, value} or {ok: false, error}); nothing thrown here reaches the page or the worker raw.
import { BridgeError, toErrorShape } from '../../../browser-bridge/errors.ts';
import type { Judged } from '../../sdk/page-view.ts';
import { RUNTIME_GLOBAL, RUNTIME_VERSION, type RuntimeApi, type RuntimeMethod, type RuntimeReply } from '../protocol.ts';
import { collapsed } from './collapsed.ts';
import { check, click, focus, hover, key, scroll, select, type, verify } from './act.ts';
import { extract } from './extract.ts';
import { find } from './find.ts';
import { findText } from './find-text.ts';
import { fill, forms, submit } from './forms.ts';
import { doubleClick, drag, rightClick } from './gestures.ts';
import { images } from './images.ts';
import { judge } from './judge.ts';
import { resolvingOnce } from '../../sdk/page/resolve.ts';
import { media, mediaControl } from './media.ts';
import { focused, selection } from './page-state.ts';
import { read } from './read.ts';
import { screenRegions } from './screen-regions.ts';
import { sketch } from './sketch.ts';
import { snapshot } from './snapshot.ts';
import { upload } from './upload.ts';
import { view } from './view.ts';
import { wait } from './wait.ts';

type Handlers = { [M in RuntimeMethod]: (args: RuntimeApi[M]['args']) => RuntimeApi[M]['result'] | Promise<RuntimeApi[M]['result']> };

const HANDLERS: Handlers = {
  snapshot,
  extract,
  focus,
  hover,
  click,
  type,
  select,
  check,
  key,
  scroll,
  wait,
  verify,
  read,
  find,
  findText,
  images,
  forms,
  selection,
  focused,
  media,
  mediaControl,
  fill,
  submit,
  doubleClick,
  rightClick,
  drag,
  upload,
  screenRegions,
  sketch,
  view,
  collapsed,
};

export interface InstalledRuntime {
  version: string;
  call(method: string, args: unknown, origin: string, judged: Judged | null): Promise<RuntimeReply>;
}

async function call(method: string, args: unknown, origin: string, judged: Judged | null): Promise<RuntimeReply> {
  try {
    // The worker checked the tab's origin; the frame may have navigated since, or be another origin.
    if (location.origin !== origin) {
      throw window === window.top
        ? new BridgeError('navigated', `The page is now on ${location.origin}, not ${origin}; nothing was done.`)
        : new BridgeError('origin-not-allowed', `This frame is on ${location.origin}; only frames of ${origin} are reachable from that tab.`, { origin: location.origin });
    }
    if (!Object.hasOwn(HANDLERS, method)) throw new BridgeError('internal', `The page runtime has no function ${method}.`);
    const handler = HANDLERS[method as RuntimeMethod] as (a: unknown) => unknown;
    if (!judged) return { ok: true, value: await handler(args) };
    // The change finds its target once: the judgement's lookup is handed on (same task).
    const acting = resolvingOnce(
      () => judge(judged),
      () => handler(args),
    );
    return { ok: true, value: await acting };
  } catch (err) {
    return { ok: false, error: toErrorShape(err) };
  }
}

export function installRuntime(): void {
  const runtime: InstalledRuntime = { version: RUNTIME_VERSION, call };
  Object.defineProperty(globalThis, RUNTIME_GLOBAL, { value: runtime, configurable: true, enumerable: false, writable: false });
}
