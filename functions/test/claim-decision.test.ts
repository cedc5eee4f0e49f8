import { describe, expect, it } from 'vitest';
import { RELEASED_NAME_HOLD_DAYS, RENAME_GAP_DAYS, RENAMES_IN_FIRST_WEEK } from '@queryhub/model';
import {
  MAX_REQUESTED_NAME_LENGTH,
  claimDecision,
  requestedDisplayName,
  type ClaimState,
} from '../src/profiles/claim-decision';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28);

/** A claim of "Bob" (id `bob`) by `me`, an account created 100 days ago, holding "Ann". */
function state(overrides: Partial<ClaimState> = {}): ClaimState {
  return {
    uid: 'me',
    id: 'bob',
    displayName: 'Bob',
    holder: null,
    previous: { key: 'ann', displayName: 'Ann', atMillis: NOW - 60 * DAY, renames: 0 },
    createdAtMillis: NOW - 100 * DAY,
    nowMillis: NOW,
    ...overrides,
  };
}

describe('requestedDisplayName', () => {
  it('stores the name NFC and trimmed, and refuses what claimProblem refuses', () => {
    expect(requestedDisplayName('  E\u0301lodie ')).toEqual({ displayName: 'Élodie' });
    expect(requestedDisplayName(42)).toEqual({ problem: 'length' });
    expect(requestedDisplayName('n'.repeat(51))).toEqual({ problem: 'length' });
    expect(requestedDisplayName('Qu\u0435ryHub')).toEqual({ problem: 'reserved' });
  });

  it('refuses an over-long text before normalising it, and only what NFC would refuse', () => {
    // A run of combining marks: NFC's canonical reordering of it is quadratic.
    expect(requestedDisplayName(`a${'\u0301\u0323'.repeat(500_000)}`)).toEqual({
      problem: 'length',
    });
    // White space at either end does not count; 50 letters given as 4 code points each do fit.
    expect(requestedDisplayName(`${' '.repeat(100_000)}Bob\n`)).toEqual({ displayName: 'Bob' });
    const decomposed = '\u03C9\u0313\u0300\u0345'.repeat(50);
    expect(decomposed.length).toBe(MAX_REQUESTED_NAME_LENGTH / 2);
    expect(requestedDisplayName(decomposed)).toEqual({ displayName: '\u1FA2'.repeat(50) });
  });

  it('rests on NFC composing at most 4 code points into one and keeping white space apart', () => {
    let longest = 0;
    const spaces: string[] = [];
    const joining: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const text = String.fromCodePoint(codePoint);
      longest = Math.max(longest, [...text.normalize('NFD')].length);
      const space = /\s/u.test(text);
      if (space) spaces.push(text);
      // What may join or reorder with a neighbour: marks, and the Hangul jamo syllables take.
      if (/\p{M}/u.test(text) || (codePoint >= 0x1100 && codePoint <= 0x11ff)) joining.push(text);
      for (const form of ['NFC', 'NFD'] as const) {
        const normal = text.normalize(form);
        // White space stays one white space character; nothing else begins or ends with it.
        if (space ? !/^\s$/u.test(normal) : /^\s|\s$/u.test(normal)) {
          expect.fail(`U+${codePoint.toString(16)} ${form}`);
        }
      }
    }
    expect(longest).toBe(4);
    // White space neither composes nor reorders with what is next to it.
    for (const space of spaces) {
      for (const other of joining) {
        const [a, b] = [space.normalize('NFC'), other.normalize('NFC')];
        if (
          (space + other).normalize('NFC') !== a + b ||
          (other + space).normalize('NFC') !== b + a
        )
          expect.fail(`U+${space.codePointAt(0)?.toString(16)} next to ${other}`);
      }
    }
  });
});

describe('claimDecision', () => {
  it('refuses a name another account holds, or released less than the hold ago', () => {
    expect(claimDecision(state({ holder: { uid: 'other' } }))).toEqual({ kind: 'taken' });
    const released = (daysAgo: number) =>
      state({ holder: { uid: 'other', releasedAtMillis: NOW - daysAgo * DAY } });
    expect(claimDecision(released(RELEASED_NAME_HOLD_DAYS - 1)).kind).toBe('taken');
    expect(claimDecision(released(RELEASED_NAME_HOLD_DAYS)).kind).toBe('claim');
  });

  it('gives the first claim, and a name the account released itself, back at once', () => {
    expect(claimDecision(state({ previous: null }))).toEqual({
      kind: 'claim',
      renames: 0,
      releaseKey: null,
    });
    expect(claimDecision(state({ holder: { uid: 'me', releasedAtMillis: NOW - DAY } }))).toEqual({
      kind: 'claim',
      renames: 1,
      releaseKey: 'ann',
    });
  });

  it('changes nothing when the account claims exactly the name it holds', () => {
    const previous = { key: 'bob', displayName: 'Bob', atMillis: NOW, renames: 7 };
    expect(claimDecision(state({ holder: { uid: 'me' }, previous }))).toEqual({
      kind: 'unchanged',
    });
    // The same key in another form ("BOB") is a rename that keeps the key: nothing released.
    expect(
      claimDecision(state({ previous: { ...previous, displayName: 'BOB', atMillis: 0 } })),
    ).toEqual({ kind: 'claim', renames: 8, releaseKey: null });
  });

  it('limits renames: RENAMES_IN_FIRST_WEEK in the first week, then one per RENAME_GAP_DAYS', () => {
    const young = { createdAtMillis: NOW - DAY };
    const renamed = (renames: number, atMillis: number) => ({
      previous: { key: 'ann', displayName: 'Ann', atMillis, renames },
    });
    expect(
      claimDecision(state({ ...young, ...renamed(RENAMES_IN_FIRST_WEEK - 1, NOW) })).kind,
    ).toBe('claim');
    expect(claimDecision(state({ ...young, ...renamed(RENAMES_IN_FIRST_WEEK, NOW) }))).toEqual({
      kind: 'too-soon',
      allowedAtMillis: NOW + RENAME_GAP_DAYS * DAY,
    });
    const lastClaim = NOW - (RENAME_GAP_DAYS - 1) * DAY;
    expect(claimDecision(state(renamed(1_000_000, lastClaim)))).toEqual({
      kind: 'too-soon',
      allowedAtMillis: lastClaim + RENAME_GAP_DAYS * DAY,
    });
    expect(claimDecision(state(renamed(1_000_000, NOW - RENAME_GAP_DAYS * DAY)))).toEqual({
      kind: 'claim',
      renames: 1_000_001,
      releaseKey: 'ann',
    });
  });
});
