// The recorder page runtime as the worker calls it (through ctx.page / the extension's page RPC):
// `start` arms it in one frame of the recorded origin, `stop` disarms it. What it sends while
// armed, one message per act, has its shape in browser-bridge/recording.ts.
import type { PageRuntime } from '../../../faculties/sdk/page-rpc.ts';

export const RECORDER_FILE = 'runtimes/recorder.js';
export const RECORDER_GLOBAL = '__aiEchoRecorder';
export const RECORDER_VERSION = 'recorder-1';
export const RECORDING_MESSAGE = 'echo-recording-step';
/** Asked by a recorder armed at document_start: is this tab the recorded one? */
export const RECORDING_QUERY = 'echo-recording-query';
export const RECORDER_AUTOSTART_FILE = 'runtimes/recorder-autostart.js';

export interface RecorderApi {
  start: { args: Record<string, never>; result: { armed: true } };
  stop: { args: Record<string, never>; result: { armed: false } };
}

export const RECORDER_RUNTIME: PageRuntime<RecorderApi> = { file: RECORDER_FILE, global: RECORDER_GLOBAL, version: RECORDER_VERSION };
