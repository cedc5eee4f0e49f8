import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail `npm run lint`. The plugins find each workspace's
// configuration files (vite, vitest, playwright, eslint) and the files those load; the entries
// here are what runs by path: npm scripts that cross workspaces, spawned scripts and fixtures.
// A workspace with package `exports` reports its public files' exports too when no other
// workspace imports them (includeEntryExports): the packages are private, the repo is every user.
// Not functions: firebase-tools deploys what its entry exports, and bench/worst-case.ts bundles
// document-computations.ts whole (`export *`).
const config: KnipConfig = {
  workspaces: {
    '.': {
      vitest: { config: ['vitest.*.config.ts'] },
      // `npm run bench:cost` preloads the probe by absolute path; bench's entries include it.
      ignoreUnresolved: [String.raw`^\$\(pwd\)/bench/lib/firestore-probe\.mjs$`],
    },
    model: { includeEntryExports: true },
    markdown: { includeEntryExports: true },
    search: {
      includeEntryExports: true,
      // Run by the root's emulator suite config; search's own vitest config has the unit tests.
      entry: ['test/**/*.emulator.test.ts'],
    },
    testkit: { includeEntryExports: true },
    'rules-engine': {
      includeEntryExports: true,
      // The Storage rules runtime: built by tsconfig.build.json, started by path by the stack.
      entry: ['src/runtime/main.ts'],
    },
    stack: {
      includeEntryExports: true,
      entry: ['scripts/*.ts', 'test/fixtures/{graceful-stop,rules-runtime-lines}/*'],
      // postgres-service.ts creates the unprivileged user the server runs as when root.
      ignoreBinaries: ['useradd'],
      // Functions codebases (each with its own package.json) that firebase-tools loads in a test.
      ignore: ['test/fixtures/functions-manifest/**'],
    },
    seed: {
      // seed.ts runs populate.ts and check-export.ts by path inside the emulators.
      entry: ['scripts/seed.ts', 'src/populate.ts', 'src/check-export.ts'],
    },
    functions: {
      // src/index.ts is built to lib/index.js (main); scripts/admin.ts is the root's `npm run admin`.
      entry: ['src/index.ts', 'scripts/admin.ts'],
      // The build bundles markdown and search into lib/index.js but keeps registry packages
      // external, so theirs must be installed beside it at deploy (scripts/build.ts).
      ignoreDependencies: [
        '@google-cloud/cloud-sql-connector',
        'highlight.js',
        'katex',
        'markdown-it',
        'sanitize-html',
      ],
    },
    web: {
      includeEntryExports: true,
      // prerender-shell.ts loads shell-markup.tsx by path through Vite's ssrLoadModule.
      entry: ['src/app/layout/shell-markup.tsx'],
      ignoreIssues: {
        'src/app/layout/shell-markup.tsx': ['exports'],
        // Declarations of the plain-JavaScript modules beside them, whose exports knip checks.
        '{boot-script,build-paths,crawler-files}.d.ts': ['exports'],
        // The SDK subsets lib/firebase.ts loads with import() and hands on as one namespace
        // (`sdk.signOut`), which knip cannot follow: the list is the app's to keep minimal.
        'src/lib/firebase-sdk/*.ts': ['exports', 'types'],
      },
    },
    e2e: {
      includeEntryExports: true,
      // find-chromium.ts installs Debian's chromium with apt-get when it finds none.
      ignoreBinaries: ['apt-get'],
    },
    bench: {
      // Each top-level file is a benchmark run by path (npm scripts, run.ts, the README), and so
      // is peer-start.ts (startup.ts); `npm run bench:cost` preloads firestore-probe.mjs into
      // every process through NODE_OPTIONS.
      entry: ['*.ts', 'lib/peer-start.ts', 'lib/firestore-probe.mjs'],
      // data-fetching.ts measures TanStack Query when another package installed it (no
      // dependency of the project).
      ignoreDependencies: ['@tanstack/query-core'],
    },
    tests: {
      // The fault tests cut the network (unshare) and start an orphaned emulator JVM (java).
      ignoreBinaries: ['unshare', 'java'],
    },
  },
};

export default config;
