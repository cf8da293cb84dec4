// Every Faculty's entry point, activated once by the extension's service worker
// (browser-extension/src/faculty-host.ts). Their actions are listed in registry.ts.
import { browserTabs } from './browser-tabs/activate.ts';
import { livePatch } from './live-patch/activate.ts';
import { rawJs } from './raw-js/activate.ts';
import type { Faculty } from './sdk/faculty.ts';
import { semanticControl } from './semantic-control/activate.ts';
import { webmcp } from './webmcp/activate.ts';

export const FACULTIES: readonly Faculty[] = [browserTabs, semanticControl, webmcp, livePatch, rawJs];
