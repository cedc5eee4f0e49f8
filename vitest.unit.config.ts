import { defineConfig } from 'vitest/config';

// Unit tests: no emulators. Each workspace keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'model',
      'markdown',
      'search',
      'testkit',
      'rules-engine',
      'stack',
      'functions',
      'ssr',
      'web',
      // Repository-wide checks (lint configuration, paths in the docs, deploy configuration, what
      // firestore.rules costs each request against production's limits) that need no emulator.
      {
        test: {
          name: 'repo',
          include: [
            'tests/lint/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'tests/rules-limits/**/*.test.ts',
          ],
          exclude: ['**/*.emulator.test.ts'],
        },
      },
    ],
  },
});
