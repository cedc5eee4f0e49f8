import { usernameClaimId } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import {
  throwIfUsernameTaken,
  usernameProblem,
  UsernameTakenError,
  writeClaimingName,
} from '../usernames';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('usernameProblem', () => {
  it('explains invisible, bidi and reserved names, and accepts ordinary ones', () => {
    expect(usernameProblem(' \u200B ')).toMatch(/at least one visible character/);
    expect(usernameProblem('Ann\u202E')).toMatch(/text-direction/);
    expect(usernameProblem(' deleted USER ')).toMatch(/reserved/);
    expect(usernameProblem('  Ann  ')).toBeNull();
  });
});

describe('throwIfUsernameTaken', () => {
  it("refuses a name another account holds, in any case, and accepts one's own", async () => {
    const claim = { id: await usernameClaimId('ann'), uid: 'u1' };
    const fake = fakeFirestore({ UserNames: [claim] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await expect(throwIfUsernameTaken('ANN', 'u2')).rejects.toBeInstanceOf(UsernameTakenError);
    await expect(throwIfUsernameTaken('Ann', null)).rejects.toMatchObject({
      code: 'username-taken',
      message: 'The username "Ann" is taken. Please choose another one.',
    });
    await expect(throwIfUsernameTaken('Ann', 'u1')).resolves.toBeUndefined();
    await expect(throwIfUsernameTaken('Bea', 'u2')).resolves.toBeUndefined();
  });
});

describe('writeClaimingName', () => {
  it('reports a refused write as a taken name when someone holds it meanwhile', async () => {
    const claim = { id: await usernameClaimId('ann'), uid: 'someone' };
    vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore({ UserNames: [claim] }).services);
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    await expect(
      writeClaimingName('Ann', 'me', () => Promise.reject(refused)),
    ).rejects.toBeInstanceOf(UsernameTakenError);
    await expect(writeClaimingName('Bea', 'me', () => Promise.reject(refused))).rejects.toBe(
      refused,
    );
  });
});
