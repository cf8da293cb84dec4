import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { ALLOWED_KEY_NAMES } from '../keys.ts';
import { focusedTargetSchema, frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserSemanticKey = defineSpec({
  name: 'browser.semantic.key',
  description: `Press one navigation or control key on the focused element (or on target, focused first): ${ALLOWED_KEY_NAMES.join(', ')}. Anything else, including letters and chords such as Ctrl+A, is refused with key-not-allowed: enter text with browser.semantic.type. The key's usual effect (Tab moves focus, Enter activates or submits, Space toggles, arrows step a select or radio group, PageDown scrolls) is performed unless the page cancels the keydown. A key that activates passes the same hit test as a click on what it activates, before any key event is sent: Enter or Space on the element it lands on (not Space in a text field), the form's default button for Enter in a form's text field (a form without a submit button is refused), the select or the next radio for arrows; otherwise not-hittable says why. Tab, Escape, PageUp/PageDown and keys moving a caret need no hit test. Without target the key goes where the person's would, so Enter or Space into a focused text field, editor or script-drawn textbox reaches it even when it is hidden or off-screen (a terminal, a game, an editor listening on a hidden input), unless it would submit a form. Refused on protected fields. Returns evidence, where focus went, and trustedInput:false.`,
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      key: Type.String({ minLength: 1, maxLength: 32, description: `One of: ${ALLOWED_KEY_NAMES.join(', ')}.` }),
      target: focusedTargetSchema,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, targeted, host, value }) => ['AI Echo wants to press ', value(input.key), targeted ? ' on ' : ' in ', ...target, ` on ${host}.`],
  output: evidenceSchema,
});
