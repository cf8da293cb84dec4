// The import rules of docs/architecture.md ("Folders and their import rules"), checked by
// `npm run lint:deps` (dependency-cruiser). A rule here replaces a convention someone has to remember.
// The layering rules bind the code that ships; a test (`*.test.ts`) may borrow fixtures from a
// layer above (a bridge test builds real descriptors from the registry), but never in a circle.
const TEST = '\\.test\\.ts$';
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle means two modules are one module in two files: cut it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bridge-imports-no-consumer',
      severity: 'error',
      comment: 'browser-bridge/ is the wire vocabulary both halves share; it imports nothing that uses it.',
      from: { path: '^browser-bridge/', pathNot: TEST },
      to: { path: '^(faculties|kernel|apps|browser-extension)/' },
    },
    {
      name: 'sdk-imports-only-the-bridge',
      severity: 'error',
      comment: 'The Faculty SDK is what every Faculty builds on: it knows no Faculty, no kernel, no app and no extension.',
      from: { path: '^faculties/sdk/', pathNot: TEST },
      to: { path: '^(faculties/(?!sdk/)|kernel/|apps/|browser-extension/)' },
    },
    {
      name: 'faculty-imports-sdk-and-itself',
      severity: 'error',
      comment: 'A Faculty imports the SDK, the bridge vocabulary and its own files; another Faculty is reached through the registry, never by import.',
      from: { path: '^faculties/([^/]+)/', pathNot: ['^faculties/sdk/', TEST] },
      to: { path: '^(faculties/|kernel/|apps/|browser-extension/)', pathNot: ['^faculties/sdk/', '^faculties/$1/'] },
    },
    {
      name: 'extension-reaches-faculties-by-entry-point',
      severity: 'error',
      comment: "The extension's worker and pages reach a Faculty only through faculties/registry.ts (its specs), faculties/faculties.ts (its `activate`, which hands over its runs) and the SDK, never a Faculty's own files; the host's own runs implement the host's specs (faculties/host/actions/).",
      from: { path: '^browser-extension/(?!runtimes/)', pathNot: TEST },
      to: { path: '^faculties/', pathNot: ['^faculties/sdk/', '^faculties/registry\\.ts$', '^faculties/faculties\\.ts$', '^faculties/host/actions/'] },
    },
    {
      name: 'runtime-installs-only-page-code',
      severity: 'error',
      comment: "A page runtime entry (browser-extension/runtimes/NAME.ts) installs a Faculty's page code: its page/ folder and the protocol it answers by.",
      from: { path: '^browser-extension/runtimes/', pathNot: TEST },
      to: { path: '^faculties/(?!sdk/)', pathNot: ['^faculties/[^/]+/page/', '^faculties/[^/]+/protocol\\.ts$'] },
    },
    {
      name: 'spec-imports-no-run',
      severity: 'error',
      comment: "An action's spec (faculties/<faculty>/actions/) is what both halves import: it never imports a run, an entry point or the extension.",
      from: { path: '^faculties/[^/]+/actions/', pathNot: TEST },
      to: { path: '^(faculties/[^/]+/(runs/|activate\\.ts$)|faculties/faculties\\.ts$|browser-extension/)' },
    },
    {
      name: 'registry-types-runs-only',
      severity: 'error',
      comment: 'The registry lists specs; it reads the runs (for their result types) only through type-only imports, which no bundle carries.',
      from: { path: '^faculties/registry\\.ts$' },
      to: { path: '^faculties/[^/]+/(runs/|activate\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'os-imports-no-run',
      severity: 'error',
      comment: "The OS (app, kernel, MCP server) imports specs, never a run or a Faculty's entry point: those run in the extension.",
      from: { path: '^(apps|kernel|mcp)/', pathNot: TEST },
      to: { path: '^faculties/([^/]+/runs/|[^/]+/activate\\.ts$|faculties\\.ts$)' },
    },
    {
      name: 'kernel-imports-no-faculty-internals',
      severity: 'error',
      comment: 'The kernel routes Faculties through their descriptors; it may use the SDK, never a Faculty\'s own files, the extension or the app.',
      from: { path: '^kernel/', pathNot: TEST },
      to: { path: '^(faculties/(?!sdk/)|apps/|browser-extension/)' },
    },
    {
      name: 'extension-imports-no-os',
      severity: 'error',
      comment: 'The extension and the OS app are two programs in two processes; they share only faculties/ and browser-bridge/.',
      from: { path: '^browser-extension/' },
      to: { path: '^(apps|kernel)/' },
    },
    {
      name: 'os-imports-no-extension',
      severity: 'error',
      comment: 'The OS app reaches the extension only over the bridge port, never by importing its code.',
      from: { path: '^(apps|kernel)/' },
      to: { path: '^browser-extension/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^node_modules/', '^generated/', '^dist'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type import in a circle still ties two modules' designs together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
