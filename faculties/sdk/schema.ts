// Input schema pieces every semantic action shares, so the Navi sees one vocabulary.
import { Type } from '@sinclair/typebox';
import { FINGERPRINT_PATTERN } from './page/fingerprint.ts';
import { MAX_SELECTOR_CHARS } from './page/limits.ts';

export const tabIdSchema = Type.Optional(
  Type.Integer({ minimum: 0, description: 'Tab to act in (from browser.tabs.list); the most recently used web tab when omitted.' }),
);

export const frameIdSchema = Type.Optional(
  Type.Integer({
    minimum: 0,
    description: 'Frame within the tab (from a snapshot or browser.page.info); 0, the top frame, when omitted. Only frames of the tab\'s own origin are reachable.',
  }),
);

export const targetSchema = Type.Union(
  [
    Type.Object(
      { fingerprint: Type.String({ pattern: FINGERPRINT_PATTERN, description: 'A fingerprint from browser.semantic.snapshot (the @xxxxxxxx after an element), without the @.' }) },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        selector: Type.String({
          minLength: 1,
          maxLength: MAX_SELECTOR_CHARS,
          description: 'A CSS selector, matched in the document and inside open shadow roots; it must match exactly one element.',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'The element: {fingerprint} from a snapshot (preferred), or {selector}. Zero or several matches is an error, never a guess.' },
);
