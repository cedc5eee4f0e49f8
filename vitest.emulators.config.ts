import { defineConfig } from 'vitest/config';

// Tests named *.emulator.test.ts need the running emulator suite: run them with
// `npm run test:emulators`, which starts it through `firebase emulators:exec`.
export default defineConfig({
  test: {
    include: ['**/*.emulator.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/lib/**'],
    // The suites share one set of emulators, so files run one at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
