import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { NAVI_GROUP_TITLE } from '../../sdk/tabs-host.ts';

// tabs and navigation
export const browserTabsGroup = defineSpec({
  name: 'browser.tabs.group',
  description: `Gather the tabs this session's Navi opened into one "${NAVI_GROUP_TITLE}" tab group again (after the person moved or ungrouped them): "put your tabs together". Only the Navi's own tabs, never the person's; it loads nothing, so it needs no approval. Returns the group id and its tabs.`,
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ["Group the Navi's tabs"],
});
