// The recorder page runtime's names: the file the worker injects, the global it installs in the
// isolated world, and the message type of a recorded act (its shape: browser-bridge/recording.ts).
export const RECORDER_FILE = 'runtimes/recorder.js';
export const RECORDER_GLOBAL = '__aiEchoRecorder';
export const RECORDER_VERSION = 'recorder-1';
export const RECORDING_MESSAGE = 'echo-recording-step';
