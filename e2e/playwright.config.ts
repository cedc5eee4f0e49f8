import { defineConfig } from '@playwright/test';
import { urlOf } from '@queryhub/testkit';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.js';

// Runs inside `firebase emulators:exec` (npm run test:e2e): the hosting emulator serves the
// production build at :5000 and the app connects to the other emulators on 127.0.0.1.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hang guards, not budgets (as the emulator suites' waits): a browser test waits on what a
  // user sees, and a busy machine starting its first functions workers takes several times the
  // idle time. Lint refuses shorter deadlines in the specs (eslint.config.js).
  timeout: 300_000,
  expect: { timeout: 120_000 },
  reporter: [['list']],
  use: {
    baseURL: urlOf('hosting'),
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
