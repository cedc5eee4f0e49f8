import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases, APP_SHELL_FILE, WEB_DIST_DIR, WEB_SRC_DIR } from '@queryhub/web/build-paths';
import { deferModuleScripts } from './src/deferred-scripts';
import { inlineStylesheets } from './src/inline-styles';

// Bundles the `ssr` function: src/index.ts (light: firebase-functions only) and, in a chunk it
// imports on the first request, the renderer with the web app's own components (and, in a chunk
// of its own, the MCP server: only /mcp loads it). React and react-router are bundled in; the
// Firebase server SDKs, the MCP SDK and zod stay dependencies of this package, installed at deploy.
// The web app must be built first: its app-shell.html (with the hashed asset names) is the
// template every page is rendered into.

const webDist = WEB_DIST_DIR;
const shellFile = `${webDist}${APP_SHELL_FILE}`;
const pwaStub = `${WEB_SRC_DIR}testing/pwa-register-stub.ts`;
const manifestFile = `${WEB_DIST_DIR}.vite/manifest.json`;
const SHELL_MODULE = 'virtual:app-shell';
const MANIFEST_MODULE = 'virtual:web-manifest';

/**
 * `import shell from 'virtual:app-shell'` (the built web page's HTML, its stylesheet inlined and
 * its scripts deferred past the first paint) and
 * `import manifest from 'virtual:web-manifest'` (Vite's manifest of the web build), read at
 * build time.
 */
function webBuild(): Plugin {
  const files: Record<string, string> = {
    [SHELL_MODULE]: shellFile,
    [MANIFEST_MODULE]: manifestFile,
  };
  return {
    name: 'queryhub:web-build',
    resolveId: (id) => (id in files ? `\0${id}` : null),
    load(id) {
      const file = id.startsWith('\0') ? files[id.slice(1)] : undefined;
      if (!file) return null;
      this.addWatchFile(file);
      let text = readFileSync(file, 'utf8');
      if (file === shellFile) {
        text = deferModuleScripts(
          inlineStylesheets(text, (asset) => readFileSync(`${webDist}${asset}`, 'utf8')),
        );
      }
      return `export default ${file.endsWith('.json') ? text : JSON.stringify(text)};`;
    },
  };
}

/**
 * Deletes the emulators' trigger list (stack/src/functions-manifest.ts): it describes
 * the demo project, and a deploy, which builds first, must discover its own.
 */
function dropEmulatorManifest(): Plugin {
  return {
    name: 'queryhub:drop-emulator-manifest',
    apply: 'build',
    buildStart: () =>
      rmSync(fileURLToPath(new URL('./functions.yaml', import.meta.url)), { force: true }),
  };
}

export default defineConfig({
  plugins: [react(), webBuild(), dropEmulatorManifest()],
  resolve: {
    // The service worker's registration is browser-only; the server never calls it.
    alias: [{ find: /^virtual:pwa-register$/, replacement: pwaStub }, ...aliases],
  },
  ssr: {
    noExternal: true,
    external: [
      'firebase-admin',
      'firebase-functions',
      'pg',
      '@google-cloud/cloud-sql-connector',
      '@modelcontextprotocol/sdk',
      'zod',
    ],
  },
  build: {
    ssr: 'src/index.ts',
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      output: {
        format: 'esm',
        entryFileNames: 'index.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
