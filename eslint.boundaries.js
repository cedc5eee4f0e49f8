// Import boundaries, enforced with ESLint's core `no-restricted-imports` (docs/decisions.md,
// "Import boundaries"). A relative import may not climb out of its unit: a file `depth` folders
// below a unit's root is refused any specifier starting with `depth` times `../`. One block per
// depth, because a glob cannot count; each block carries every pattern its files need, since a
// later block's options replace an earlier block's for the same rule.

const SOURCES = '{ts,tsx,js,mjs,cjs}';
const MAX_DEPTH = 8;

/** Every workspace, plus the root's own test tree (tests/), which is its own unit too. */
const UNITS = [
  'model',
  'markdown',
  'testkit',
  'rules-engine',
  'stack',
  'seed',
  'functions',
  'ssr',
  'web',
  'e2e',
  'bench',
  'tests',
];

const LEAVES_WORKSPACE =
  'No relative import into another workspace: import it by package name (@queryhub/...).';
const LEAVES_WEB_AREA =
  "A relative import stays inside its area of web/src; reach other areas through '@/...'.";
const LEAVES_FEATURE =
  "A relative import stays inside its feature; reach the rest of web/src through '@/...'.";

const firebaseOnlyInLib = {
  regex: '^@?firebase(/|$)',
  message: 'Only web/src/lib/ imports the Firebase SDK; use its loaders (@/lib/firebase).',
};
const libWithoutComponents = {
  regex: '^@/components(/|$)',
  message: 'web/src/lib/ never imports components: move the shared type or logic into lib.',
};
const hooksWithoutComponents = {
  regex: '^@/components(/|$)',
  message:
    'web/src/hooks never imports components: they use the hooks; move the shared type or logic into lib.',
};
const featureThroughIndex = {
  regex: '^@/features/[^/]+/',
  message: "Import another feature through its public index.ts ('@/features/<name>').",
};
/** The features every other feature may use (who the reader is, images, what the reader may do); the rest are composed at the route (app/routes). */
const SHARED_FEATURES = ['auth', 'images', 'privileges'];
const onlySharedFeatures = {
  regex: `^@/features/(?!(${SHARED_FEATURES.join('|')})(/|$))`,
  message: `A feature imports only the shared features (${SHARED_FEATURES.join(', ')}); compose the others at the route (web/src/app/routes).`,
};
const noFeatures = {
  regex: '^@/features(/|$)',
  message:
    'web/src/components, hooks and lib never import features: they serve the features; compose at the route (web/src/app/routes).',
};
const modelImportsNothing = {
  regex: '^[^.]',
  message: '@queryhub/model is pure TypeScript: it imports only its own files (no SDK, no Node).',
};

function climbsOut(depth, message) {
  return { regex: `^(\\.\\./){${depth}}`, message };
}

/** Blocks for the files 1..MAX_DEPTH folders below `root` (a glob; `*` allowed). */
function unitBlocks(root, message, extraPatterns = []) {
  return Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      files: [`${root}/${'*/'.repeat(depth - 1)}*.${SOURCES}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [climbsOut(depth, message), ...extraPatterns] },
        ],
      },
    };
  });
}

const WEB_AREAS = ['app', 'components', 'config', 'hooks', 'pages', 'styles', 'testing'];
/** What each shared area below the features (with lib) may not import, beyond the Firebase SDK. */
const AREA_LIMITS = {
  components: [noFeatures],
  hooks: [noFeatures, hooksWithoutComponents],
};

export const importBoundaries = [
  ...UNITS.flatMap((unit) => unitBlocks(unit, LEAVES_WORKSPACE)),
  ...unitBlocks('model/src', LEAVES_WORKSPACE, [modelImportsNothing]),
  ...unitBlocks('web/src', LEAVES_WORKSPACE, [firebaseOnlyInLib]),
  ...WEB_AREAS.flatMap((area) =>
    unitBlocks(`web/src/${area}`, LEAVES_WEB_AREA, [
      firebaseOnlyInLib,
      ...(AREA_LIMITS[area] ?? []),
    ]),
  ),
  ...unitBlocks('web/src/lib', LEAVES_WEB_AREA, [libWithoutComponents, noFeatures]),
  ...unitBlocks('web/src/features/*', LEAVES_FEATURE, [
    firebaseOnlyInLib,
    featureThroughIndex,
    onlySharedFeatures,
  ]),
];
