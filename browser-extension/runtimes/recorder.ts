// The recorder page runtime, injected with chrome.scripting.executeScript({files}) into the
// extension's isolated world of each frame of a recorded tab. The logic lives in
// browser-extension/src/recording/page/; this file only installs it.
import { installRecorder } from '../src/recording/page/recorder.ts';

installRecorder();
