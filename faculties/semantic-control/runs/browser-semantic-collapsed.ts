import { projectUrl } from '../../sdk/project-url.ts';
import { redactData } from '../../sdk/redaction/data.ts';
import { implement } from '../../sdk/define-action.ts';
import { SEMANTIC_RUNTIME } from '../run.ts';
import {
  browserSemanticCollapsed,
  COLLAPSED_DEFAULT_CHARS,
  COLLAPSED_DEFAULT_CONTAINERS,
  COLLAPSED_DEFAULT_CONTROLS,
  type SemanticCollapsed,
} from '../actions/browser-semantic-collapsed.ts';

export const browserSemanticCollapsedRun = implement(browserSemanticCollapsed, {
  async run(ctx, input): Promise<SemanticCollapsed> {
    const tab = await ctx.allowedTab(input.tabId);
    const reply = await ctx.page.call(SEMANTIC_RUNTIME, { tabId: tab.tabId, frameId: input.frameId ?? 0 }, tab.origin, 'collapsed', {
      maxContainers: input.maxContainers ?? COLLAPSED_DEFAULT_CONTAINERS,
      maxControls: input.maxControls ?? COLLAPSED_DEFAULT_CONTROLS,
      maxChars: input.maxChars ?? COLLAPSED_DEFAULT_CHARS,
    });
    const { url, containers, omitted } = reply.value;
    const answer: SemanticCollapsed = { tabId: tab.tabId, frameId: reply.frameId, documentId: reply.documentId, url: projectUrl(url), containers, omitted, untrusted: true };
    // Names are page text: every shape of secret in them is redacted like the snapshot's.
    return redactData(answer).value;
  },
});
