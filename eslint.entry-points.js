// Workspaces import each other only through the entry points each lists in its package.json
// `exports` (docs/decisions.md, "Import boundaries"); every other file of a package is its own.
// A rule of our own rather than `no-restricted-imports`: eslint.boundaries.js sets that rule's
// options folder by folder (a later block's options replace an earlier one's), and it does not
// see `import()` or `typeof import()`.
import { readFileSync } from 'node:fs';

const SCOPE = '@queryhub/';

const readManifest = (folder) =>
  JSON.parse(readFileSync(new URL(`${folder}/package.json`, import.meta.url), 'utf8'));

/**
 * The subpaths a package's `exports` makes public ('.', './server', './*'). Without `exports`,
 * only the package itself ('.'); an `exports` without subpath keys is the package itself too.
 */
function exportedSubpaths(exports) {
  if (exports === undefined || typeof exports === 'string') return ['.'];
  const keys = Object.keys(exports);
  if (!keys.every((key) => key.startsWith('.'))) return ['.'];
  return keys.filter((key) => exports[key] !== null);
}

/** Each workspace package's public subpaths, by package name. */
const WORKSPACE_ENTRY_POINTS = new Map(
  readManifest('.').workspaces.map((folder) => {
    const { name, exports } = readManifest(folder);
    return [name, exportedSubpaths(exports)];
  }),
);

/** Whether `subpath` ('.', './server') is one of `exported`, exactly or by a `*` pattern. */
function isExported(exported, subpath) {
  // A package's sources are never an entry point, whatever a pattern would let through.
  if (subpath === './src' || subpath.startsWith('./src/')) return false;
  return exported.some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return (
      subpath.length > prefix.length + suffix.length &&
      subpath.startsWith(prefix) &&
      subpath.endsWith(suffix)
    );
  });
}

const entryPointsOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Import a workspace package only through its package.json's exports." },
    schema: [],
    messages: {
      internal:
        "'{{specifier}}' reaches into {{name}}: import it through an entry point its package.json " +
        'lists in exports ({{entryPoints}}), or add one there.',
    },
  },
  create(context) {
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith(SCOPE)) return;
      const slash = specifier.indexOf('/', SCOPE.length);
      const name = slash === -1 ? specifier : specifier.slice(0, slash);
      const exported = WORKSPACE_ENTRY_POINTS.get(name);
      const subpath = slash === -1 ? '.' : `.${specifier.slice(slash)}`;
      if (!exported || isExported(exported, subpath)) return;
      const entryPoints = exported.map((key) => name + key.slice(1)).join(', ') || 'none';
      context.report({
        node: source,
        messageId: 'internal',
        data: { specifier, name, entryPoints },
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};

export const workspaceEntryPoints = {
  files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  plugins: { workspaces: { rules: { 'entry-points-only': entryPointsOnly } } },
  rules: { 'workspaces/entry-points-only': 'error' },
};
