// Loads @mlc-ai/web-xgrammar. It ships as a UMD bundle inside an ES module package: imported for
// its side effect, it sets globalThis.xgrammar (in Node, the caller first provides `require`).
import type * as XgrammarModule from '@mlc-ai/web-xgrammar';

export type Xgrammar = typeof XgrammarModule;

let loading: Promise<Xgrammar> | null = null;

export function loadXgrammar(): Promise<Xgrammar> {
  loading ??= (async () => {
    const g = globalThis as { xgrammar?: Xgrammar };
    if (!g.xgrammar) await import('@mlc-ai/web-xgrammar');
    if (!g.xgrammar?.GrammarCompiler) throw new Error('@mlc-ai/web-xgrammar did not load');
    return g.xgrammar;
  })();
  return loading;
}
