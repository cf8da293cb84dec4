// One-off: splits each action module into its spec (actions/N.ts) and its run (runs/N.ts, or the extension's host-actions/N.ts).
import ts from 'typescript';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { posix } from 'node:path';
const IMPL = new Set(['run', 'consent', 'approvalFacts']);
const files = process.argv.slice(2);
const out: Record<string, string[]> = {};
type Decl = { name: string; text: string; exported: boolean; kind: string };
function topDecls(src: string, skip: string) {
  const sf = ts.createSourceFile('x.ts', src, ts.ScriptTarget.Latest, true);
  const decls: (Decl & { start: number; end: number })[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) continue;
    let name = '';
    if (ts.isVariableStatement(st)) name = st.declarationList.declarations[0].name.getText();
    else name = (st as any).name?.getText() ?? '';
    if (!name || name === skip) continue;
    const exported = !!(ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
    decls.push({ name, text: src.slice(st.getFullStart(), st.end), exported, kind: ts.SyntaxKind[st.kind], start: st.getFullStart(), end: st.end });
  }
  return decls;
}
const uses = (text: string, name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text) || new RegExp(`\\.\\.\\.${name}\\b`).test(text);
function pruneDecls(src: string, skip: string, keepExported: boolean): string {
  for (;;) {
    const decls = topDecls(src, skip);
    let changed = false;
    for (const d of decls) {
      if (d.exported && keepExported) continue;
      const rest = src.slice(0, d.start) + src.slice(d.end);
      const restNoImports = rest.split('\n').filter((l) => !/^import /.test(l)).join('\n');
      if (!uses(restNoImports, d.name)) { src = rest; changed = true; break; }
    }
    if (!changed) return src;
  }
}
function pruneImports(src: string): string {
  const sf = ts.createSourceFile('x.ts', src, ts.ScriptTarget.Latest, true);
  let body = src;
  const imports = sf.statements.filter(ts.isImportDeclaration);
  const nonImport = src.slice(imports.length ? imports[imports.length - 1].end : 0);
  const edits: [number, number, string][] = [];
  for (const im of imports) {
    const cl = im.importClause;
    if (!cl) continue;
    const spec = (im.moduleSpecifier as ts.StringLiteral).text;
    const typeOnly = cl.isTypeOnly;
    const named = cl.namedBindings && ts.isNamedImports(cl.namedBindings) ? cl.namedBindings.elements : [];
    const keep = named.filter((e) => uses(nonImport, e.name.getText()));
    const def = cl.name && uses(nonImport, cl.name.getText()) ? cl.name.getText() : '';
    const ns = cl.namedBindings && ts.isNamespaceImport(cl.namedBindings) && uses(nonImport, cl.namedBindings.name.getText()) ? cl.namedBindings.getText() : '';
    let text = '';
    if (def || ns || keep.length) {
      const parts = [def, ns, keep.length ? `{ ${keep.map((e) => e.getText()).join(', ')} }` : ''].filter(Boolean);
      text = `import ${typeOnly ? 'type ' : ''}${parts.join(', ')} from '${spec}';`;
    }
    edits.push([im.getStart(), im.end, text]);
  }
  for (const [s, e, t] of edits.reverse()) body = body.slice(0, s) + t + body.slice(t === '' && body[e] === '\n' ? e + 1 : e);
  return body.replace(/\n\n\n+/g, '\n\n').replace(/^\n+/, '');
}
function rel(fromFile: string, target: string) { let r = posix.relative(posix.dirname(fromFile), target); if (!r.startsWith('.')) r = './' + r; return r; }
function reroot(src: string, oldFile: string, newFile: string) {
  return src.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (_m, pre, q, spec) => `${pre}${q}${rel(newFile, posix.normalize(posix.join(posix.dirname(oldFile), spec)))}${q}`);
}
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true);
  let main: ts.VariableStatement | undefined; let obj!: ts.ObjectLiteralExpression; let constName = '';
  for (const st of sf.statements) if (ts.isVariableStatement(st)) {
    const d = st.declarationList.declarations[0];
    if (d.initializer && ts.isCallExpression(d.initializer) && d.initializer.expression.getText() === 'defineAction') { main = st; obj = d.initializer.arguments[0] as ts.ObjectLiteralExpression; constName = d.name.getText(); }
  }
  if (!main) { console.error('no defineAction in', file); continue; }
  const impl = obj.properties.filter((p) => IMPL.has(p.name?.getText() ?? ''));
  // spec text: drop impl props
  let spec = src;
  for (const p of [...impl].reverse()) {
    let end = p.end; if (spec[end] === ',') end++;
    spec = spec.slice(0, p.getFullStart()) + spec.slice(end);
  }
  spec = spec.replace(`${constName} = defineAction(`, `${constName} = defineSpec(`);
  spec = spec.replace(/import \{ defineAction \} from '([^']*define-action\.ts)';/, "import { defineSpec } from '$1';");
  const isHost = file.startsWith('faculties/host/');
  const base = posix.basename(file);
  const runFile = isHost ? `browser-extension/src/host-actions/${base}` : posix.join(posix.dirname(posix.dirname(file)), 'runs', base);
  // run text: imports + all other decls + implement(...)
  const importsText = sf.statements.filter(ts.isImportDeclaration).map((s) => s.getFullText()).join('');
  const declsText = topDecls(src, constName).map((d) => d.text).join('');
  const implText = impl.map((p) => src.slice(p.getFullStart(), p.end) + ',').join('');
  let run = `${reroot(importsText, file, runFile)}\nimport { implement } from '${rel(runFile, 'faculties/sdk/define-action.ts')}';\nimport { ${constName} } from '${rel(runFile, file)}';\n${reroot(declsText, file, runFile)}\n\nexport const ${constName}Run = implement(${constName}, {${implText}\n});\n`;
  spec = pruneImports(pruneDecls(spec, constName, true));
  run = pruneDecls(run, constName + 'Run', false);
  // declarations both keep: the spec owns them, the run imports them
  const specNames = new Set(topDecls(spec, constName).map((d) => d.name));
  const shared: string[] = [];
  for (const d of topDecls(run, constName + 'Run')) if (specNames.has(d.name)) { shared.push(d.name); run = run.replace(d.text, ''); }
  const typeKinds = new Set(topDecls(spec, constName).filter((d) => d.kind === 'InterfaceDeclaration' || d.kind === 'TypeAliasDeclaration').map((d) => d.name));
  for (const n of shared) {
    const d = topDecls(spec, constName).find((x) => x.name === n)!;
    if (!d.exported) spec = spec.replace(d.text, d.text.replace(/^(\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*)(const|function|interface|type|async function)\b/, '$1export $2'));
  }
  if (shared.length) run = run.replace(`import { ${constName} } from`, `import { ${[constName, ...shared.map((n) => (typeKinds.has(n) ? `type ${n}` : n))].join(', ')} } from`);
  run = pruneImports(run);
  writeFileSync(file, spec);
  mkdirSync(posix.dirname(runFile), { recursive: true });
  writeFileSync(runFile, run);
  (out[posix.dirname(runFile)] ??= []).push(`${constName}Run:${base}`);
  console.log(file, '->', runFile, shared.length ? `shared: ${shared}` : '');
}
