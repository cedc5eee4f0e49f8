import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OWNER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, firstQuota, newUserRecord } from './fixtures.js';
import { createProfileWithClaim } from './roles.js';

const HOUR_MS = 60 * 60 * 1000;

/** A new account with its record, signed in. */
async function newAccount(clients: FirestoreClients): Promise<{ uid: string; db: fs.Firestore }> {
  const uid = uniqueId('pic');
  const db = clients.signedInAs(uid);
  await createProfileWithClaim(clients, db, uid, newUserRecord(uid));
  return { uid, db };
}

/** Names a new picture and writes the quota document `quota` in one batch. */
function changePicture(db: fs.Firestore, uid: string, quota: fs.DocumentData, create = false) {
  const batch = fs.writeBatch(db);
  batch.update(fs.doc(db, COLLECTIONS.users, uid), {
    photoURL: `User's_Profile_Picture/${uid}/${uniqueId('p')}`,
  });
  const quotaRef = fs.doc(db, COLLECTIONS.profilePictureQuota, uid);
  if (create) batch.set(quotaRef, quota);
  else batch.update(quotaRef, quota);
  return batch.commit();
}

async function storedQuota(db: fs.Firestore, uid: string): Promise<fs.DocumentData> {
  return (await fs.getDoc(fs.doc(db, COLLECTIONS.profilePictureQuota, uid))).data() ?? {};
}

/** Sets the quota document as it would be after `count` pictures in a window (rules off). */
async function seedQuota(
  clients: FirestoreClients,
  uid: string,
  windowStart: fs.Timestamp,
  count: number,
) {
  await clients.writeRaw(docPath('profilePictureQuota', uid), {
    windowStart,
    count,
    at: windowStart,
  });
}

export function describeProfilePictureRules(clients: FirestoreClients): void {
  describe('ProfilePictureQuota and new profile pictures', () => {
    it('owner names a first picture and starts the window in one batch', async () => {
      const { uid, db } = await newAccount(clients);
      await assertSucceeds(changePicture(db, uid, firstQuota(), true));
    });

    it('owner cannot name a picture without counting it', async () => {
      const { uid, db } = await newAccount(clients);
      const photoURL = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
      await assertFails(fs.updateDoc(fs.doc(db, COLLECTIONS.users, uid), { photoURL }));
    });

    it('owner counts the next pictures within the window, up to 10', async () => {
      const { uid, db } = await newAccount(clients);
      await assertSucceeds(changePicture(db, uid, firstQuota(), true));
      for (let count = 2; count <= 10; count += 1) {
        const { windowStart } = await storedQuota(db, uid);
        await assertSucceeds(
          changePicture(db, uid, { windowStart, count, at: fs.serverTimestamp() }),
        );
      }
      const { windowStart } = await storedQuota(db, uid);
      await assertFails(
        changePicture(db, uid, { windowStart, count: 11, at: fs.serverTimestamp() }),
      );
    });

    it('owner cannot start a new window before the hour is over', async () => {
      const { uid, db } = await newAccount(clients);
      await seedQuota(clients, uid, fs.Timestamp.fromMillis(Date.now() - HOUR_MS / 2), 10);
      await assertFails(changePicture(db, uid, firstQuota()));
    });

    it('owner starts a new window once the hour is over', async () => {
      const { uid, db } = await newAccount(clients);
      await seedQuota(clients, uid, fs.Timestamp.fromMillis(Date.now() - HOUR_MS - 60_000), 10);
      await assertSucceeds(changePicture(db, uid, firstQuota()));
    });

    const forged: Array<[string, (current: fs.DocumentData) => fs.DocumentData]> = [
      ['a count that does not grow', (q) => ({ ...q, count: q.count, at: fs.serverTimestamp() })],
      ['a count that goes back', (q) => ({ ...q, count: 0, at: fs.serverTimestamp() })],
      ['a fake at', (q) => ({ ...q, count: (q.count as number) + 1, at: FAKE_TIME })],
      [
        'a moved window start',
        (q) => ({
          windowStart: FAKE_TIME,
          count: (q.count as number) + 1,
          at: fs.serverTimestamp(),
        }),
      ],
      [
        'an extra field',
        (q) => ({ ...q, count: (q.count as number) + 1, at: fs.serverTimestamp(), spare: 1 }),
      ],
    ];
    for (const [what, build] of forged) {
      it(`owner cannot count a picture with ${what}`, async () => {
        const { uid, db } = await newAccount(clients);
        await seedQuota(clients, uid, fs.Timestamp.fromMillis(Date.now() - 1000), 3);
        await assertFails(changePicture(db, uid, build(await storedQuota(db, uid))));
      });
    }

    it('owner cannot create the quota with a head start', async () => {
      const { uid, db } = await newAccount(clients);
      const quota = { windowStart: fs.serverTimestamp(), count: 0, at: fs.serverTimestamp() };
      await assertFails(changePicture(db, uid, quota, true));
    });

    it("other user cannot read or write someone's quota", async () => {
      const { uid } = await newAccount(clients);
      await seedQuota(clients, uid, fs.Timestamp.fromMillis(Date.now() - 1000), 3);
      await assertFails(
        fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.profilePictureQuota, uid)),
      );
      await assertFails(
        fs.setDoc(
          fs.doc(clients.as('otherUser'), COLLECTIONS.profilePictureQuota, uid),
          firstQuota(),
        ),
      );
    });

    it('owner cannot delete their quota to reset it', async () => {
      const { uid, db } = await newAccount(clients);
      await seedQuota(clients, uid, fs.Timestamp.fromMillis(Date.now() - 1000), 10);
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.profilePictureQuota, uid)));
    });

    it('owner reads their own quota', async () => {
      await assertSucceeds(
        fs.getDoc(fs.doc(clients.as('owner'), COLLECTIONS.profilePictureQuota, OWNER)),
      );
    });
  });
}
