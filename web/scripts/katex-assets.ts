import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MATH_ASSETS_DIR } from '../src/lib/math-stylesheet';

/** KaTeX's dist folder (its CSS and fonts), from the installed package. */
function katexDistDir(): string {
  return path.join(
    path.dirname(createRequire(import.meta.url).resolve('katex/package.json')),
    'dist',
  );
}

/**
 * The files a page with math loads, as hosting paths under MATH_ASSETS_DIR → their bytes: the
 * minified stylesheet and the WOFF2 fonts it names first (every browser we support reads WOFF2,
 * so the WOFF and TTF fallbacks it also names are never requested).
 */
function katexAssets(dist = katexDistDir()): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  files.set(`${MATH_ASSETS_DIR}/katex.min.css`, readFileSync(path.join(dist, 'katex.min.css')));
  for (const font of readdirSync(path.join(dist, 'fonts'))) {
    if (font.endsWith('.woff2')) {
      files.set(`${MATH_ASSETS_DIR}/fonts/${font}`, readFileSync(path.join(dist, 'fonts', font)));
    }
  }
  return files;
}

const CONTENT_TYPES: Record<string, string> = { '.css': 'text/css', '.woff2': 'font/woff2' };

/**
 * Copies KaTeX's stylesheet and fonts into the hosting output at build time (not committed; the
 * installed `katex` decides the version, the same one the server renders with), and serves them
 * from the dev server.
 */
export function katexStylesheet(): Plugin {
  let files: Map<string, Buffer> | undefined;
  const assets = () => (files ??= katexAssets());
  return {
    name: 'queryhub:katex-stylesheet',
    generateBundle() {
      for (const [fileName, source] of assets()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = assets().get((request.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!file) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[path.extname(request.url ?? '')] ?? '');
        response.end(file);
      });
    },
  };
}
