// The one list of page capabilities, imported by the extension build and the OS build alike.
// Adding a capability: a module in actions/, one line here (CONTRIBUTING.md).
import { browserPageInfo } from './actions/browser-page-info.ts';
import { browserTabsList } from './actions/browser-tabs-list.ts';
import { echoAllowlistGet } from './actions/echo-allowlist-get.ts';

export const REGISTRY = [
  browserTabsList,
  browserPageInfo,
  echoAllowlistGet,
] as const;
