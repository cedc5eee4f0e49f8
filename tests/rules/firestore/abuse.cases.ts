import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { describe, it } from 'vitest';
import { OTHER_USER, SIGNED_IN_USER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, newAnswer, newCategory, newQuestion, newUserRecord } from './fixtures.js';
import { docPath, COLLECTIONS, POST_GAP_SECONDS, type RateStampKind } from '@queryhub/model';
import { createProfileWithClaim, stampedPost } from './roles.js';

// Who may write at all (attacks 7 and 8) and how fast (attack 5).
export function describeAbuseRules(clients: FirestoreClients): void {
  const longAgo = () => fs.Timestamp.fromMillis(Date.now() - 10 * 60 * 1000);

  describe('only e-mail/password members write', () => {
    const sessions: Array<[string, string]> = [
      ['an anonymous session', 'anonymous'],
      ['a custom-token session', 'custom'],
    ];
    for (const [what, provider] of sessions) {
      const session = (uid: string) =>
        clients.signedInAs(uid, { firebase: { sign_in_provider: provider, identities: {} } });

      it(`${what} cannot create a category, question or answer`, async () => {
        const uid = uniqueId(provider);
        const db = session(uid);
        await assertFails(stampedPost(db, uid, COLLECTIONS.categories, uid, newCategory(uid, uid)));
        await assertFails(stampedPost(db, uid, COLLECTIONS.questions, uid, newQuestion(uid, uid)));
        await assertFails(stampedPost(db, uid, COLLECTIONS.answers, uid, newAnswer(uid, uid)));
      });

      it(`${what} cannot create a profile or presence`, async () => {
        const uid = uniqueId(provider);
        const db = session(uid);
        await assertFails(createProfileWithClaim(clients, db, uid, newUserRecord(uid)));
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.presence, uid), {
            state: 'online',
            at: fs.serverTimestamp(),
          }),
        );
      });

      it(`${what} still reads public posts`, async () => {
        await assertSucceeds(
          fs.getDoc(fs.doc(session(uniqueId(provider)), COLLECTIONS.categories, 'cat-science')),
        );
      });
    }

    it('an e-mail/password session of a new account creates its profile', async () => {
      const uid = uniqueId('member');
      await assertSucceeds(
        createProfileWithClaim(clients, clients.signedInAs(uid), uid, newUserRecord(uid)),
      );
    });
  });

  describe('a deleted account (tombstone in DeletedAccounts)', () => {
    const deleted = async () => {
      const uid = uniqueId('deleted');
      await clients.writeRaw(docPath('users', uid), newUserRecord(uid));
      await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
      return { uid, db: clients.signedInAs(uid) };
    };

    it('cannot post, even with a valid token', async () => {
      const { uid, db } = await deleted();
      await assertFails(stampedPost(db, uid, COLLECTIONS.categories, uid, newCategory(uid, uid)));
      await assertFails(stampedPost(db, uid, COLLECTIONS.answers, uid, newAnswer(uid, uid)));
    });

    it('cannot re-create or edit its profile, or write presence', async () => {
      const { uid, db } = await deleted();
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.users, uid), { displayName: 'Back' }, { merge: true }),
      );
      await clients.writeRaw(docPath('users', uid), undefined);
      await assertFails(createProfileWithClaim(clients, db, uid, newUserRecord(uid)));
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.presence, uid), {
          state: 'online',
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('nobody reads or writes tombstones', async () => {
      const { uid } = await deleted();
      await assertFails(
        fs.getDoc(fs.doc(clients.signedInAs(uid), COLLECTIONS.deletedAccounts, uid)),
      );
      await assertFails(fs.getDoc(fs.doc(clients.as('admin'), COLLECTIONS.deletedAccounts, uid)));
      const other = uniqueId('eraser');
      await assertFails(
        fs.setDoc(fs.doc(clients.signedInAs(other), COLLECTIONS.deletedAccounts, other), {}),
      );
    });
  });

  describe('rate stamps (RateLimits)', () => {
    const member = async () => {
      const uid = uniqueId('poster');
      await clients.writeRaw(docPath('users', uid), newUserRecord(uid));
      return { uid, db: clients.signedInAs(uid) };
    };

    it('a post without its stamp is refused', async () => {
      const { uid, db } = await member();
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.categories, uid), newCategory(uid, uid)));
    });

    it('a stamp naming another post does not cover this one', async () => {
      const { uid, db } = await member();
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), {
        Categories: { at: fs.serverTimestamp(), id: 'another' },
      });
      batch.set(fs.doc(db, COLLECTIONS.categories, uid), newCategory(uid, uid));
      await assertFails(batch.commit());
    });

    it('a stamp of another kind does not cover this post', async () => {
      const { uid, db } = await member();
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), {
        Answers: { at: fs.serverTimestamp(), id: uid },
      });
      batch.set(fs.doc(db, COLLECTIONS.categories, uid), newCategory(uid, uid));
      await assertFails(batch.commit());
    });

    it('one batch cannot create two posts of a kind', async () => {
      const { uid, db } = await member();
      const [first, second] = [uniqueId('c'), uniqueId('c')];
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), {
        Categories: { at: fs.serverTimestamp(), id: first },
      });
      batch.set(fs.doc(db, COLLECTIONS.categories, first), newCategory(uid, first));
      batch.set(fs.doc(db, COLLECTIONS.categories, second), newCategory(uid, second));
      await assertFails(batch.commit());
    });

    it('the first post, and posts of other kinds right after it, are accepted', async () => {
      const { uid, db } = await member();
      const category = uniqueId('c');
      await assertSucceeds(
        stampedPost(db, uid, COLLECTIONS.categories, category, newCategory(uid, category)),
      );
      const question = uniqueId('q');
      await assertSucceeds(
        stampedPost(db, uid, COLLECTIONS.questions, question, newQuestion(uid, question)),
      );
      const answer = uniqueId('a');
      await assertSucceeds(
        stampedPost(db, uid, COLLECTIONS.answers, answer, newAnswer(uid, answer)),
      );
    });

    const gaps = Object.entries(POST_GAP_SECONDS) as Array<[RateStampKind, number]>;
    const build = { Categories: newCategory, Questions: newQuestion, Answers: newAnswer };
    for (const [kind, seconds] of gaps) {
      it(`a second ${kind} post within ${seconds} s is refused`, async () => {
        const { uid, db } = await member();
        const first = uniqueId('p');
        await assertSucceeds(stampedPost(db, uid, kind, first, build[kind](uid, first)));
        const second = uniqueId('p');
        await assertFails(stampedPost(db, uid, kind, second, build[kind](uid, second)));
      });

      it(`a ${kind} post once ${seconds} s have passed is accepted`, async () => {
        const { uid, db } = await member();
        const almost = fs.Timestamp.fromMillis(Date.now() - (seconds - 5) * 1000);
        await clients.writeRaw(docPath('rateLimits', uid), {
          [kind]: { at: almost, id: 'earlier' },
        });
        const id = uniqueId('p');
        await assertFails(stampedPost(db, uid, kind, id, build[kind](uid, id)));
        await clients.writeRaw(docPath('rateLimits', uid), {
          [kind]: { at: longAgo(), id: 'earlier' },
        });
        await assertSucceeds(stampedPost(db, uid, kind, id, build[kind](uid, id)));
      });
    }

    const forgedStamps: Array<[string, (id: string) => Record<string, unknown>]> = [
      ['a client-chosen time', (id) => ({ Categories: { at: FAKE_TIME, id } })],
      ['an extra key', (id) => ({ Categories: { at: fs.serverTimestamp(), id, n: 1 } })],
      ['no id', () => ({ Categories: { at: fs.serverTimestamp() } })],
      [
        'an id outside the id pattern',
        () => ({ Categories: { at: fs.serverTimestamp(), id: 'a b' } }),
      ],
      ['an unknown kind', (id) => ({ Users: { at: fs.serverTimestamp(), id } })],
    ];
    for (const [what, stamp] of forgedStamps) {
      it(`a stamp with ${what} is refused`, async () => {
        const { uid, db } = await member();
        await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.rateLimits, uid), stamp(uid)));
      });
    }

    it('a member cannot reset an earlier stamp to an older time', async () => {
      const { uid, db } = await member();
      await clients.writeRaw(docPath('rateLimits', uid), {
        Answers: { at: fs.Timestamp.now(), id: 'a' },
      });
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.rateLimits, uid), { Answers: { at: longAgo(), id: 'a' } }),
      );
    });

    it("a member reads their own stamps, not another member's", async () => {
      const { uid, db } = await member();
      await clients.writeRaw(docPath('rateLimits', uid), { Answers: { at: longAgo(), id: 'a' } });
      await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.rateLimits, uid)));
      await assertFails(fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.rateLimits, uid)));
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.rateLimits, uid)));
    });

    it("nobody writes another member's stamps", async () => {
      const other: fs.Firestore = clients.as('otherUser');
      await assertFails(
        fs.setDoc(fs.doc(other, COLLECTIONS.rateLimits, SIGNED_IN_USER), {
          Answers: { at: fs.serverTimestamp(), id: OTHER_USER },
        }),
      );
    });
  });

  describe('display names held through the server (UserNames, NameClaims)', () => {
    const record = (uid: string, displayName: string) => ({ ...newUserRecord(uid), displayName });

    it('a profile carries exactly the name its account holds', async () => {
      const uid = uniqueId('named');
      const name = `Élodie ${uid}`;
      await assertSucceeds(
        createProfileWithClaim(clients, clients.signedInAs(uid), uid, record(uid, name)),
      );
    });

    it('a profile without a held name, or with another name than the held one, is refused', async () => {
      const uid = uniqueId('unclaimed');
      const db = clients.signedInAs(uid);
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.users, uid), record(uid, `Solo ${uid}`)));
      await clients.writeRaw(docPath('nameClaims', uid), {
        displayName: `Held ${uid}`,
        key: 'held-by-test',
        at: new Date(),
      });
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.users, uid), record(uid, `HELD ${uid}`.toUpperCase())),
      );
    });

    it('nobody writes a claim: not for themselves, not for another uid', async () => {
      const uid = uniqueId('claimer');
      const db = clients.signedInAs(uid);
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.userNames, 'a'.repeat(64)), { uid }));
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.userNames, 'b'.repeat(64)), { uid: OTHER_USER }),
      );
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.nameClaims, uid), {
          displayName: 'Mine',
          key: 'c'.repeat(64),
          at: fs.serverTimestamp(),
        }),
      );
    });

    it('anyone may check whether a name is taken; only the holder reads its NameClaims', async () => {
      const uid = uniqueId('holder');
      await clients.writeRaw(docPath('userNames', 'd'.repeat(64)), { uid });
      await clients.writeRaw(docPath('nameClaims', uid), {
        displayName: 'Mine',
        key: 'd'.repeat(64),
        at: new Date(),
      });
      await assertSucceeds(
        fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.userNames, 'd'.repeat(64))),
      );
      await assertFails(
        fs.deleteDoc(fs.doc(clients.signedInAs(uid), COLLECTIONS.userNames, 'd'.repeat(64))),
      );
      await assertSucceeds(fs.getDoc(fs.doc(clients.signedInAs(uid), COLLECTIONS.nameClaims, uid)));
      await assertFails(fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.nameClaims, uid)));
    });
  });
}
