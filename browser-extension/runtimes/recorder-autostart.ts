// The recorder, registered as a content script at document_start on the recorded origin while a
// recording runs: it arms at once and asks the worker whether this tab is the recorded one before
// it sends anything (browser-extension/src/recording/page/recorder.ts).
import { autostartRecorder, installRecorder } from '../src/recording/page/recorder.ts';

installRecorder();
autostartRecorder();
