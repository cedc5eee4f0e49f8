import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  docPath,
  POST_GAP_SECONDS,
  EDIT_GAP_SECONDS,
  UNVERIFIED_GAP_FACTOR,
  type RateStampKind,
} from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { newAnswer, newCategory, newQuestion, newUserRecord } from './fixtures.js';
import { createProfileWithClaim, stampedEdit, stampedPost } from './roles.js';

const build = { Categories: newCategory, Questions: newQuestion, Answers: newAnswer };

// Google and GitHub members; unverified addresses; Users.EMail follows the account.
export function describeAccountRules(clients: FirestoreClients): void {
  const provider = (id: string) => ({ firebase: { sign_in_provider: id, identities: {} } });

  describe('Google and GitHub members', () => {
    for (const id of ['google.com', 'github.com']) {
      it(`a ${id} session creates its profile and posts`, async () => {
        const uid = uniqueId(id.split('.')[0]!);
        const db = clients.signedInAs(uid, provider(id));
        await assertSucceeds(createProfileWithClaim(clients, db, uid, newUserRecord(uid)));
        await assertSucceeds(
          stampedPost(db, uid, COLLECTIONS.categories, uid, newCategory(uid, uid)),
        );
      });
    }

    it('another provider (facebook.com, phone) still only reads', async () => {
      for (const id of ['facebook.com', 'phone']) {
        const uid = uniqueId('other');
        const db = clients.signedInAs(uid, provider(id));
        await assertFails(createProfileWithClaim(clients, db, uid, newUserRecord(uid)));
        await assertFails(stampedPost(db, uid, COLLECTIONS.answers, uid, newAnswer(uid, uid)));
      }
    });
  });

  describe('an unverified address waits longer between posts', () => {
    const member = (verified: boolean) => {
      const uid = uniqueId(verified ? 'verified' : 'unverified');
      return { uid, db: clients.signedInAs(uid, { email_verified: verified }) };
    };
    const ago = (seconds: number) => fs.Timestamp.fromMillis(Date.now() - seconds * 1000);

    const gaps = Object.entries(POST_GAP_SECONDS) as Array<[RateStampKind, number]>;
    for (const [kind, seconds] of gaps) {
      const slow = seconds * UNVERIFIED_GAP_FACTOR;
      it(`${kind}: after ${seconds + 5} s a verified member posts, an unverified one not`, async () => {
        for (const verified of [true, false]) {
          const { uid, db } = member(verified);
          await clients.writeRaw(docPath('rateLimits', uid), {
            [kind]: { at: ago(seconds + 5), id: 'earlier' },
          });
          const id = uniqueId('p');
          const post = stampedPost(db, uid, kind, id, build[kind](uid, id));
          await (verified ? assertSucceeds(post) : assertFails(post));
        }
      });

      it(`${kind}: an unverified member posts once ${slow} s have passed`, async () => {
        const { uid, db } = member(false);
        await clients.writeRaw(docPath('rateLimits', uid), {
          [kind]: { at: ago(slow + 5), id: 'earlier' },
        });
        const id = uniqueId('p');
        await assertSucceeds(stampedPost(db, uid, kind, id, build[kind](uid, id)));
      });
    }

    it('Edits: an unverified member waits the longer gap too', async () => {
      const { uid, db } = member(false);
      const id = uniqueId('q');
      await clients.writeRaw(docPath('questions', id), {
        ...newQuestion(uid, id),
        date: fs.Timestamp.now(),
      });
      await clients.writeRaw(docPath('rateLimits', uid), {
        Edits: { at: ago(EDIT_GAP_SECONDS + 5), id },
      });
      await assertFails(stampedEdit(db, uid, COLLECTIONS.questions, id, { Question: 'Changed?' }));
      await clients.writeRaw(docPath('rateLimits', uid), {
        Edits: { at: ago(EDIT_GAP_SECONDS * UNVERIFIED_GAP_FACTOR + 5), id },
      });
      await assertSucceeds(
        stampedEdit(db, uid, COLLECTIONS.questions, id, { Question: 'Changed?' }),
      );
    });

    it('an unverified member creates a profile, a first category, question and answer', async () => {
      const { uid, db } = member(false);
      await assertSucceeds(createProfileWithClaim(clients, db, uid, newUserRecord(uid)));
      for (const kind of Object.keys(build) as RateStampKind[]) {
        const id = uniqueId('p');
        await assertSucceeds(stampedPost(db, uid, kind, id, build[kind](uid, id)));
      }
    });
  });

  describe('Users.EMail follows the account address', () => {
    it("the address of the caller's token is accepted, in any case; another is refused", async () => {
      const uid = uniqueId('mover');
      await clients.writeRaw(docPath('users', uid), newUserRecord(uid));
      const moved = clients.signedInAs(uid, { email: 'moved@example.com' });
      await assertFails(
        fs.updateDoc(fs.doc(moved, COLLECTIONS.users, uid), { EMail: 'not-mine@example.com' }),
      );
      await assertSucceeds(
        fs.updateDoc(fs.doc(moved, COLLECTIONS.users, uid), { EMail: 'Moved@Example.com' }),
      );
    });
  });
}
