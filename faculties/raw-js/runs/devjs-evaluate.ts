import { BridgeError } from '../../../browser-bridge/errors.ts';
import { outcomeUnknown } from '../../sdk/page-rpc.ts';
import { redactText } from '../../sdk/redaction/data.ts';
import { boundResult } from '../../sdk/bounded-result.ts';
import { codeHash, requireDeveloperMode } from '../binding.ts';
import { DEFAULT_RAWJS_TIMEOUT_MS, MAX_RAW_RESULT_CHARS, MAX_SERIALISE_DEPTH } from '../limits.ts';
import { rawJsPageOp, type RawJsPageResult } from '../page-op.ts';
import { implement } from '../../sdk/define-action.ts';
import { devjsEvaluate, type RawJsResult } from '../actions/devjs-evaluate.ts';

const unknownOutcome = (why: string) => outcomeUnknown('The code', why);

export const devjsEvaluateRun = implement(devjsEvaluate, {
  async run(ctx, input): Promise<RawJsResult> {
    // The consent gate checked this already; a flag turned off since still stops it here.
    await requireDeveloperMode(ctx);
    const tab = await ctx.allowedTop(input.tabId);
    const frameId = input.frameId ?? 0;
    const frame = await ctx.frame(tab.tabId, frameId);
    // Run only in the document the approval was checked for (a navigation in between ends it).
    if (ctx.consentedDocumentId && ctx.consentedDocumentId !== frame.documentId) {
      throw new BridgeError('navigated', 'The page changed after the approval was checked; nothing ran.');
    }
    const hash = await codeHash(input.code);
    const timeoutMs = input.timeoutMs ?? DEFAULT_RAWJS_TIMEOUT_MS;
    // The page op's own deadline settles a slow promise; ours, a little later, covers a hung page.
    const answer = (await ctx.page.runChange(
      { tabId: tab.tabId, documentId: frame.documentId },
      rawJsPageOp,
      [{ code: input.code, origin: tab.origin, timeoutMs, maxChars: MAX_RAW_RESULT_CHARS, maxDepth: MAX_SERIALISE_DEPTH }],
      { world: 'MAIN', subject: 'The code', timeoutMs: timeoutMs + 2_000, signal: ctx.signal },
    )) as RawJsPageResult | undefined;
    if (!answer || typeof answer !== 'object' || typeof answer.status !== 'string') throw unknownOutcome('the page returned no answer');
    switch (answer.status) {
      case 'origin':
        throw answer.top
          ? new BridgeError('navigated', `The page is now on ${answer.origin}, not ${tab.origin}; nothing ran.`)
          : new BridgeError('origin-not-allowed', `Frame ${frameId} is on ${answer.origin}; only frames of ${tab.origin} are reachable from that tab. Nothing ran.`);
      case 'csp':
        throw new BridgeError('csp-blocked', `The page's Content Security Policy forbids evaluating JavaScript (no 'unsafe-eval'); nothing ran. (${redactText(answer.message).text})`);
      case 'threw': {
        const name = redactText(answer.name).text;
        throw new BridgeError('script-error', `The code threw ${name}: ${redactText(answer.message).text}`, { name, elapsedMs: answer.elapsedMs });
      }
      case 'timeout':
        throw unknownOutcome(`its promise did not settle within ${timeoutMs} ms`);
      case 'ok':
        return {
          tier: 'rawjs',
          codeHash: hash,
          tabId: tab.tabId,
          frameId,
          documentId: frame.documentId,
          world: 'MAIN',
          resultType: String(answer.type).slice(0, 20),
          result: boundResult(answer.value, answer.cut === true),
          elapsedMs: answer.elapsedMs,
          trust: 'untrusted-page-data',
        };
      default:
        throw unknownOutcome('the page answered something unexpected');
    }
  },
});
