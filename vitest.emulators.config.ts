import { defineConfig } from 'vitest/config';

// Tests named *.emulator.test.ts need the running emulator suite: run them with
// `npm run test:emulators`, which starts it through `firebase emulators:exec`.
export default defineConfig({
  test: {
    include: ['**/*.emulator.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/lib/**'],
    // The suites share one set of emulators, so files run one at a time.
    fileParallelism: false,
    // Hang guards, not budgets: each test waits on the state it needs (testkit's waits, whose own
    // guard is HANG_GUARD_MS), and a busy machine may take several times the idle time.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
