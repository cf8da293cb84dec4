// The semantic page runtime, injected with chrome.scripting.executeScript({files}) into the
// extension's isolated world of one frame (the page's own scripts cannot see or change it).
// The logic lives in faculties/semantic-control/page/; this file only installs it.
import { installRuntime } from '../../faculties/semantic-control/page/runtime.ts';

installRuntime();
