import { describe, expect, it } from 'vitest';
import { RENAME_GAP_DAYS, RENAMES_IN_FIRST_WEEK, renameAllowedAtMillis } from '../src/index.js';

const DAY = 86_400_000;

// Renames per account (claimDisplayName).
describe('renameAllowedAtMillis', () => {
  const at = (createdDaysAgo: number, lastClaimDaysAgo: number, renames: number) =>
    renameAllowedAtMillis({
      createdAtMillis: 100 * DAY - createdDaysAgo * DAY,
      lastClaimMillis: 100 * DAY - lastClaimDaysAgo * DAY,
      renames,
      nowMillis: 100 * DAY,
    });

  it(`allows ${RENAMES_IN_FIRST_WEEK} renames at once in the first week`, () => {
    expect(at(1, 0, 0)).toBe(100 * DAY);
    expect(at(6, 0, RENAMES_IN_FIRST_WEEK - 1)).toBe(100 * DAY);
    expect(at(6, 0, RENAMES_IN_FIRST_WEEK)).toBe((100 + RENAME_GAP_DAYS) * DAY);
  });

  it(`then one per ${RENAME_GAP_DAYS} days after the last claim`, () => {
    expect(at(40, 10, 0)).toBe((90 + RENAME_GAP_DAYS) * DAY);
    expect(at(400, RENAME_GAP_DAYS + 1, 5)).toBeLessThan(100 * DAY);
  });
});
