import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OWNER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, LEGACY_USER, downloadUrl, firstQuota, newUserRecord } from './fixtures.js';
import { createProfileWithClaim } from './roles.js';

export function describeUserRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.users, () => {
    it('owner reads their record', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER)));
    });

    it('admin reads any record', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('admin'), COLLECTIONS.users, OWNER)));
    });

    it('admin lists all records', async () => {
      await assertSucceeds(listDocs(clients.as('admin'), COLLECTIONS.users));
    });

    it("other user cannot read someone's record", async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.users, OWNER)));
    });

    it('visitor cannot read a record', async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.users, OWNER)));
    });

    it('user cannot list all records', async () => {
      await assertFails(listDocs(clients.as('user'), COLLECTIONS.users));
    });

    it('a custom claim admin: false grants nothing', async () => {
      await assertFails(
        fs.getDoc(
          fs.doc(clients.signedInAs('mallory', { admin: false }), COLLECTIONS.users, OWNER),
        ),
      );
    });

    // Each create uses a new uid, so the write is a create even when an earlier case succeeded.
    it('a new user creates their record with exactly the contract fields', async () => {
      const uid = uniqueId('new');
      await assertSucceeds(
        createProfileWithClaim(clients, clients.signedInAs(uid), uid, newUserRecord(uid)),
      );
    });

    it('a new user creates their record naming a picture, counted in the same batch', async () => {
      const uid = uniqueId('new');
      const db = clients.signedInAs(uid);
      const record: fs.DocumentData = {
        ...newUserRecord(uid),
        photoURL: `User's_Profile_Picture/${uid}/avatar1`,
      };
      await clients.writeRaw(docPath('nameClaims', uid), {
        displayName: record.displayName,
        key: 'held-by-test',
        at: new Date(),
      });
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.users, uid), record);
      batch.set(fs.doc(db, COLLECTIONS.profilePictureQuota, uid), firstQuota());
      await assertSucceeds(batch.commit());
    });

    it('a new user cannot name a picture without counting it', async () => {
      const uid = uniqueId('new');
      const data = { ...newUserRecord(uid), photoURL: `User's_Profile_Picture/${uid}/avatar1` };
      await assertFails(createProfileWithClaim(clients, clients.signedInAs(uid), uid, data));
    });

    it('visitor cannot create a record', async () => {
      const uid = uniqueId('new');
      await assertFails(
        createProfileWithClaim(clients, clients.as('visitor'), uid, newUserRecord(uid)),
      );
    });

    it('a user cannot create a record for another uid', async () => {
      const uid = uniqueId('new');
      await assertFails(
        createProfileWithClaim(clients, clients.as('user'), uid, newUserRecord(uid)),
      );
    });

    const forged: Array<[string, (uid: string) => fs.DocumentData]> = [
      ['a uid other than the document id', (uid) => ({ ...newUserRecord(uid), uid: OWNER })],
      ['a Password field', (uid) => ({ ...newUserRecord(uid), Password: 'hunter2' })],
      ['a Device_IP field', (uid) => ({ ...newUserRecord(uid), Device_IP: '10.0.0.1' })],
      ['Status Offline Since', (uid) => ({ ...newUserRecord(uid), Status: 'Offline Since' })],
      ['SetStatusDone true', (uid) => ({ ...newUserRecord(uid), SetStatusDone: true })],
      [
        'a head start on questions asked',
        (uid) => ({ ...newUserRecord(uid), NoOfQuestionAsked: 5 }),
      ],
      ['a head start on answers', (uid) => ({ ...newUserRecord(uid), NoOfQuestionAnswered: 1 })],
      ['a fake CreatedAt', (uid) => ({ ...newUserRecord(uid), CreatedAt: FAKE_TIME })],
      ['a LoginTime', (uid) => ({ ...newUserRecord(uid), LoginTime: fs.serverTimestamp() })],
      [
        'a Photo map',
        (uid) => ({ ...newUserRecord(uid), Photo: { large: 'https://x', thumb: 'https://y' } }),
      ],
      [
        'a 51-character displayName',
        (uid) => ({ ...newUserRecord(uid), displayName: 'n'.repeat(51) }),
      ],
      ['an empty displayName', (uid) => ({ ...newUserRecord(uid), displayName: '' })],
      [
        'an invisible-only displayName',
        (uid) => ({ ...newUserRecord(uid), displayName: '\u200B\u3164' }),
      ],
      [
        'a displayName with a right-to-left override',
        (uid) => ({ ...newUserRecord(uid), displayName: 'Ann\u202Enimda' }),
      ],
      [
        'the reserved displayName Deleted user',
        (uid) => ({ ...newUserRecord(uid), displayName: 'Deleted user' }),
      ],
      ['an EMail without @', (uid) => ({ ...newUserRecord(uid), EMail: 'not-an-email' })],
      [
        'an EMail over 254 characters',
        (uid) => ({ ...newUserRecord(uid), EMail: `${'e'.repeat(250)}@example.com` }),
      ],
      [
        'a picture name over 128 characters',
        (uid) => ({
          ...newUserRecord(uid),
          photoURL: `User's_Profile_Picture/${uid}/${'x'.repeat(129)}`,
        }),
      ],
      [
        'a download URL of its own picture',
        (uid) => ({
          ...newUserRecord(uid),
          photoURL: downloadUrl(`User's_Profile_Picture/${uid}/avatar1`),
        }),
      ],
      [
        'an external photoURL',
        (uid) => ({ ...newUserRecord(uid), photoURL: 'https://tracker.example/p.png' }),
      ],
      [
        "another user's picture",
        (uid) => ({
          ...newUserRecord(uid),
          photoURL: `User's_Profile_Picture/${OWNER}/avatar1`,
        }),
      ],
      [
        'no NoOfQuestionAnswered',
        (uid) => {
          const { NoOfQuestionAnswered: _omitted, ...rest } = newUserRecord(uid);
          return rest;
        },
      ],
    ];
    for (const [what, build] of forged) {
      it(`a new user cannot create their record with ${what}`, async () => {
        const uid = uniqueId('new');
        await assertFails(
          createProfileWithClaim(clients, clients.signedInAs(uid), uid, build(uid)),
        );
      });
    }

    it('owner cannot rename themselves with a client write (claimDisplayName renames)', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), {
          displayName: 'Alice A.',
          EMail: 'alice.a@example.com',
        }),
      );
      const legacy = clients.signedInAs(LEGACY_USER);
      await assertFails(
        fs.updateDoc(fs.doc(legacy, COLLECTIONS.users, LEGACY_USER), { displayName: 'Erin' }),
      );
    });

    it('owner of a migrated record cannot set another external picture URL', async () => {
      const db = clients.signedInAs(LEGACY_USER);
      await assertFails(
        fs.updateDoc(fs.doc(db, COLLECTIONS.users, LEGACY_USER), {
          photoURL: 'https://legacy.example/other.png',
        }),
      );
    });

    it('owner updates only their EMail', async () => {
      const db = clients.signedInAs(OWNER, { email: 'alice.b@example.com' });
      await assertSucceeds(
        fs.updateDoc(fs.doc(db, COLLECTIONS.users, OWNER), { EMail: 'Alice.B@example.com' }),
      );
    });

    it('owner cannot set an EMail other than their account address', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), {
          EMail: 'someone.else@example.com',
        }),
      );
    });

    it('owner resets photoURL to the default picture', async () => {
      await assertSucceeds(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), { photoURL: '' }),
      );
    });

    // Triggers running alongside may already have set a status field, so these cases write the
    // opposite of its current value: a no-op write would not test anything.
    it('owner cannot flip SetStatusDone', async () => {
      const current = await clients.readRaw(`${COLLECTIONS.users}/${OWNER}`);
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), {
          SetStatusDone: !current?.SetStatusDone,
        }),
      );
    });

    it('owner cannot change their Status', async () => {
      const current = await clients.readRaw(`${COLLECTIONS.users}/${OWNER}`);
      const Status = current?.Status === 'Active Now' ? 'Offline Since' : 'Active Now';
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), { Status }),
      );
    });

    const forgedUpdates: Array<[string, fs.DocumentData]> = [
      ['a counter', { NoOfQuestionAsked: 100 }],
      ['LoginTime', { LoginTime: fs.serverTimestamp() }],
      ['LogoutTime', { LogoutTime: fs.serverTimestamp() }],
      ['the Photo map', { Photo: { large: 'https://x', thumb: 'https://y' } }],
      ['PhotoRejected', { PhotoRejected: 'no' }],
      ['CreatedAt', { CreatedAt: fs.serverTimestamp() }],
      ['the uid', { uid: 'bob' }],
      ['a Password field', { Password: 'hunter2' }],
      ['a 51-character displayName', { displayName: 'n'.repeat(51) }],
      ['an invisible-only displayName', { displayName: '\u200B\u3164' }],
      ['a displayName with a bidi isolate', { displayName: 'Ann\u2066' }],
      ['a reserved displayName in other case', { displayName: ' ADMINISTRATOR ' }],
      ['a numeric EMail', { EMail: 12345 }],
      ['a displayName removal', { displayName: fs.deleteField() }],
    ];
    for (const [what, change] of forgedUpdates) {
      it(`owner cannot update ${what}`, async () => {
        await assertFails(
          fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER), change),
        );
      });
    }

    it("other user cannot change someone's displayName", async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.users, OWNER), {
          displayName: 'Hacked',
        }),
      );
    });

    it('admin cannot change a displayName', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('admin'), COLLECTIONS.users, OWNER), {
          displayName: 'Renamed',
        }),
      );
    });

    it('owner cannot delete their record (the account deletion trigger does)', async () => {
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.users, OWNER)));
    });
  });

  describe(COLLECTIONS.presence, () => {
    it('owner writes online with the request time', async () => {
      await assertSucceeds(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.presence, OWNER), {
          state: 'online',
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('owner writes offline with the request time', async () => {
      await assertSucceeds(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.presence, OWNER), {
          state: 'offline',
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('a new user creates their presence', async () => {
      const uid = uniqueId('new');
      await assertSucceeds(
        fs.setDoc(fs.doc(clients.signedInAs(uid), COLLECTIONS.presence, uid), {
          state: 'online',
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('owner reads their presence', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('owner'), COLLECTIONS.presence, OWNER)));
    });

    it("other user cannot read someone's presence", async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.presence, OWNER)));
    });

    it('visitor cannot read presence', async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.presence, OWNER)));
    });

    it("other user cannot set someone's presence", async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.presence, OWNER), {
          state: 'offline',
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('visitor cannot write presence', async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('visitor'), COLLECTIONS.presence, OWNER), {
          state: 'online',
          at: fs.serverTimestamp(),
        }),
      );
    });

    const forged: Array<[string, fs.DocumentData]> = [
      ['an unknown state', { state: 'away', at: fs.serverTimestamp() }],
      ['a fake time', { state: 'online', at: FAKE_TIME }],
      ['an extra field', { state: 'online', at: fs.serverTimestamp(), Status: 'Active Now' }],
      ['no time', { state: 'online' }],
    ];
    for (const [what, data] of forged) {
      it(`owner cannot write presence with ${what}`, async () => {
        await assertFails(
          fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.presence, OWNER), data),
        );
      });
    }

    it('owner cannot delete their presence', async () => {
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.presence, OWNER)));
    });
  });
}
