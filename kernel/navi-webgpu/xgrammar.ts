// Loads @mlc-ai/web-xgrammar. It ships as a UMD bundle inside an ES module package: imported for
// its side effect, it sets globalThis.xgrammar (in Node, the caller first provides `require`).
import type * as XgrammarModule from '@mlc-ai/web-xgrammar';

export type Xgrammar = typeof XgrammarModule;

let loading: Promise<Xgrammar> | null = null;

export function loadXgrammar(): Promise<Xgrammar> {
  loading ??= (async () => {
    const g = globalThis as { xgrammar?: Xgrammar };
    // Bundlers may wrap the UMD as CommonJS (exports, possibly under `default`); plain ES module
    // loading leaves it on globalThis.
    const mod = g.xgrammar ? null : ((await import('@mlc-ai/web-xgrammar')) as unknown as Partial<Xgrammar> & { default?: Partial<Xgrammar> });
    const found = [mod, mod?.default, g.xgrammar].find((m) => m?.GrammarCompiler) as Xgrammar | undefined;
    if (!found) throw new Error('@mlc-ai/web-xgrammar did not load');
    return found;
  })();
  return loading;
}
