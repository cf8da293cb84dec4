// The recording in progress (ctx.recording), kept in chrome.storage.session (the worker may stop at
// any moment): which tab and origin, and what the person did there so far. The recorder runtime is
// armed in every frame of the recorded origin, from document_start in each new one, and disarmed at stop.
import { Value } from '@sinclair/typebox/value';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { RECORDING_LIMITS, RecordedAct, type RecordingEntry, type RecordingState } from '../../browser-bridge/recording.ts';
import { RECORDER_AUTOSTART_FILE, RECORDER_RUNTIME, RECORDING_MESSAGE, RECORDING_QUERY } from './recording/protocol.ts';
import type { AllowedTab, RecordingControl } from '../../faculties/sdk/action-context.ts';
import { originOf, projectUrl } from '../../faculties/sdk/project-url.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

const KEY = 'recording';

async function current(): Promise<RecordingState | null> {
  const items = await chrome.storage.session.get(KEY);
  return (items[KEY] as RecordingState | undefined) ?? null;
}

// Appends arrive in bursts (a click, a change, a navigation): one write at a time, in order.
const serially = serialQueue();

/** Calls the recorder in each frame; a frame of another origin refuses and is left alone. */
async function setArmed(tabId: number, frameIds: readonly number[], origin: string, on: boolean): Promise<number> {
  let armed = 0;
  for (const frameId of frameIds) {
    try {
      await pageRpc.call(RECORDER_RUNTIME, { tabId, frameId }, origin, on ? 'start' : 'stop', {});
      armed++;
    } catch {
      // another origin's frame, or a frame that went away meanwhile
    }
  }
  return armed;
}

const AUTOSTART_ID = 'ai-echo-recorder';

/** New documents of the recorded origin get the recorder at document_start (it asks before it sends). */
async function autostart(origin: string | null): Promise<void> {
  await chrome.scripting.unregisterContentScripts({ ids: [AUTOSTART_ID] }).catch(() => undefined);
  if (origin) {
    await chrome.scripting.registerContentScripts([{ id: AUTOSTART_ID, matches: [`${origin}/*`], js: [RECORDER_AUTOSTART_FILE], runAt: 'document_start', allFrames: true, persistAcrossSessions: false }]);
  }
}

async function frameIdsOf(tabId: number): Promise<number[]> {
  return ((await chrome.webNavigation.getAllFrames({ tabId }).catch(() => null)) ?? []).map((f) => f.frameId);
}

export const recording: RecordingControl = {
  start(tab: AllowedTab) {
    return serially(async () => {
      const running = await current();
      if (running) throw new BridgeError('recording-active', `A recording is already running in tab ${running.tabId}; stop it first.`);
      const state: RecordingState = {
        recordingId: crypto.randomUUID(),
        tabId: tab.tabId,
        origin: tab.origin,
        startedAt: Date.now(),
        startUrl: projectUrl(tab.url),
        title: tab.title.slice(0, RECORDING_LIMITS.name),
        entries: [],
        dropped: 0,
      };
      await chrome.storage.session.set({ [KEY]: state });
      await autostart(tab.origin);
      if ((await setArmed(tab.tabId, await frameIdsOf(tab.tabId), tab.origin, true)) === 0) {
        await chrome.storage.session.remove(KEY);
        await autostart(null);
        throw new BridgeError('tab-missing', `The recorder could not start in tab ${tab.tabId}.`);
      }
      return state;
    });
  },
  stop() {
    return serially(async () => {
      const state = await current();
      if (!state) throw new BridgeError('recording-none', 'No recording is running.');
      await chrome.storage.session.remove(KEY);
      await autostart(null);
      await setArmed(state.tabId, await frameIdsOf(state.tabId), state.origin, false);
      return state;
    });
  },
};

function append(tabId: number, origin: string, entry: RecordingEntry): Promise<void> {
  return serially(async () => {
    const state = await current();
    if (!state || state.tabId !== tabId || state.origin !== origin) return;
    if (state.entries.length >= RECORDING_LIMITS.steps) state.dropped++;
    else state.entries.push(entry);
    await chrome.storage.session.set({ [KEY]: state });
  });
}

function isQuery(msg: unknown): boolean {
  return !!msg && typeof msg === 'object' && (msg as { type?: unknown }).type === RECORDING_QUERY;
}

function isStepMessage(msg: unknown): msg is { type: string; act: unknown } {
  return !!msg && typeof msg === 'object' && (msg as { type?: unknown }).type === RECORDING_MESSAGE;
}

/**
 * Call once, at the worker's top level. Steps count only from our own content script, in a frame
 * of the recorded tab on the recorded (and still allowed) origin, and only when well formed.
 */
export function registerRecordingListeners(allowedOrigins: () => Promise<string[]>): void {
  chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse) => {
    if (isQuery(msg)) {
      // A recorder armed at document_start: only the recorded tab, on the recorded origin, records.
      if (sender.id !== chrome.runtime.id || !sender.tab?.id || !sender.url) return false;
      const origin = originOf(sender.url);
      void current().then((state) => sendResponse(!!state && state.tabId === sender.tab!.id && state.origin === origin));
      return true;
    }
    if (!isStepMessage(msg)) return false;
    const tabId = sender.tab?.id;
    if (sender.id !== chrome.runtime.id || tabId === undefined || !sender.url || sender.url.startsWith(chrome.runtime.getURL('/'))) return false;
    if (!Value.Check(RecordedAct, msg.act)) return false;
    const act = msg.act;
    const origin = originOf(sender.url);
    void allowedOrigins().then((allowed) => {
      if (!allowed.includes(origin)) return;
      return append(tabId, origin, { type: 'act', at: Date.now(), url: projectUrl(sender.url!), act });
    });
    return false;
  });
  chrome.webNavigation.onCommitted.addListener((d) => {
    if (d.frameId !== 0) return;
    void current().then((state) => {
      if (!state || state.tabId !== d.tabId || originOf(d.url) !== state.origin) return;
      const how = [d.transitionType, ...d.transitionQualifiers].join('+');
      return append(d.tabId, state.origin, { type: 'navigation', at: Date.now(), url: projectUrl(d.url), transition: how });
    });
  });
}
