// The native-dialog guard of `ctx.page`: an alert, confirm or prompt blocks its page's thread, so
// a script call into that tab would hang until the person answers. Every page call, whichever
// Faculty makes it (semantic, WebMCP, Live Patch, raw JS), is refused at once while a dialog is
// open there and stops waiting the moment one opens (`dialog-open`, dialog-store.ts).
import type { PageRpc } from '../../faculties/sdk/page-rpc.ts';
import { guardDialogs } from './dialog-store.ts';

export function guardedPages(pages: PageRpc): PageRpc {
  return {
    run: (target, func, args, world) => guardDialogs(target.tabId, () => pages.run(target, func, args, world)),
    runChange: (target, func, args, opts) => guardDialogs(target.tabId, () => pages.runChange(target, func, args, opts)),
    call: (runtime, target, origin, method, args, judged) => guardDialogs(target.tabId, () => pages.call(runtime, target, origin, method, args, judged)),
    inject: (target, file, world) => guardDialogs(target.tabId, () => pages.inject(target, file, world)),
  };
}
