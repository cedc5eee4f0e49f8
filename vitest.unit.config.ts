import { defineConfig } from 'vitest/config';

// Unit tests: no emulators. Each workspace keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['emulator', 'functions', 'ssr', 'web'],
  },
});
