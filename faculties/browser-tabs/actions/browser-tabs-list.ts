import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

export interface TabSummary {
  tabId: number;
  windowId: number;
  /** Empty for tabs on origins the person has not allowed: the Navi learns only that they exist. */
  title: string;
  url: string;
  origin: string;
  active: boolean;
  allowed: boolean;
}

export const browserTabsList = defineSpec({
  name: 'browser.tabs.list',
  description:
    'List the open browser tabs: tab id, title, URL (credentials and secret-looking parameters removed), whether it is the active tab, and whether the person allowed AI Echo on its origin. Tabs on origins that are not allowed show only their origin.',
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'inspect',
});
