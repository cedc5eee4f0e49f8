import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { imageSourcePolicy } from './scripts/image-source-policy';
import { katexStylesheet } from './scripts/katex-assets';
import { prerenderShell } from './scripts/prerender-shell';
import { BOOT_SCRIPT } from './boot-script.js';
import { aliases, APP_SHELL_FILE } from './build-paths.js';
import { LOCAL_SITE_ORIGIN, renderRobots } from './crawler-files.js';

function writeShellAs(fileName: string): Plugin {
  return {
    name: 'queryhub:app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName, source: page.source });
    },
  };
}

const CHARSET = '<meta charset="UTF-8" />';

/**
 * The boot script (boot-script.js) early in <head>, right after the charset declaration (which
 * must stay within the first 1024 bytes): it must run before the first paint.
 */
function bootScript(): Plugin {
  return {
    name: 'queryhub:boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
        return html.replace(CHARSET, `${CHARSET}\n    <script>${BOOT_SCRIPT}</script>`);
      },
    },
  };
}

/**
 * robots.txt in the hosting output, naming the sitemap at SITE_ORIGIN: from the environment,
 * else ssr/.env (where the deploy steps in README.md put it), else the local hosting emulator.
 */
function robotsFile(mode: string): Plugin {
  const ssrDir = fileURLToPath(new URL('../ssr/', import.meta.url));
  const origin =
    process.env.SITE_ORIGIN ||
    loadEnv(mode, ssrDir, 'SITE_ORIGIN').SITE_ORIGIN ||
    LOCAL_SITE_ORIGIN;
  return {
    name: 'queryhub:robots-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: renderRobots(origin) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    imageSourcePolicy(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')),
    prerenderShell([react()], aliases),
    bootScript(),
    robotsFile(mode),
    katexStylesheet(),
    writeShellAs(APP_SHELL_FILE),
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      // Registered from src/app/service-worker.ts: the CSP forbids inline scripts.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'QueryHub',
        short_name: 'QueryHub',
        description: 'A free forum for asking and solving queries.',
        theme_color: '#1f3a5f',
        background_color: '#f6f7f9',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        cleanupOutdatedCaches: true,
        navigateFallback: `/${APP_SHELL_FILE}`,
        // Firebase Auth's reserved helper pages must never be answered by the app shell.
        navigateFallbackDenylist: [/^\/__\//],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // KaTeX's stylesheet loads only on pages with math (src/lib/math-stylesheet.ts).
        globIgnores: ['katex/**'],
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'queryhub-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: aliases },
  // `npm run dev`: the search's JSON routes are the `ssr` function's, as Hosting's rewrite sends
  // them in production and in `npm start`.
  server: { proxy: { '/api/': 'http://127.0.0.1:5001/demo-queryhub/us-central1/ssr' } },
  build: {
    manifest: true,
    target: 'es2022',
    // One stylesheet for the whole app (16 KB, 4 KB gzip): a route's own CSS file would arrive
    // after a server-rendered page had painted and restyle it (a layout shift), and the ssr
    // build inlines this one file into every page it renders (ssr/src/inline-styles.ts).
    cssCodeSplit: false,
    // The budget script measures the real chunks; keep Vite's own warning out of the way.
    chunkSizeWarningLimit: 1000,
  },
}));
