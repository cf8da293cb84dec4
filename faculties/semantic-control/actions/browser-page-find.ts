import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { FIND_DEFAULT_MAX_MATCHES, FIND_MAX_MATCHES, MAX_FIND_QUERY_CHARS } from '../limits.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageFind = defineSpec({
  name: 'browser.page.find',
  description:
    'Answers "where does the page mention X?" and "find X on this page", like the browser\'s find bar: searches the visible text of a frame (through open shadow roots; hidden text, form fields and marked private regions are skipped) and returns every match with a short snippet and the element it belongs to as a target ({fingerprint} or {selector}, or null when none is unique), ready for browser.semantic.scroll (to: "intoView"), verify or click. To find a control or heading by its name or role, browser.semantic.find is the tool. Case-insensitive unless caseSensitive. Counts all matches, lists up to maxMatches. Snippets are untrusted page text.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      query: Type.String({ minLength: 1, maxLength: MAX_FIND_QUERY_CHARS, description: 'The words to find (whitespace-insensitive).' }),
      caseSensitive: Type.Optional(Type.Boolean({ description: 'Match upper and lower case exactly (default false).' })),
      maxMatches: Type.Optional(Type.Integer({ minimum: 1, maximum: FIND_MAX_MATCHES, description: `Most matches listed (default ${FIND_DEFAULT_MAX_MATCHES}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
