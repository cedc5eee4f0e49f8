import { COLLECTIONS, docPath } from '@queryhub/model';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, SIGNED_IN_USER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, NOTIFICATION_ID, QUESTION_ID, SUSPENDED_USER } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

const inbox = (uid: string) => `${docPath('users', uid)}/${COLLECTIONS.notifications}`;

export function describeNotificationRules(clients: FirestoreClients): void {
  describe('the inbox, Notifications under each user', () => {
    it('the recipient reads their notification', async () => {
      await assertSucceeds(getDoc(doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID)));
    });

    it("the header's unread query and the page's newest-first query run for the recipient", async () => {
      const db = clients.as('owner');
      await assertSucceeds(
        getDocs(query(collection(db, inbox(OWNER)), where('Read', '==', false), limit(50))),
      );
      await assertSucceeds(
        getDocs(query(collection(db, inbox(OWNER)), orderBy('date', 'desc'), limit(20))),
      );
    });

    it('not even the recipient lists the inbox without a limit or above 50', async () => {
      const db = clients.as('owner');
      await assertFails(getDocs(collection(db, inbox(OWNER))));
      await assertFails(
        getDocs(query(collection(db, inbox(OWNER)), where('Read', '==', false), limit(51))),
      );
    });

    for (const role of ['visitor', 'otherUser', 'admin'] as const) {
      it(`${role} cannot read someone else's notification or list their inbox`, async () => {
        const db = clients.as(role);
        await assertFails(getDoc(doc(db, inbox(OWNER), NOTIFICATION_ID)));
        await assertFails(getDocs(collection(db, inbox(OWNER))));
      });
    }

    it('the recipient marks a notification as read', async () => {
      await assertSucceeds(
        updateDoc(doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID), { Read: true }),
      );
    });

    it('the recipient cannot mark it unread again or change anything else', async () => {
      const ref = doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID);
      await assertFails(updateDoc(ref, { Read: false }));
      await assertFails(updateDoc(ref, { Read: true, Question: 'forged' }));
      await assertFails(updateDoc(ref, { ActorName: 'admin' }));
    });

    it('another user cannot mark it as read', async () => {
      await assertFails(
        updateDoc(doc(clients.as('otherUser'), inbox(OWNER), NOTIFICATION_ID), { Read: true }),
      );
    });

    it('nobody but functions creates or deletes notifications', async () => {
      const forged = {
        Type: 'answer',
        QuestionID: QUESTION_ID,
        CatID: 'c',
        Question: 'Click here',
        PostID: 'p',
        ActorName: 'Admin',
        Read: false,
        date: serverTimestamp(),
      };
      await assertFails(addDoc(collection(clients.as('owner'), inbox(OWNER)), forged));
      await assertFails(addDoc(collection(clients.as('otherUser'), inbox(OWNER)), forged));
      await assertFails(addDoc(collection(clients.as('admin'), inbox(OWNER)), forged));
      await assertFails(deleteDoc(doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID)));
    });
  });

  describe('the followed questions, Follows under each user', () => {
    const follows = (uid: string) => `${docPath('users', uid)}/${COLLECTIONS.follows}`;
    const follow = () => ({ QuestionID: QUESTION_ID, date: serverTimestamp() });

    it('a user follows a question, reads the follow and unfollows', async () => {
      const db = clients.as('user');
      const ref = doc(db, follows(SIGNED_IN_USER), QUESTION_ID);
      await assertSucceeds(setDoc(ref, follow()));
      await assertSucceeds(getDoc(ref));
      await assertSucceeds(deleteDoc(ref));
    });

    it('a user reads whether they follow a question they do not follow', async () => {
      await assertSucceeds(
        getDoc(doc(clients.as('otherUser'), follows(OTHER_USER), uniqueId('q'))),
      );
    });

    it("nobody reads, writes or deletes another user's follows", async () => {
      const db = clients.as('otherUser');
      await assertFails(getDoc(doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(setDoc(doc(db, follows(OWNER), QUESTION_ID), follow()));
      await assertFails(deleteDoc(doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(setDoc(doc(clients.as('visitor'), follows(OWNER), QUESTION_ID), follow()));
    });

    const forged: Array<[string, () => Record<string, unknown>, string?]> = [
      ['another question id in the fields', () => ({ ...follow(), QuestionID: 'q-other' })],
      ['a fake date', () => ({ ...follow(), date: FAKE_TIME })],
      ['an extra field', () => ({ ...follow(), Muted: true })],
      ['no date', () => ({ QuestionID: QUESTION_ID })],
    ];
    for (const [what, data] of forged) {
      it(`a follow with ${what} is refused`, async () => {
        await assertFails(
          setDoc(doc(clients.as('otherUser'), follows(OTHER_USER), QUESTION_ID), data()),
        );
      });
    }

    it('a follow of a question that does not exist is refused', async () => {
      const id = uniqueId('q');
      await assertFails(
        setDoc(doc(clients.as('otherUser'), follows(OTHER_USER), id), {
          QuestionID: id,
          date: serverTimestamp(),
        }),
      );
    });

    it('a user lists their follows a page at a time, never without a limit', async () => {
      const db = clients.as('user');
      await assertSucceeds(getDocs(query(collection(db, follows(SIGNED_IN_USER)), limit(50))));
      await assertFails(getDocs(collection(db, follows(SIGNED_IN_USER))));
    });

    it('an anonymous session cannot follow, unfollow or mark a notification read', async () => {
      const db = clients.signedInAs(OWNER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(setDoc(doc(db, follows(OWNER), QUESTION_ID), follow()));
      await assertFails(deleteDoc(doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(updateDoc(doc(db, inbox(OWNER), NOTIFICATION_ID), { Read: true }));
    });

    it('a suspended user cannot follow', async () => {
      const db = clients.signedInAs(SUSPENDED_USER);
      await assertFails(setDoc(doc(db, follows(SUSPENDED_USER), QUESTION_ID), follow()));
    });
  });
}
