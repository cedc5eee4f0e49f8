import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderShell } from './scripts/prerender-shell';

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
export const aliases = [{ find: /^@\//, replacement: srcDir }];

export default defineConfig({
  plugins: [
    react(),
    prerenderShell([react()], aliases),
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
        navigateFallback: '/index.html',
        // Firebase Auth's reserved helper pages must never be answered by the app shell.
        navigateFallbackDenylist: [/^\/__\//],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
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
  build: {
    manifest: true,
    target: 'es2022',
    // The budget script measures the real chunks; keep Vite's own warning out of the way.
    chunkSizeWarningLimit: 1000,
  },
});
