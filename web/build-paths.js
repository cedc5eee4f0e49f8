// Where the web app's sources and build live, and what the build names its page: used by web's
// own Vite configs and by the server renderer's (ssr/), as `@queryhub/web/build-paths`. Plain
// JavaScript because a Vite config loads another package's module with Node itself (Vite 8
// bundles only the config's relative imports), and Node 20 cannot run TypeScript.
import { fileURLToPath } from 'node:url';

/** web/src: the app's modules import each other as `@/…`. */
export const WEB_SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));

/** web/dist: the production build. */
export const WEB_DIST_DIR = fileURLToPath(new URL('./dist/', import.meta.url));

/** The `@/…` alias, for every Vite config that builds or tests web's sources. */
export const aliases = [{ find: /^@\//, replacement: WEB_SRC_DIR }];

/**
 * The built page is the app shell, written as app-shell.html rather than index.html: Hosting
 * serves an existing index.html for `/` before any rewrite, and `/` is server-rendered by the
 * `ssr` function (firebase.json). The routes that have no server rendering rewrite to this file.
 */
export const APP_SHELL_FILE = 'app-shell.html';
