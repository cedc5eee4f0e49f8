import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from '@queryhub/web/build-paths';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    name: 'ssr',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/lib/**', '**/*.emulator.test.ts'],
  },
});
