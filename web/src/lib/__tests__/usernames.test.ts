import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFunctions } from '@/lib/firebase';
import {
  claimUsername,
  usernameProblem,
  UsernameRefusedError,
  UsernameTakenError,
} from '../usernames';

vi.mock('@/lib/firebase', () => ({ loadFunctions: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

function fakeCallable(call: (data: unknown) => Promise<unknown>) {
  const httpsCallable = vi.fn((_functions: unknown, _name: string) => call);
  vi.mocked(loadFunctions).mockResolvedValue({
    functions: { fake: 'functions' },
    sdk: { httpsCallable },
  } as never);
  return httpsCallable;
}

const refusal = (code: string, details?: unknown) =>
  Object.assign(new Error('refused'), { code, details });

describe('usernameProblem', () => {
  it('explains invisible, bidi, hidden, spacing and reserved names, and accepts ordinary ones', () => {
    expect(usernameProblem(' \u200B ')).toMatch(/at least one visible character/);
    expect(usernameProblem('Ann\u202E')).toMatch(/text-direction/);
    expect(usernameProblem('An\u200Bn')).toMatch(/invisible characters/);
    expect(usernameProblem('Ann\u00A0Lee')).toMatch(/single ordinary spaces/);
    expect(usernameProblem(' deleted USER ')).toMatch(/reserved/);
    expect(usernameProblem('  Ann  ')).toBeNull();
    expect(usernameProblem('Анна Петрова')).toBeNull();
  });
});

describe('claimUsername', () => {
  it('claims through the claimDisplayName callable and returns the stored name', async () => {
    const call = vi.fn(async () => ({ data: { displayName: 'Élodie Durand' } }));
    const httpsCallable = fakeCallable(call);
    await expect(claimUsername('Élodie Durand')).resolves.toBe('Élodie Durand');
    expect(httpsCallable).toHaveBeenCalledWith({ fake: 'functions' }, 'claimDisplayName');
    expect(call).toHaveBeenCalledWith({ displayName: 'Élodie Durand' });
  });

  it('says a held name is taken, in words', async () => {
    fakeCallable(() => Promise.reject(refusal('functions/already-exists')));
    await expect(claimUsername('Ann')).rejects.toBeInstanceOf(UsernameTakenError);
    await expect(claimUsername('Ann')).rejects.toMatchObject({
      code: 'username-taken',
      message: 'The username "Ann" is taken. Please choose another one.',
    });
  });

  it('explains a refused name, and passes anything else on', async () => {
    fakeCallable(() =>
      Promise.reject(refusal('functions/invalid-argument', { problem: 'reserved' })),
    );
    await expect(claimUsername('Αdmin')).rejects.toBeInstanceOf(UsernameRefusedError);
    const other = refusal('functions/unavailable');
    fakeCallable(() => Promise.reject(other));
    await expect(claimUsername('Ann')).rejects.toBe(other);
  });
});
