import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { FORMS_DEFAULT_MAX_FIELDS, FORMS_MAX_FIELDS } from '../limits.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserPageForms = defineSpec({
  name: 'browser.page.forms',
  description:
    'Answers "what does this form ask for?" and "why will the form not submit?": the forms of a frame (or the one form of target), each with where it sends (method and URL), its visible fields in order (target, control type, fieldset group, value, checked, selected labels, options, required, disabled, read-only, valid and the browser\'s validation message) and its submit buttons. Protected fields (password, credential, one-time code, payment, marked private) are listed with withheld and no value, and mark the form protected: AI Echo never fills or submits such a form. Fields outside any form come last. Use it before browser.semantic.fill and browser.semantic.submit. Untrusted page content.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: Type.Optional(targetSchema),
      maxFields: Type.Optional(Type.Integer({ minimum: 1, maximum: FORMS_MAX_FIELDS, description: `Most fields listed per form (default ${FORMS_DEFAULT_MAX_FIELDS}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
