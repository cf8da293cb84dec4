import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { MAX_TYPE_CHARS } from '../limits.ts';
import { focusedTargetSchema, frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserSemanticType = defineSpec({
  name: 'browser.semantic.type',
  description:
    "Enter text into one field. Text fields (text, search, email, url, tel, number, textarea, contenteditable) are typed one character at a time: keydown, keypress, beforeinput, the browser's native value setter (so framework-controlled fields such as React see it), input and keyup per character, then change; a page that cancels a key keeps that character out. Appends to the current value unless clear is true. Date, time, datetime-local, month, week, color and range fields take their whole value as their picker would (formats YYYY-MM-DD, HH:MM, YYYY-MM-DDTHH:MM, YYYY-MM, YYYY-Www, #rrggbb, a number) and refuse one the browser rejects or outside min/max (invalid-input). An ARIA textbox, searchbox, combobox or spinbutton drawn by a script gets the key events alone. Line breaks only into multi-line fields. Without target, the text goes where the person's keys would: into the element that has the focus, even a hidden or off-screen one (a terminal's or an editor's hidden input); a line break there that would submit a form passes the hit test with the form's default button, and nothing focused is not-editable. Refuses other controls (not-editable: use select, check or click), disabled or read-only fields, and protected fields (password, credential, one-time code, payment, private regions). Returns evidence with the value before and after, the events sent, and trustedInput:false.",
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: focusedTargetSchema,
      text: Type.String({ maxLength: MAX_TYPE_CHARS, description: 'The text to enter.' }),
      clear: Type.Optional(Type.Boolean({ description: 'Replace the current value instead of appending to it (default false).' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, targeted, host, value }) => ['AI Echo wants to type ', value(input.text), targeted ? ' into ' : ' into the focused field in ', ...target, input.clear ? ', replacing what is there,' : '', ` on ${host}.`],
  output: evidenceSchema,
});
