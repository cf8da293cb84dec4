// What an approval shows of a frame before anything runs, read by the semantic page runtime's
// `view` (targets as the page shows them, the form they would submit, the boxes a picture must
// cover). Actions reach it as `ctx.view`; the consent gate and the picture code call it directly.
import { SEMANTIC_RUNTIME } from '../../faculties/clicks-and-clankers/semantic/run.ts';
import type { FrameAnswer, FrameTarget } from '../../faculties/sdk/page-rpc.ts';
import type { PageView, ViewArgs } from '../../faculties/sdk/page-view.ts';
import { pageRpc } from './chrome-page-rpc.ts';

/** The view with the frame and document that answered it. */
export function viewFrame(target: FrameTarget, origin: string, args: ViewArgs): Promise<FrameAnswer<PageView>> {
  return pageRpc.call(SEMANTIC_RUNTIME, target, origin, 'view', args);
}

export async function viewPage(target: FrameTarget, origin: string, args: ViewArgs): Promise<PageView> {
  return (await viewFrame(target, origin, args)).value;
}
