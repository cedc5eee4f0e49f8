import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './build-paths.js';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^virtual:pwa-register$/,
        replacement: fileURLToPath(new URL('./src/testing/pwa-register-stub.ts', import.meta.url)),
      },
      ...aliases,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
