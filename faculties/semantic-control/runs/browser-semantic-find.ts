import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { FIND_DEFAULT_LIMIT } from '../limits.ts';
import { SEMANTIC_RUNTIME } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticFind, type SemanticFind } from '../actions/browser-semantic-find.ts';

export const browserSemanticFindRun = implement(browserSemanticFind, {
  async run(ctx, input): Promise<SemanticFind> {
    if (input.name === undefined && input.roles === undefined && input.text === undefined) {
      throw new BridgeError('invalid-input', 'browser.semantic.find needs at least one of name, roles or text.');
    }
    const tab = await ctx.allowedTab(input.tabId);
    let frameIds = [input.frameId ?? 0];
    const skippedFrames: SemanticFind['skippedFrames'] = [];
    if (input.frameId === undefined) {
      const all = [...(await ctx.frames(tab.tabId))];
      frameIds = [];
      for (const f of all.sort((a, b) => a.frameId - b.frameId)) {
        if (originOf(f.url) === tab.origin || f.url.startsWith('about:')) frameIds.push(f.frameId);
        else skippedFrames.push({ frameId: f.frameId, code: 'origin-not-allowed' });
      }
    }
    let remaining = input.limit ?? FIND_DEFAULT_LIMIT;
    const result: SemanticFind = { tabId: tab.tabId, frames: [], total: 0, listed: 0, skippedFrames, untrusted: true };
    for (const [i, frameId] of frameIds.entries()) {
      try {
        const args = {
          limit: remaining,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.roles !== undefined ? { roles: input.roles } : {}),
          ...(input.text !== undefined ? { text: input.text } : {}),
        };
        const reply = await ctx.page.call(SEMANTIC_RUNTIME, { tabId: tab.tabId, frameId }, tab.origin, 'find', args);
        const found = reply.value;
        result.total += found.total;
        if (!found.total) continue;
        result.frames.push({ frameId: reply.frameId, documentId: reply.documentId, url: projectUrl(found.url), matches: found.matches, total: found.total });
        result.listed += found.matches.length;
        remaining = Math.max(0, remaining - found.matches.length);
      } catch (err) {
        // The top frame (or the one asked for) must answer; a child frame may vanish mid-way.
        if (i === 0 || !(err instanceof BridgeError)) throw err;
        skippedFrames.push({ frameId, code: err.code });
      }
    }
    return result;
  },
});
