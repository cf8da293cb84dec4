import { redactData } from '../../sdk/redaction/data.ts';
import { EXTRACT_DEFAULT_MAX_CHARS } from '../limits.ts';
import type { PageExtract } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticExtract, PARTS } from '../actions/browser-semantic-extract.ts';

export const browserSemanticExtractRun = implement(browserSemanticExtract, {
  async run(ctx, input): Promise<PageExtract & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const args = { include: input.include ?? PARTS, maxChars: input.maxChars ?? EXTRACT_DEFAULT_MAX_CHARS, ...(input.target ? { target: input.target } : {}) };
    const { value, ...where } = await runSemantic(ctx, input, 'extract', args);
    // Page text, links, tables and field values leave the extension redacted.
    return redactData({ ...value, ...where, untrusted: true as const }).value;
  },
});
