import { FORMS_DEFAULT_MAX_FIELDS } from '../limits.ts';
import type { FormsResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageForms } from '../actions/browser-page-forms.ts';

export const browserPageFormsRun = implement(browserPageForms, {
  async run(ctx, input): Promise<FormsResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const args = { maxFields: input.maxFields ?? FORMS_DEFAULT_MAX_FIELDS, ...(input.target ? { target: input.target } : {}) };
    const { value, ...where } = await runSemantic(ctx, input, 'forms', args);
    return { ...value, ...where, untrusted: true };
  },
});
