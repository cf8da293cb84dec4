// Input schema pieces of the Live Patch actions. `op` is a plain string on purpose: anything
// outside the closed set is refused with its own code (operation-not-allowed), not lost in a
// schema error.
import { Type } from '@sinclair/typebox';
import { PAGE_EDITS, frameIdSchema, tabIdSchema, targetSchema } from '../sdk/schema.ts';
import { MAX_ATTRIBUTE_VALUE_CHARS, MAX_NAME_CHARS, MAX_OPERATIONS, MAX_PURPOSE_CHARS, MAX_TEXT_CHARS, MIN_PURPOSE_CHARS } from './limits.ts';
import { OPERATIONS } from './rules.ts';

export { frameIdSchema, tabIdSchema, targetSchema };

export const PATCH_ID_PATTERN = '^lp-[0-9a-f]{16}$';

export const purposeSchema = Type.String({
  minLength: 1,
  maxLength: MAX_PURPOSE_CHARS,
  description: `Required: what the edit does and why, in a sentence of at least ${MIN_PURPOSE_CHARS} characters and three words (a token is refused with purpose-required), which the person reads in the approval window and the receipt (e.g. "Hide the newsletter banner the person asked to remove").`,
});

export const operationSchema = Type.Object(
  {
    op: Type.String({
      minLength: 1,
      maxLength: 40,
      description: `One of: ${OPERATIONS.join(', ')}. setStyle {property, value, important?} / removeStyle {property}: one inline CSS property (no url(), @import or other resource loads). setAttribute {name, value} / removeAttribute {name}: a non-event attribute (no on*, no script URLs, nothing that loads). replaceText {text}: the element's text (plain text). hide / show: the element. annotate {text, position?}: a visible, labelled AI Echo note before or after the element.`,
    }),
    target: targetSchema,
    property: Type.Optional(Type.String({ minLength: 1, maxLength: 82, description: 'setStyle/removeStyle: the CSS property, e.g. color, outline, --accent.' })),
    value: Type.Optional(Type.String({ maxLength: MAX_ATTRIBUTE_VALUE_CHARS, description: 'setStyle: the CSS value; setAttribute: the attribute value.' })),
    important: Type.Optional(Type.Boolean({ description: 'setStyle: set it !important.' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_NAME_CHARS, description: 'setAttribute/removeAttribute: the attribute name, e.g. title, aria-label, class.' })),
    text: Type.Optional(Type.String({ maxLength: MAX_TEXT_CHARS, description: 'replaceText/annotate: plain text (never parsed as markup).' })),
    position: Type.Optional(Type.Union([Type.Literal('before'), Type.Literal('after')], { description: 'annotate: before or after the element (after when omitted).' })),
  },
  { additionalProperties: false },
);

export const operationsSchema = Type.Array(operationSchema, { minItems: 1, maxItems: MAX_OPERATIONS, description: 'The edits, applied in order, all or none.', [PAGE_EDITS]: true });

export const patchIdSchema = Type.String({ pattern: PATCH_ID_PATTERN, description: 'A patchId from livepatch.apply or livepatch.list.' });
