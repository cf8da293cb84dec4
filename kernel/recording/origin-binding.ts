// A replay is bound to the origin its flow belongs to. The ToolRouter applies the binding to
// every call of the request, after it pinned the call's tab and before consent or any run: a call
// on a page of another origin, or a change that names no page, is refused (`origin-mismatch`). So
// a flow for site A never acts on site B, whichever tab is active when it starts or where a step
// leads. A flow imported from a file, on its first replay, also names that file: each of its
// changes is approved on its own in the extension's window, which says where it comes from, and
// no site allowance stands in for that approval.
import { BridgeError } from '../../browser-bridge/errors.ts';

export interface RequestBinding {
  /** The origin every call of the request must act on: the flow's. */
  origin: string;
  /** The imported flow file the request replays for the first time, as the person named it. */
  importedFrom?: string;
}

/** The refusal for a call of a bound request, or null when it may go on. `page` is the document the router pinned, if any. */
export function bindingRefusal(binding: RequestBinding, action: string, effect: 'read' | 'mutation', page: { origin: string } | null): BridgeError | null {
  if (page && page.origin !== binding.origin) {
    return new BridgeError('origin-mismatch', `This replay belongs to ${binding.origin}, but the tab is on ${page.origin}: ${action} was refused and nothing ran there.`, { expected: binding.origin, found: page.origin });
  }
  if (!page && effect === 'mutation') {
    return new BridgeError('origin-mismatch', `This replay acts only on pages of ${binding.origin}; ${action} names no page there, so it was refused.`, { expected: binding.origin });
  }
  return null;
}
