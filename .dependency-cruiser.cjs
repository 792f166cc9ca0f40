// Import rules checked by `npm run lint` (dependency-cruiser): no cycles, and the layers below.
//
// Layers, lowest first; a folder may import its own layer's folder and any lower layer, never a higher one:
//
//   kernel       game-agnostic log (record, hash chain, seal, stores); imports no other project folder
//   store        stores on a server (store/postgres/: the kernel's StreamStore on PostgreSQL), game-agnostic
//                like the kernel, whose interface they implement; the only folder that imports `pg`
//   rules        pure rule functions, editions, citations
//   events       the event catalogue (io-ts codecs), Infinity's upcasters
//   projections  pure folds over events
//   machines     the xstate statecharts, the game session, the compiled runtime
//   recording    the recorded-game format        } siblings: neither imports the other
//   audit        ruling trails, re-adjudication,  }
//                what-ifs, the narrated log      }
//   play         table-side recording (`arbiter play`), UI-free: what to ask next, answers checked,
//                every step appended; uses recording (lists, export) and audit (its words)
//   viewer       the local web page; shows audit's texts (narrate, ruling rows)
//   cli          the `arbiter` command: wires recording, audit and viewer; nothing imports it
//   api          the library's entries (package.json `exports`, docs/api.md): re-exports of the
//                layers up to recording and audit; nothing of the project imports it
//
// recording, audit, viewer and cli are the applications on top of machines. audit sits below viewer
// and cli because both show its texts (narrate moved there from cli/render/ so that the viewer does
// not import the CLI); cli is the composition root of every verb, so it is the one folder that may
// import its neighbours. test/, bench/, scripts/ and docs/tools/ may import anything, and no
// production folder may import them.

/** Lowest first. Each entry: a folder and the higher folders it must not import. */
const LAYERS = [
  ['kernel', ['store', 'rules', 'events', 'projections', 'machines', 'recording', 'audit', 'play', 'viewer', 'cli']],
  ['store', ['rules', 'events', 'projections', 'machines', 'recording', 'audit', 'play', 'viewer', 'cli']],
  ['rules', ['events', 'projections', 'machines', 'recording', 'audit', 'play', 'viewer', 'cli']],
  ['events', ['projections', 'machines', 'recording', 'audit', 'play', 'viewer', 'cli']],
  ['projections', ['machines', 'recording', 'audit', 'play', 'viewer', 'cli']],
  ['machines', ['recording', 'audit', 'play', 'viewer', 'cli']],
  ['recording', ['audit', 'play', 'viewer', 'cli']],
  ['audit', ['recording', 'play', 'viewer', 'cli']],
  ['play', ['viewer', 'cli']],
  ['viewer', ['recording', 'cli']],
  ['api', ['play', 'viewer', 'cli']],
];

const PRODUCTION = [
  'kernel',
  'store',
  'rules',
  'events',
  'projections',
  'machines',
  'recording',
  'audit',
  'play',
  'viewer',
  'cli',
  'api',
];
const TOOLING = ['test', 'bench', 'scripts', 'docs'];

const folders = (names) => `^(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere, type-only imports included: move the shared types into their own file.',
      from: {},
      to: { circular: true },
    },
    ...LAYERS.map(([layer, higher]) => ({
      name: `layer-${layer}`,
      severity: 'error',
      comment: `${layer}/ must not import ${higher.join(', ')} (a lower layer never imports a higher one; see the top of this file).`,
      from: { path: `^${layer}/` },
      to: { path: folders(higher) },
    })),
    {
      name: 'nothing-imports-api',
      severity: 'error',
      comment: 'api/ is the package seen from outside: the engine and its applications import the folders themselves.',
      from: { path: folders(PRODUCTION.filter((f) => f !== 'api')) },
      to: { path: '^api/' },
    },
    {
      name: 'production-not-tooling',
      severity: 'error',
      comment: 'The engine and its applications never import tests, benchmarks, scripts or the docs generators.',
      from: { path: folders(PRODUCTION) },
      to: { path: folders(TOOLING) },
    },
    {
      name: 'pg-only-in-store-postgres',
      severity: 'error',
      comment:
        'node-postgres is an optional dependency: only store/postgres/ imports it (a library user who keeps files never installs it); the CLI reaches it through that folder.',
      from: { path: folders(PRODUCTION), pathNot: '^store/postgres/' },
      to: { path: '^node_modules/(pg|pg-[a-z-]+|pgpass)/' },
    },
    {
      name: 'necromunda-rules-stand-alone',
      severity: 'error',
      comment:
        "rules/necromunda/ is a second ruleset: it imports nothing of Infinity's rules (only its own folder, and kernel/ types).",
      from: { path: '^rules/necromunda/' },
      to: { path: '^rules/', pathNot: '^rules/necromunda/' },
    },
    {
      name: 'infinity-rules-not-necromunda',
      severity: 'error',
      comment: "Infinity's rules never import Necromunda's (two rulesets side by side, neither built on the other).",
      from: { path: '^rules/', pathNot: '^rules/necromunda/' },
      to: { path: '^rules/necromunda/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not excluded but not followed: a package is a leaf of the graph, so that a rule
    // can name it (pg-only-in-store-postgres).
    exclude: { path: '^(out|dist|test-artifacts)/' },
    // Type-only imports count: a cycle of types is still a cycle between files.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
