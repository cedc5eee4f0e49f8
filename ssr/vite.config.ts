import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases, APP_SHELL_FILE } from '../web/vite.config';

// Bundles the `ssr` function: src/index.ts (light: firebase-functions only) and, in a chunk it
// imports on the first request, the renderer with the web app's own components. React and
// react-router are bundled in; the Firebase server SDKs stay dependencies of this package.
// The web app must be built first: its app-shell.html (with the hashed asset names) is the
// template every page is rendered into.

const shellFile = fileURLToPath(new URL(`../web/dist/${APP_SHELL_FILE}`, import.meta.url));
const pwaStub = fileURLToPath(new URL('../web/src/testing/pwa-register-stub.ts', import.meta.url));
const SHELL_MODULE = 'virtual:app-shell';

/** `import shell from 'virtual:app-shell'`: the built web page's HTML, read at build time. */
function appShell(): Plugin {
  return {
    name: 'queryhub:app-shell',
    resolveId: (id) => (id === SHELL_MODULE ? `\0${SHELL_MODULE}` : null),
    load(id) {
      if (id !== `\0${SHELL_MODULE}`) return null;
      this.addWatchFile(shellFile);
      return `export default ${JSON.stringify(readFileSync(shellFile, 'utf8'))};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), appShell()],
  resolve: {
    // The service worker's registration is browser-only; the server never calls it.
    alias: [{ find: /^virtual:pwa-register$/, replacement: pwaStub }, ...aliases],
  },
  ssr: {
    noExternal: true,
    external: ['firebase-admin', 'firebase-functions'],
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
