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

/**
 * A schema keyword that marks a target which, when absent, means the element that has the focus
 * (where a key press lands). Declared data: approvals and the consent gate judge that element.
 */
export const FOCUS_WHEN_ABSENT = 'x-focusWhenAbsent';

/** An optional target that defaults to the focused element. */
export const focusedTargetSchema = Type.Optional(
  Type.Union(targetSchema.anyOf, {
    description: 'The element to act on, focused first: {fingerprint} from a snapshot (preferred), or {selector}. The element that has the focus when omitted.',
    [FOCUS_WHEN_ABSENT]: true,
  }),
);

/**
 * A schema keyword that marks a target the action only moves to, hovers or focuses, never
 * activates: approvals judge what an action may set off, and such a target sets off nothing
 * (a scroll to a "Place order" button orders nothing). Unmarked targets are judged.
 */
export const PASSIVE_TARGET = 'x-passiveTarget';

/**
 * A schema keyword on a list of edits the action makes to the page itself (Live Patch's
 * `operations`): under a site allowance, every control those edits reach is judged, in the page,
 * in the task that makes them (a patch that renames "Pay" or hides a price needs a grant).
 */
export const PAGE_EDITS = 'x-pageEdits';

/** A target the action never activates. */
export const passiveTargetSchema = Type.Union(targetSchema.anyOf, { description: targetSchema.description, [PASSIVE_TARGET]: true });
