// The Live Patch page runtime, injected with chrome.scripting.executeScript({files}) into the
// extension's isolated world of one frame. The logic lives in faculties/live-patch/page/.
import { installLivePatchRuntime } from '../../faculties/live-patch/page/runtime.ts';

installLivePatchRuntime();
