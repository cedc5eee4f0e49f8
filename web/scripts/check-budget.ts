/**
 * Bundle budget (run after `vite build`). Reads dist/.vite/manifest.json and:
 * - fails when the initial JS for `/` (the entry chunk plus everything it imports statically)
 *   exceeds 200 KB gzip;
 * - prints each route's JS (entry closure + the page chunk's static closure) and every chunk;
 * - fails when a route's static JS contains the Markdown parser (markdown-it's `renderInlineAsText`
 *   and `maxNesting` survive minification) or KaTeX (its error message's text): read pages show
 *   stored HTML, formulas included; only the forms' preview loads the parser and KaTeX, lazily.
 * Routes are read from src/app/router.tsx, so the list can never drift from the router.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { paths } from '../src/config/paths';

export const INITIAL_JS_BUDGET_BYTES = 200 * 1000;
/** Names in markdown-it's code that minification keeps (property and method names). */
export const MARKDOWN_PARSER_MARKERS = ['renderInlineAsText', 'maxNesting'];

/** A string of KaTeX's code that minification keeps (the prefix of its parse errors). */
export const KATEX_MARKER = 'KaTeX parse error';

/** Whether a chunk's code contains the Markdown parser or the math renderer (preview-only code). */
export function containsMarkdownParser(code: string): boolean {
  return MARKDOWN_PARSER_MARKERS.some((marker) => code.includes(marker)) || containsKatex(code);
}

/** Whether a chunk's code contains KaTeX. */
export function containsKatex(code: string): boolean {
  return code.includes(KATEX_MARKER);
}

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk `key` and everything it imports statically (transitively), as manifest keys. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** `path: …, lazy: lazyPage(() => import('@/…'))` pairs from the router source. */
/**
 * The router's routes with their page module: `lazy: lazyPage(() => import('…'))`, or
 * `Component: Name` for a page bundled into the main script (module null).
 */
export function routeModules(routerSource: string): { path: string; module: string | null }[] {
  const pathExpr = String.raw`path:\s*(paths(?:\.\w+)+\.path|'[^']*'),\s*`;
  const lazy = new RegExp(
    pathExpr + String.raw`lazy:\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)`,
    'g',
  );
  const eager = new RegExp(pathExpr + String.raw`Component:\s*\w+`, 'g');
  const found = [
    ...Array.from(routerSource.matchAll(lazy), (match) => ({ match, module: match[2] ?? '' })),
    ...Array.from(routerSource.matchAll(eager), (match) => ({ match, module: null })),
  ].sort((a, b) => (a.match.index ?? 0) - (b.match.index ?? 0));
  return found.map(({ match, module }) => {
    const expression = match[1] ?? '';
    return {
      path: expression.startsWith("'")
        ? expression.slice(1, -1)
        : resolvePathExpression(expression),
      module,
    };
  });
}

function resolvePathExpression(expression: string): string {
  let value: unknown = { paths };
  for (const key of expression.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`Cannot resolve ${expression}`);
  return value;
}

function manifestKeyFor(manifest: Manifest, module: string): string {
  const base = module.replace(/^@\//, 'src/');
  const key = [base, `${base}.tsx`, `${base}.ts`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`Route module ${module} is not in the build manifest`);
  return key;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(): void {
  const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = join(webDir, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (key: string) => {
    const file = manifest[key]?.file ?? '';
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (keys: Iterable<string>) => {
    const files = new Set(Array.from(keys, (key) => manifest[key]?.file ?? ''));
    let raw = 0;
    let gzip = 0;
    for (const key of keys) {
      if (!files.delete(manifest[key]?.file ?? '')) continue;
      raw += sizeOf(key).raw;
      gzip += sizeOf(key).gzip;
    }
    return { raw, gzip };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const initial = staticClosure(manifest, entryKey);
  const initialSize = total(initial);

  console.log('\nChunks (raw / gzip):');
  for (const key of Object.keys(manifest).filter((k) => manifest[k]?.file.endsWith('.js'))) {
    const { raw, gzip } = sizeOf(key);
    console.log(
      `  ${manifest[key]?.file.padEnd(52)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`,
    );
  }

  const routes = routeModules(readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8'));
  if (routes.length === 0) throw new Error('No routes found in src/app/router.tsx');
  console.log('\nJS per route (entry + page, static imports; raw / gzip):');
  const parserRoutes: string[] = [];
  for (const { path, module } of routes) {
    // A page without a module of its own ships in the main script.
    const keys = module
      ? staticClosure(manifest, manifestKeyFor(manifest, module), new Set(initial))
      : initial;
    const { raw, gzip } = total(keys);
    const parser = Array.from(keys).some((key) =>
      containsMarkdownParser(readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8')),
    );
    if (parser) parserRoutes.push(path);
    console.log(
      `  ${path.padEnd(42)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}` +
        (parser ? '  (loads the Markdown parser or KaTeX)' : ''),
    );
  }
  console.log(
    parserRoutes.length === 0
      ? '\nNo route loads the Markdown parser or KaTeX up front: OK'
      : `\nRoutes that load the Markdown parser or KaTeX up front: ${parserRoutes.join(', ')}: NOT OK`,
  );
  if (parserRoutes.length > 0) process.exitCode = 1;

  const verdict = initialSize.gzip <= INITIAL_JS_BUDGET_BYTES ? 'OK' : 'OVER BUDGET';
  console.log(
    `\nInitial JS for / : ${kb(initialSize.gzip)} gzip (${kb(initialSize.raw)} raw), ` +
      `budget ${kb(INITIAL_JS_BUDGET_BYTES)} gzip: ${verdict}\n`,
  );
  if (verdict !== 'OK') process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
