import { defineConfig } from 'vitest/config';

// Unit tests of the pure parts (request, correction candidates); the SQL is tested against the
// stack's PostgreSQL in test/*.emulator.test.ts.
export default defineConfig({
  test: {
    name: 'search',
    include: ['test/**/*.test.ts'],
    exclude: ['**/*.emulator.test.ts'],
  },
});
