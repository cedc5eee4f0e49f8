import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, SIGNED_IN_USER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, NOTIFICATION_ID, QUESTION_ID, SUSPENDED_USER } from './fixtures.js';

const inbox = (uid: string) => `${docPath('users', uid)}/${COLLECTIONS.notifications}`;

export function describeNotificationRules(clients: FirestoreClients): void {
  describe('the inbox, Notifications under each user', () => {
    it('the recipient reads their notification', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID)));
    });

    it("the header's unread query and the page's newest-first query run for the recipient", async () => {
      const db = clients.as('owner');
      await assertSucceeds(listDocs(db, inbox(OWNER), fs.where('Read', '==', false), fs.limit(50)));
      await assertSucceeds(listDocs(db, inbox(OWNER), fs.orderBy('date', 'desc'), fs.limit(20)));
    });

    it('not even the recipient lists the inbox without a limit or above 50', async () => {
      const db = clients.as('owner');
      await assertFails(listDocs(db, inbox(OWNER)));
      await assertFails(listDocs(db, inbox(OWNER), fs.where('Read', '==', false), fs.limit(51)));
    });

    for (const role of ['visitor', 'otherUser', 'admin'] as const) {
      it(`${role} cannot read someone else's notification or list their inbox`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, inbox(OWNER), NOTIFICATION_ID)));
        await assertFails(listDocs(db, inbox(OWNER)));
      });
    }

    it('the recipient marks a notification as read', async () => {
      await assertSucceeds(
        fs.updateDoc(fs.doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID), { Read: true }),
      );
    });

    it('the recipient cannot mark it unread again or change anything else', async () => {
      const ref = fs.doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID);
      await assertFails(fs.updateDoc(ref, { Read: false }));
      await assertFails(fs.updateDoc(ref, { Read: true, Question: 'forged' }));
      await assertFails(fs.updateDoc(ref, { ActorName: 'admin' }));
    });

    it('another user cannot mark it as read', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('otherUser'), inbox(OWNER), NOTIFICATION_ID), {
          Read: true,
        }),
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
        date: fs.serverTimestamp(),
      };
      await assertFails(fs.addDoc(fs.collection(clients.as('owner'), inbox(OWNER)), forged));
      await assertFails(fs.addDoc(fs.collection(clients.as('otherUser'), inbox(OWNER)), forged));
      await assertFails(fs.addDoc(fs.collection(clients.as('admin'), inbox(OWNER)), forged));
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), inbox(OWNER), NOTIFICATION_ID)));
    });
  });

  describe('the followed questions, Follows under each user', () => {
    const follows = (uid: string) => `${docPath('users', uid)}/${COLLECTIONS.follows}`;
    const follow = () => ({ QuestionID: QUESTION_ID, date: fs.serverTimestamp() });

    it('a user follows a question, reads the follow and unfollows', async () => {
      const db = clients.as('user');
      const ref = fs.doc(db, follows(SIGNED_IN_USER), QUESTION_ID);
      await assertSucceeds(fs.setDoc(ref, follow()));
      await assertSucceeds(fs.getDoc(ref));
      await assertSucceeds(fs.deleteDoc(ref));
    });

    it('a user reads whether they follow a question they do not follow', async () => {
      await assertSucceeds(
        fs.getDoc(fs.doc(clients.as('otherUser'), follows(OTHER_USER), uniqueId('q'))),
      );
    });

    it("nobody reads, writes or deletes another user's follows", async () => {
      const db = clients.as('otherUser');
      await assertFails(fs.getDoc(fs.doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(fs.setDoc(fs.doc(db, follows(OWNER), QUESTION_ID), follow()));
      await assertFails(fs.deleteDoc(fs.doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(
        fs.setDoc(fs.doc(clients.as('visitor'), follows(OWNER), QUESTION_ID), follow()),
      );
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
          fs.setDoc(fs.doc(clients.as('otherUser'), follows(OTHER_USER), QUESTION_ID), data()),
        );
      });
    }

    it('a follow of a question that does not exist is refused', async () => {
      const id = uniqueId('q');
      await assertFails(
        fs.setDoc(fs.doc(clients.as('otherUser'), follows(OTHER_USER), id), {
          QuestionID: id,
          date: fs.serverTimestamp(),
        }),
      );
    });

    it('a user lists their follows a page at a time, never without a limit', async () => {
      const db = clients.as('user');
      await assertSucceeds(listDocs(db, follows(SIGNED_IN_USER), fs.limit(50)));
      await assertFails(listDocs(db, follows(SIGNED_IN_USER)));
    });

    it('an anonymous session cannot follow, unfollow or mark a notification read', async () => {
      const db = clients.signedInAs(OWNER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(fs.setDoc(fs.doc(db, follows(OWNER), QUESTION_ID), follow()));
      await assertFails(fs.deleteDoc(fs.doc(db, follows(OWNER), QUESTION_ID)));
      await assertFails(fs.updateDoc(fs.doc(db, inbox(OWNER), NOTIFICATION_ID), { Read: true }));
    });

    it('a suspended user cannot follow', async () => {
      const db = clients.signedInAs(SUSPENDED_USER);
      await assertFails(fs.setDoc(fs.doc(db, follows(SUSPENDED_USER), QUESTION_ID), follow()));
    });
  });
}
