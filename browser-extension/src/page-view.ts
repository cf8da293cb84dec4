// What an approval shows of a frame before anything runs, read by the page runtime's `view`
// (targets as the page shows them, and as they showed before a Live Patch, and the form they would
// submit); the semantic-control Faculty provides that runtime at activation (faculty-host.ts).
// Actions reach it as `ctx.view`; the consent gate calls it directly. What a picture covers is
// measured by the capture path (capture.ts), not here.
import type { FrameTarget } from '../../faculties/sdk/page-rpc.ts';
import type { PageView, ViewArgs } from '../../faculties/sdk/page-view.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import { evidenceRuntime } from './faculty-host.ts';

export async function viewPage(target: FrameTarget, origin: string, args: ViewArgs): Promise<PageView> {
  return (await pageRpc.call(evidenceRuntime(), target, origin, 'view', args)).value;
}
