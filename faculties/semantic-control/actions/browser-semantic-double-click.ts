import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticDoubleClick = defineSpec({
  name: 'browser.semantic.doubleClick',
  description:
    'Answers "double-click the file to open it" and "edit this cell": double-clicks one element (two clicks, then dblclick, from synthetic pointer and mouse events) where web apps expect it (file lists, spreadsheet cells, editable labels). Same hit test and protected-surface refusals as browser.semantic.click. Returns evidence and trustedInput:false.',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to double-click ', ...target, ` on ${host}.`],
});
