import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';
import type { BoundedResult } from '../../sdk/bounded-result.ts';
import { DEFAULT_RAWJS_TIMEOUT_MS, MAX_CODE_CHARS, MAX_RAWJS_TIMEOUT_MS, MIN_RAWJS_TIMEOUT_MS } from '../limits.ts';

export interface RawJsResult {
  tier: 'rawjs';
  codeHash: string;
  tabId: number;
  frameId: number;
  documentId: string;
  world: 'MAIN';
  /** typeof the completion value (`array`, `null` too). */
  resultType: string;
  /** The value as JSON data: redacted, bounded, page data (untrusted). */
  result: BoundedResult;
  elapsedMs: number;
  trust: 'untrusted-page-data';
}

export const devjsEvaluate = defineSpec({
  name: 'devjs.evaluate',
  description:
    "Raw JavaScript (rung 6, developer mode only): run this exact code once in the page's own JavaScript world (MAIN), after the person approved its SHA-256 in the extension's approval window for this tab, frame and document. The completion value (awaited if a promise) comes back as redacted, bounded, untrusted data. Exists only while developer mode is on in both AI Echo and the extension; use it only when the person asks for JavaScript by name. Refused: developer-mode-off, code-changed (not the approved bytes), csp-blocked (the page forbids evaluation; nothing ran), script-error (the code threw).",
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      code: Type.String({ minLength: 1, maxLength: MAX_CODE_CHARS, description: 'The JavaScript to run, exactly as the person approves it; its last expression is the result.' }),
      timeoutMs: Type.Optional(
        Type.Integer({ minimum: MIN_RAWJS_TIMEOUT_MS, maximum: MAX_RAWJS_TIMEOUT_MS, description: `How long a returned promise may take; ${DEFAULT_RAWJS_TIMEOUT_MS} ms when omitted.` }),
      ),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'rawjs',
  approvalSentence: (_input, { host }) => [`Run the JavaScript below in the page on ${host} (developer mode), once, with everything the page itself can do.`],
});
