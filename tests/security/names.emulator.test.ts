// Display names nobody can fake or be refused. Names are claimed
// only through the claimDisplayName callable, by their canonical key (NFKC, case folding,
// UTS #39 confusables skeleton, invisibles removed, white space collapsed), so names in any
// script register, and no second account can hold a name that reads the same.
import {
  COLLECTIONS,
  docPath,
  newUserRecord,
  RELEASED_NAME_HOLD_DAYS,
  RENAME_GAP_DAYS,
  RENAMES_IN_FIRST_WEEK,
} from '@queryhub/model';
import { Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  claimName,
  createSignedInUser,
  errorCodeOf,
  renameProfile,
  uniqueWord,
  type SignedInUser,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';
const TAKEN = 'functions/already-exists';
const INVALID = 'functions/invalid-argument';
const TOO_SOON = 'functions/resource-exhausted';

const opened: SignedInUser[] = [];

/** A new account holding `displayName` (closed after the file). */
async function member(prefix: string, displayName: string): Promise<SignedInUser> {
  const user = await createSignedInUser({ prefix, displayName });
  opened.push(user);
  return user;
}

/** The code a new account gets when it tries to register with `displayName`. */
async function registrationCode(displayName: string): Promise<string> {
  return errorCodeOf(member('names-late', displayName));
}

afterAll(async () => {
  await Promise.all(opened.map((user) => user.session.close()));
});

describe('legitimate names in any script', () => {
  it('register and rename with accents, Cyrillic and Greek, stored as typed', async () => {
    const suffix = uniqueWord('');
    for (const name of [`Élodie Durand ${suffix}`, `Özil ${suffix}`, `Анна Петрова ${suffix}`]) {
      const user = await member('names-script', name);
      const record = await adminDb().doc(docPath('users', user.uid)).get();
      expect(record.get('displayName')).toBe(name);
    }
    const renamed = opened.at(-1)!;
    const greek = `Ελένη ${suffix}`;
    await renameProfile(renamed.session, greek);
    expect((await adminDb().doc(docPath('users', renamed.uid)).get()).get('displayName')).toBe(
      greek,
    );
  });

  it('an account may change the case of its own name', async () => {
    const name = `Müller ${uniqueWord('')}`;
    const user = await member('names-case', name);
    await renameProfile(user.session, name.toUpperCase());
    expect((await adminDb().doc(docPath('users', user.uid)).get()).get('displayName')).toBe(
      name.toUpperCase(),
    );
  });

  it('a released name stays held for its account, then anyone may claim it', async () => {
    const name = `Released ${uniqueWord('')}`;
    const first = await member('names-release', name);
    await renameProfile(first.session, `${name} two`);
    // Held for RELEASED_NAME_HOLD_DAYS: another account cannot snap it up.
    expect(await registrationCode(name)).toBe(TAKEN);
    // Its account may take it back.
    await renameProfile(first.session, name);
    expect((await adminDb().doc(docPath('users', first.uid)).get()).get('displayName')).toBe(name);
    // Released again, and the hold over (as if RELEASED_NAME_HOLD_DAYS had passed): free.
    await renameProfile(first.session, `${name} three`);
    const key = (await adminDb().doc(docPath('nameClaims', first.uid)).get()).get('key');
    expect(key).toBeTruthy();
    const released = await adminDb()
      .collection(COLLECTIONS.userNames)
      .where('uid', '==', first.uid)
      .get();
    const held = released.docs.filter((doc) => doc.id !== key);
    expect(held.length).toBeGreaterThan(0);
    const past = Timestamp.fromMillis(Date.now() - (RELEASED_NAME_HOLD_DAYS + 1) * 86_400_000);
    await Promise.all(held.map((doc) => doc.ref.update({ ReleasedAt: past })));
    const second = await member('names-release-2', name);
    expect((await adminDb().doc(docPath('users', second.uid)).get()).get('displayName')).toBe(name);
  });
});

describe('renames are limited per account', () => {
  it(`a burst of renames stops after ${RENAMES_IN_FIRST_WEEK} in the first week; then one per ${RENAME_GAP_DAYS} days`, async () => {
    const name = `Renamer ${uniqueWord('')}`;
    const user = await member('names-burst', name);
    const codes: string[] = [];
    for (let n = 1; n <= RENAMES_IN_FIRST_WEEK + 2; n += 1) {
      codes.push(await errorCodeOf(renameProfile(user.session, `${name} ${n}`)));
    }
    expect(codes).toEqual([
      ...Array.from({ length: RENAMES_IN_FIRST_WEEK }, () => 'succeeded'),
      TOO_SOON,
      TOO_SOON,
    ]);
    const claim = adminDb().doc(docPath('nameClaims', user.uid));
    expect((await claim.get()).get('displayName')).toBe(`${name} ${RENAMES_IN_FIRST_WEEK}`);
    // After the first week: once per RENAME_GAP_DAYS since the last rename.
    const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
    await adminDb()
      .doc(docPath('users', user.uid))
      .update({ CreatedAt: daysAgo(60) });
    await claim.update({ at: daysAgo(RENAME_GAP_DAYS - 1) });
    expect(await errorCodeOf(renameProfile(user.session, `${name} later`))).toBe(TOO_SOON);
    await claim.update({ at: daysAgo(RENAME_GAP_DAYS + 1) });
    expect(await errorCodeOf(renameProfile(user.session, `${name} later`))).toBe('succeeded');
    expect(await errorCodeOf(renameProfile(user.session, `${name} again`))).toBe(TOO_SOON);
  });
});

describe('attack 1: case variants of a held name', () => {
  let holder: SignedInUser;
  const suffix = uniqueWord('');
  beforeAll(async () => {
    holder = await member('names-holder', `Müller ${suffix}`);
  });

  it('MÜLLER, müller and a decomposed Müller cannot register next to Müller', async () => {
    for (const variant of [
      `MÜLLER ${suffix}`,
      `müller ${suffix}`,
      `Mu\u0308ller ${suffix}`,
      `MU\u0308LLER ${suffix}`,
    ]) {
      expect(await registrationCode(variant)).toBe(TAKEN);
    }
  });

  it('nor can another account rename itself to one', async () => {
    const other = await member('names-renamer', `Other ${uniqueWord('')}`);
    expect(await errorCodeOf(renameProfile(other.session, `MÜLLER ${suffix}`))).toBe(TAKEN);
    expect((await adminDb().doc(docPath('users', holder.uid)).get()).get('displayName')).toBe(
      `Müller ${suffix}`,
    );
  });
});

describe('attack 2: lookalike names', () => {
  const suffix = uniqueWord('');
  const bob = `Bob Smith ${suffix}`;
  beforeAll(async () => {
    await member('names-bob', bob);
  });

  it('homoglyphs from other scripts read as the held name: taken', async () => {
    for (const lookalike of [
      bob.replace('o', '\u03BF'), // Greek omicron
      bob.replace('o', '\u043E'), // Cyrillic o
      bob.replace('S', '\u0405'), // Cyrillic DZE
      bob.replace('B', '\uFF22'), // full-width B
    ]) {
      expect(await registrationCode(lookalike)).toBe(TAKEN);
    }
  });

  it('invisible and spacing code points cannot make a second Bob', async () => {
    const forged: Array<[string, string]> = [
      ['zero-width space', bob.replace('Bob', 'Bo\u200Bb')],
      ['zero-width joiner', bob.replace('Bob', 'Bo\u200Db')],
      ['word joiner', bob.replace('Bob', 'Bo\u2060b')],
      ['soft hyphen', bob.replace('Bob', 'Bo\u00ADb')],
      ['no-break space', bob.replace(' ', '\u00A0')],
      ['a double space', bob.replace(' ', '  ')],
      ['combining grapheme joiner', bob.replace('Bob', 'Bo\u034Fb')],
    ];
    const codes = Object.fromEntries(
      await Promise.all(
        forged.map(async ([what, name]) => [what, await registrationCode(name)] as const),
      ),
    );
    // A code point that draws nothing is refused outright; a joiner real names need (ZWJ) is
    // allowed in names but dropped from the key, so the name is taken.
    expect(codes).toEqual({
      'zero-width space': INVALID,
      'zero-width joiner': TAKEN,
      'word joiner': INVALID,
      'soft hyphen': INVALID,
      'no-break space': INVALID,
      'a double space': INVALID,
      'combining grapheme joiner': INVALID,
    });
  });

  it('the reserved names cannot be imitated in another script or case', async () => {
    for (const name of [
      'Admin',
      'ADMIN',
      '\u0391dmin',
      'Deleted\u00A0user',
      'Query\u200BHub',
      'Qu\u0435ryHub',
      'Deleted  User',
    ]) {
      expect(await registrationCode(name)).toBe(INVALID);
    }
  });
});

describe('claims only the server writes', () => {
  let mallory: SignedInUser;
  beforeAll(async () => {
    mallory = await member('names-mallory', `Mallory ${uniqueWord('')}`);
  });

  it('a client cannot write a claim, its NameClaims record or rename its profile', async () => {
    const { db, uid } = mallory.session;
    expect(await errorCodeOf(setDoc(doc(db, COLLECTIONS.userNames, 'f'.repeat(64)), { uid }))).toBe(
      DENIED,
    );
    expect(
      await errorCodeOf(
        setDoc(doc(db, COLLECTIONS.nameClaims, uid), {
          displayName: 'Admin',
          key: 'f'.repeat(64),
          at: serverTimestamp(),
        }),
      ),
    ).toBe(DENIED);
    expect(
      await errorCodeOf(updateDoc(doc(db, COLLECTIONS.users, uid), { displayName: 'Admin' })),
    ).toBe(DENIED);
  });

  it('a profile must carry the name its account holds', async () => {
    const user = await member('names-liar', `Liar ${uniqueWord('')}`);
    const { db, uid } = user.session;
    await adminDb().doc(docPath('users', uid)).delete();
    const forged = newUserRecord(
      { uid, displayName: 'Someone Else', email: user.email },
      serverTimestamp(),
    );
    expect(await errorCodeOf(setDoc(doc(db, COLLECTIONS.users, uid), forged))).toBe(DENIED);
  });

  it('two accounts racing for one name: exactly one holds it', async () => {
    const a = await member('names-race-a', `Racer A ${uniqueWord('')}`);
    const b = await member('names-race-b', `Racer B ${uniqueWord('')}`);
    const contested = `Contested ${uniqueWord('')}`;
    const codes = await Promise.all([
      errorCodeOf(claimName(a.session, contested)),
      errorCodeOf(claimName(b.session, contested.toUpperCase())),
    ]);
    expect(codes.sort()).toEqual([TAKEN, 'succeeded'].sort());
  });
});
