// What every semantic action does around its runtime call: resolve the tab through the person's
// allowlist, pick the frame, run, and attach where it happened (tab, frame, document ID).
import type { ActionContext } from '../sdk/action-context.ts';
import type { PageRuntime } from '../sdk/page-rpc.ts';
import { RUNTIME_FILE, RUNTIME_GLOBAL, RUNTIME_VERSION, type Evidence, type PageEvidence, type RuntimeApi, type RuntimeMethod } from './protocol.ts';

/** The semantic page runtime (browser-extension/runtimes/semantic.ts), as `ctx.page.call` reaches it. */
export const SEMANTIC_RUNTIME: PageRuntime<RuntimeApi> = { file: RUNTIME_FILE, global: RUNTIME_GLOBAL, version: RUNTIME_VERSION, judges: ['target', 'focused'] };

export interface Where {
  tabId?: number | undefined;
  frameId?: number | undefined;
}

export interface Located<T> {
  tabId: number;
  frameId: number;
  documentId: string;
  value: T;
}

export async function runSemantic<M extends RuntimeMethod>(ctx: ActionContext, where: Where, method: M, args: RuntimeApi[M]['args']): Promise<Located<RuntimeApi[M]['result']>> {
  const tab = await ctx.allowedTop(where.tabId);
  // A consented change runs only in the document the consent was checked for (`ctx.page` ends the
  // wait with `dialog-open` when a native dialog blocks the page).
  const target = ctx.consentedDocumentId ? { tabId: tab.tabId, documentId: ctx.consentedDocumentId } : { tabId: tab.tabId, frameId: where.frameId ?? 0 };
  const reply = await ctx.page.call(SEMANTIC_RUNTIME, target, tab.origin, method, args);
  return { tabId: tab.tabId, frameId: reply.frameId, documentId: reply.documentId, value: reply.value };
}

/** A mutation's evidence with its tab, frame and Chrome document ID. */
export async function runMutation<M extends RuntimeMethod>(
  ctx: ActionContext,
  where: Where,
  method: M,
  args: RuntimeApi[M]['args'],
): Promise<Evidence & Omit<RuntimeApi[M]['result'], keyof PageEvidence>> {
  const located = await runSemantic(ctx, where, method, args);
  const value = located.value as PageEvidence & Omit<RuntimeApi[M]['result'], keyof PageEvidence>;
  return { ...value, tabId: located.tabId, frameId: located.frameId, documentId: located.documentId, trustedInput: false };
}
