import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { describe, it } from 'vitest';
import {
  ADMIN,
  OTHER_USER,
  OWNER as OWNER_UID,
  SIGNED_IN_USER,
  type Role,
} from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import {
  ANSWER_ID,
  AUDIT_ID,
  FAKE_TIME,
  FLAG_ID,
  QUESTION_ID,
  QUEUE_ENTRY_ID,
  SUSPENDED_USER,
  newAnswer,
  newCategory,
  newQuestion,
} from './fixtures.js';
import { stampedEdit, stampedPost, type PostCollection } from './roles.js';
import { stampedFlag } from './flag-stamps.js';

export function newFlag(uid: string, postType: string, postId: string): fs.DocumentData {
  return {
    uid,
    PostType: postType,
    PostID: postId,
    Reason: 'spam',
    Text: '',
    date: fs.serverTimestamp(),
  };
}

/** `db` reads the flag queue as /Admin does: an entry, and the page of the latest flagged. */
export async function readsTheFlagQueue(db: fs.Firestore): Promise<void> {
  await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.moderationQueue, QUEUE_ENTRY_ID)));
  await assertSucceeds(
    listDocs(db, COLLECTIONS.moderationQueue, fs.orderBy('LastFlaggedAt', 'desc'), fs.limit(50)),
  );
}

export function describeModerationRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.flags, () => {
    it('a user flags a question and an answer, once each', async () => {
      const db = clients.as('user');
      // Stamped as the web app sends flags (RateLimits.Flags; flag-rate.cases.ts).
      await assertSucceeds(
        stampedFlag(
          db,
          SIGNED_IN_USER,
          `${QUESTION_ID}_${SIGNED_IN_USER}`,
          newFlag(SIGNED_IN_USER, 'question', QUESTION_ID),
        ),
      );
      await assertSucceeds(
        stampedFlag(db, SIGNED_IN_USER, `${ANSWER_ID}_${SIGNED_IN_USER}`, {
          ...newFlag(SIGNED_IN_USER, 'answer', ANSWER_ID),
          Reason: 'other',
          Text: 'Copied from another site',
        }),
      );
      // A second flag of the same post is an update, which no rule allows.
      await assertFails(
        stampedFlag(db, SIGNED_IN_USER, `${QUESTION_ID}_${SIGNED_IN_USER}`, {
          ...newFlag(SIGNED_IN_USER, 'question', QUESTION_ID),
          Reason: 'offensive',
        }),
      );
    });

    it('an anonymous session cannot flag', async () => {
      const uid = uniqueId('anon');
      const db = clients.signedInAs(uid, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(
        stampedFlag(db, uid, `${ANSWER_ID}_${uid}`, newFlag(uid, 'answer', ANSWER_ID)),
      );
    });

    it('a user reads their own flag; admins read and list every flag', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.flags, FLAG_ID)));
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('admin'), COLLECTIONS.flags, FLAG_ID)));
      await assertSucceeds(listDocs(clients.as('admin'), COLLECTIONS.flags, fs.limit(50)));
    });

    it('not even an admin lists flags without a limit or above 50', async () => {
      const db = clients.as('admin');
      await assertFails(listDocs(db, COLLECTIONS.flags));
      await assertFails(listDocs(db, COLLECTIONS.flags, fs.limit(51)));
    });

    it("others cannot read a user's flag or list flags", async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('owner'), COLLECTIONS.flags, FLAG_ID)));
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.flags, FLAG_ID)));
      await assertFails(listDocs(clients.as('user'), COLLECTIONS.flags, fs.limit(50)));
    });

    it('nobody changes or withdraws a flag', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.flags, FLAG_ID), {
          Reason: 'other',
        }),
      );
      await assertFails(fs.deleteDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.flags, FLAG_ID)));
    });

    const forged: Array<[string, (uid: string, postId: string) => [string, fs.DocumentData]]> = [
      ['an id that is not PostID_uid', (uid, id) => [`${id}_x${uid}`, newFlag(uid, 'answer', id)]],
      ["someone else's uid", (uid, id) => [`${id}_${uid}`, newFlag(OTHER_USER, 'answer', id)]],
      [
        'an unknown reason',
        (uid, id) => [`${id}_${uid}`, { ...newFlag(uid, 'answer', id), Reason: 'rude' }],
      ],
      [
        "'other' without a text",
        (uid, id) => [`${id}_${uid}`, { ...newFlag(uid, 'answer', id), Reason: 'other' }],
      ],
      [
        'a 501-character text',
        (uid, id) => [`${id}_${uid}`, { ...newFlag(uid, 'answer', id), Text: 't'.repeat(501) }],
      ],
      [
        'a fake date',
        (uid, id) => [`${id}_${uid}`, { ...newFlag(uid, 'answer', id), date: FAKE_TIME }],
      ],
      [
        'an extra field',
        (uid, id) => [`${id}_${uid}`, { ...newFlag(uid, 'answer', id), Weight: 10 }],
      ],
      ['an unknown post type', (uid, id) => [`${id}_${uid}`, newFlag(uid, 'category', id)]],
      ['the wrong post type', (uid, id) => [`${id}_${uid}`, newFlag(uid, 'question', id)]],
    ];
    for (const [what, build] of forged) {
      it(`a flag with ${what} is refused`, async () => {
        const [id, data] = build(SIGNED_IN_USER, ANSWER_ID);
        await assertFails(stampedFlag(clients.as('user'), SIGNED_IN_USER, id, data));
      });
    }

    it('a flag of a post that does not exist is refused', async () => {
      const postId = uniqueId('a');
      await assertFails(
        stampedFlag(
          clients.as('user'),
          SIGNED_IN_USER,
          `${postId}_${SIGNED_IN_USER}`,
          newFlag(SIGNED_IN_USER, 'answer', postId),
        ),
      );
    });

    it('a visitor cannot flag', async () => {
      await assertFails(
        fs.setDoc(
          fs.doc(clients.as('visitor'), COLLECTIONS.flags, `${ANSWER_ID}_anon`),
          newFlag('anon', 'answer', ANSWER_ID),
        ),
      );
    });

    it('a suspended user cannot flag', async () => {
      const db = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        stampedFlag(
          db,
          SUSPENDED_USER,
          `${QUESTION_ID}_${SUSPENDED_USER}`,
          newFlag(SUSPENDED_USER, 'question', QUESTION_ID),
        ),
      );
    });
  });

  describe('Suspended users', () => {
    it('a suspended user cannot post a category, question or answer', async () => {
      const db = clients.signedInAs(SUSPENDED_USER);
      const c = uniqueId('c');
      const q = uniqueId('q');
      const a = uniqueId('a');
      // Stamped as the web app posts, so only the suspension refuses them.
      const post = (kind: PostCollection, id: string, data: fs.DocumentData) =>
        stampedPost(db, SUSPENDED_USER, kind, id, data);
      await assertFails(post(COLLECTIONS.categories, c, newCategory(SUSPENDED_USER, c)));
      await assertFails(post(COLLECTIONS.questions, q, newQuestion(SUSPENDED_USER, q)));
      await assertFails(post(COLLECTIONS.answers, a, newAnswer(SUSPENDED_USER, a)));
    });

    it('a suspended user cannot edit, close or delete their own posts', async () => {
      const q = uniqueId('q');
      const a = uniqueId('a');
      await clients.writeRaw(docPath('questions', q), {
        ...newQuestion(SUSPENDED_USER, q),
        AnswerCount: 0,
      });
      await clients.writeRaw(docPath('answers', a), newAnswer(SUSPENDED_USER, a));
      const db = clients.signedInAs(SUSPENDED_USER);
      // Edits stamped as the web app sends them, so only the suspension refuses them.
      await assertFails(
        stampedEdit(db, SUSPENDED_USER, COLLECTIONS.questions, q, {
          Question: 'Edited while suspended',
        }),
      );
      await assertFails(fs.updateDoc(fs.doc(db, COLLECTIONS.questions, q), { Closed: true }));
      await assertFails(
        stampedEdit(db, SUSPENDED_USER, COLLECTIONS.answers, a, {
          Answer: 'Edited while suspended',
        }),
      );
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.questions, q)));
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.answers, a)));
    });

    it('an unsuspended user still posts (the check is per user)', async () => {
      const a = uniqueId('a');
      await assertSucceeds(
        clients.post('user', COLLECTIONS.answers, a, newAnswer(SIGNED_IN_USER, a)),
      );
    });

    it('the suspended user and admins read the suspension; others cannot; nobody writes it', async () => {
      await assertSucceeds(
        fs.getDoc(
          fs.doc(clients.signedInAs(SUSPENDED_USER), COLLECTIONS.suspended, SUSPENDED_USER),
        ),
      );
      await assertSucceeds(listDocs(clients.as('admin'), COLLECTIONS.suspended, fs.limit(50)));
      await assertFails(listDocs(clients.as('admin'), COLLECTIONS.suspended));
      await assertFails(
        fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.suspended, SUSPENDED_USER)),
      );
      await assertFails(
        fs.deleteDoc(
          fs.doc(clients.signedInAs(SUSPENDED_USER), COLLECTIONS.suspended, SUSPENDED_USER),
        ),
      );
      await assertFails(
        fs.setDoc(fs.doc(clients.as('admin'), COLLECTIONS.suspended, OTHER_USER), {
          uid: OTHER_USER,
        }),
      );
    });
  });

  describe('ModerationQueue and AuditLog', () => {
    it("admins read the queue in the admin page's order and the audit log", async () => {
      const db = clients.as('admin');
      await readsTheFlagQueue(db);
      await assertSucceeds(
        listDocs(db, COLLECTIONS.auditLog, fs.orderBy('At', 'desc'), fs.limit(20)),
      );
    });

    it('not even an admin reads the queue or the audit log without a limit', async () => {
      const db = clients.as('admin');
      await assertFails(listDocs(db, COLLECTIONS.moderationQueue));
      await assertFails(listDocs(db, COLLECTIONS.auditLog, fs.limit(51)));
    });

    const others: Role[] = ['visitor', 'user', 'owner', 'otherUser'];
    for (const role of others) {
      it(`${role} cannot read the queue or the audit log`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.moderationQueue, QUEUE_ENTRY_ID)));
        await assertFails(listDocs(db, COLLECTIONS.auditLog, fs.limit(20)));
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.auditLog, AUDIT_ID)));
      });
    }

    it('not even an admin writes the queue or the audit log from a client', async () => {
      const db = clients.as('admin');
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.auditLog, uniqueId('audit')), { Action: 'x', By: ADMIN }),
      );
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.auditLog, AUDIT_ID)));
      await assertFails(
        fs.updateDoc(fs.doc(db, COLLECTIONS.moderationQueue, QUEUE_ENTRY_ID), { FlagCount: 0 }),
      );
    });

    it('clients cannot set Hidden or FlagCount on a post', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, QUESTION_ID), {
          Hidden: false,
        }),
      );
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('admin'), COLLECTIONS.answers, ANSWER_ID), { Hidden: true }),
      );
      const q = uniqueId('q');
      await assertFails(
        clients.post('owner', COLLECTIONS.questions, q, {
          ...newQuestion('alice', q),
          Hidden: false,
        }),
      );
    });
  });

  describe('PostTombstones (moderation that sticks)', () => {
    it('a hidden or admin-deleted post id cannot be posted again; an unused one can', async () => {
      const hiddenQuestion = uniqueId('tomb-q');
      const deletedAnswer = uniqueId('tomb-a');
      await clients.writeRaw(docPath('postTombstones', hiddenQuestion), {
        PostType: 'question',
        Reason: 'hidden',
        at: FAKE_TIME,
      });
      await clients.writeRaw(docPath('postTombstones', deletedAnswer), {
        PostType: 'answer',
        Reason: 'deleted',
        at: FAKE_TIME,
      });
      await assertFails(
        clients.post(
          'owner',
          COLLECTIONS.questions,
          hiddenQuestion,
          newQuestion(OWNER_UID, hiddenQuestion),
        ),
      );
      await assertFails(
        clients.post(
          'otherUser',
          COLLECTIONS.answers,
          deletedAnswer,
          newAnswer(OTHER_USER, deletedAnswer),
        ),
      );
      const fresh = uniqueId('fresh-a');
      await assertSucceeds(
        clients.post('otherUser', COLLECTIONS.answers, fresh, newAnswer(OTHER_USER, fresh)),
      );
    });

    it('nobody reads or writes tombstones, counted votes or name claims of others', async () => {
      const id = uniqueId('tomb');
      await assertFails(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.postTombstones, id), {
          PostType: 'question',
          Reason: 'hidden',
          at: fs.serverTimestamp(),
        }),
      );
      await assertFails(fs.getDoc(fs.doc(clients.as('admin'), COLLECTIONS.postTombstones, id)));
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.postTombstones, id)));
      await assertFails(
        fs.getDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.countedVotes, 'v_1')),
      );
      await assertFails(
        fs.setDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.countedVotes, 'v_1'), { value: 1 }),
      );
    });
  });
}
