import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticRightClick = defineSpec({
  name: 'browser.semantic.rightClick',
  description:
    "Answers \"open the menu for this file\" and \"right-click the row\": presses the secondary button on one element and sends contextmenu, so a web app's own context menu opens (the browser's menu never does). Take a snapshot afterwards to see the menu's items. Same hit test and protected-surface refusals as browser.semantic.click. Returns evidence and trustedInput:false.",
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to right-click ', ...target, `, opening its menu, on ${host}.`],
});
