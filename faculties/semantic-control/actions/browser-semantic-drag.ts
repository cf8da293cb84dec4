import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticDrag = defineSpec({
  name: 'browser.semantic.drag',
  description:
    'Answers "move this card to Done", "drag the file into the folder" and "reorder these": drags one element onto another in the same frame, with pointer and mouse events and, for a draggable source, HTML drag and drop (dragstart, dragover, drop, dragend sharing one DataTransfer). Both the source and the destination must pass the click hit test before any event; protected surfaces are refused. Returns evidence for the source and the destination\'s state before and after, trustedInput:false; check the result with browser.semantic.verify or a snapshot.',
  input: Type.Object(
    { tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema, to: Type.Union(targetSchema.anyOf, { description: 'Where to drop it: {fingerprint} or {selector}, like target.' }) },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to drag ', ...target, ` and drop it on another element on ${host}.`],
});
