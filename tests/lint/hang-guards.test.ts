// The hang-guard lint rules (eslint.config.js, `no-restricted-syntax`): in emulator and fault tests
// a wait, a test or a hook takes the hang guard as its deadline, never a fixed budget of its own;
// in browser tests an expectation or a test may only take a longer one than the config's.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './snippet-eslint.js';

const hangGuardErrors = (filePath: string, code: string) =>
  ruleMessages('no-restricted-syntax', filePath, code);

const BUDGETS = `
import { it } from 'vitest';
import { eventually, waitForDoc } from '@queryhub/testkit';
const WAIT_MS = 25_000;
declare const ref: Parameters<typeof waitForDoc>[0];
it('waits on budgets', async () => {
  await waitForDoc(ref, (data) => data !== undefined, 25_000);
  await eventually(async () => true, 'a thing', WAIT_MS);
  await eventually(async () => true, 'a thing', 2 * WAIT_MS);
}, 60_000);
`;
const GUARDED = `
import { it } from 'vitest';
import { eventually, waitForDoc } from '@queryhub/testkit';
declare const ref: Parameters<typeof waitForDoc>[0];
it('waits on state', async () => {
  await waitForDoc(ref, (data) => data !== undefined);
  await eventually(async () => true, 'a thing');
});
`;

// A hang guard: ESLint's first run in a worker takes 5–8 s on a busy two-core machine.
describe('deadlines in emulator and fault tests', { timeout: 120_000 }, () => {
  it.each(['functions/test/x.emulator.test.ts', 'tests/faults/x.fault.test.ts'])(
    'are refused in %s: a number, a _MS constant or arithmetic',
    async (file) => {
      expect(await hangGuardErrors(file, BUDGETS)).toEqual(
        Array.from({ length: 4 }, () => expect.stringContaining('hang guard')),
      );
    },
  );

  it('are left to the hang guard when unnamed', async () => {
    expect(await hangGuardErrors('functions/test/x.emulator.test.ts', GUARDED)).toEqual([]);
  });

  it('do not concern unit tests', async () => {
    expect(await hangGuardErrors('functions/test/x.test.ts', BUDGETS)).toEqual([]);
  });

  it("in browser tests, are refused below the config's guards and allowed above them", async () => {
    const spec = `
import { expect, test } from '@playwright/test';
test('journey', async ({ page }) => {
  test.setTimeout(180_000);
  await expect(page.getByRole('note')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => 1, { timeout: 60_000, message: 'one' }).toBe(1);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 240_000 });
});
test('heavy journey', async ({ page }) => {
  test.setTimeout(600_000);
  await expect(page.getByRole('main')).toBeVisible();
});
`;
    expect(await hangGuardErrors('e2e/tests/x.spec.ts', spec)).toEqual(
      Array.from({ length: 3 }, () => expect.stringContaining('hang guard')),
    );
  });
});
