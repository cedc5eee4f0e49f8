import { defineConfig } from 'vitest/config';

// Fault tests (*.fault.test.ts) start and stop their own stack through `npm start`'s script,
// with a temporary state folder, so they run outside `firebase emulators:exec` and one at a
// time. Starting waits for the suite lock when another suite holds the fixed ports.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.fault.test.ts'],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 40 * 60_000,
    // The tests' own Admin SDK clients stay on loopback too (see stack/src/prepare.ts).
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
