import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { docPath, COLLECTIONS } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, type Role } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, newAnswer, newQuestion } from './fixtures.js';

export function describeDeleteRules(clients: FirestoreClients): void {
  async function ownQuestion(answerCount?: number): Promise<string> {
    const id = uniqueId('q-del');
    await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, newQuestion(OWNER, id)));
    if (answerCount !== undefined) {
      await clients.asRulesOff((db) =>
        fs.updateDoc(fs.doc(db, COLLECTIONS.questions, id), { AnswerCount: answerCount }),
      );
    }
    return id;
  }

  async function ownAnswer(): Promise<string> {
    const id = uniqueId('a-del');
    await assertSucceeds(clients.post('owner', COLLECTIONS.answers, id, newAnswer(OWNER, id)));
    return id;
  }

  const strangers: Role[] = ['visitor', 'user', 'otherUser', 'admin'];

  describe('deleting and closing posts', () => {
    it('owner deletes their answer', async () => {
      const id = await ownAnswer();
      await assertSucceeds(fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.answers, id)));
    });

    for (const role of strangers) {
      it(`${role} cannot delete someone else's answer`, async () => {
        const id = await ownAnswer();
        await assertFails(fs.deleteDoc(fs.doc(clients.as(role), COLLECTIONS.answers, id)));
      });
    }

    it('owner deletes their question without answers (AnswerCount 0 or not yet counted)', async () => {
      await assertSucceeds(
        fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, await ownQuestion(0))),
      );
      await assertSucceeds(
        fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, await ownQuestion())),
      );
    });

    it('owner cannot delete their question once it has an answer', async () => {
      const id = await ownQuestion(1);
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, id)));
    });

    for (const role of strangers) {
      it(`${role} cannot delete someone else's question without answers`, async () => {
        const id = await ownQuestion(0);
        await assertFails(fs.deleteDoc(fs.doc(clients.as(role), COLLECTIONS.questions, id)));
      });
    }

    it('owner closes their question that has answers', async () => {
      const id = await ownQuestion(2);
      await assertSucceeds(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, id), { Closed: true }),
      );
    });

    const refusedCloses: [string, Record<string, unknown>][] = [
      ['Closed false', { Closed: false }],
      ['Closed as text', { Closed: 'yes' }],
      ['Closed with a new text', { Closed: true, Question: 'Closed and changed' }],
      ['Closed with a forged AnswerCount', { Closed: true, AnswerCount: 0 }],
    ];
    for (const [what, change] of refusedCloses) {
      it(`owner cannot set ${what}`, async () => {
        const id = await ownQuestion(1);
        await assertFails(
          fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, id), change),
        );
      });
    }

    for (const role of strangers) {
      it(`${role} cannot close someone else's question`, async () => {
        const id = await ownQuestion(1);
        await assertFails(
          fs.updateDoc(fs.doc(clients.as(role), COLLECTIONS.questions, id), { Closed: true }),
        );
      });
    }

    it('a deleted account (tombstone) neither deletes nor closes its posts', async () => {
      const uid = uniqueId('deleted');
      const answer = uniqueId('a-del');
      const question = uniqueId('q-del');
      await clients.writeRaw(docPath('answers', answer), newAnswer(uid, answer));
      await clients.writeRaw(docPath('questions', question), {
        ...newQuestion(uid, question),
        AnswerCount: 1,
      });
      const db = clients.signedInAs(uid);
      await assertSucceeds(
        fs.updateDoc(fs.doc(db, COLLECTIONS.questions, question), { Closed: true }),
      );
      await clients.writeRaw(docPath('questions', question), {
        ...newQuestion(uid, question),
        AnswerCount: 1,
      });
      await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.answers, answer)));
      await assertFails(
        fs.updateDoc(fs.doc(db, COLLECTIONS.questions, question), { Closed: true }),
      );
    });

    it('an anonymous session of the author cannot delete the post', async () => {
      const id = await ownAnswer();
      const anonymous = clients.signedInAs(OWNER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(fs.deleteDoc(fs.doc(anonymous, COLLECTIONS.answers, id)));
    });

    it('nobody answers a closed question; an open one takes answers', async () => {
      const id = await ownQuestion(1);
      const answerTo = (answerId: string) => ({
        ...newAnswer(OTHER_USER, answerId),
        Question: newQuestion(OWNER, id).Question as string,
        QuestionID: id,
      });
      const first = uniqueId('a');
      await assertSucceeds(clients.post('otherUser', COLLECTIONS.answers, first, answerTo(first)));
      await assertSucceeds(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, id), { Closed: true }),
      );
      const second = uniqueId('a');
      await assertFails(clients.post('otherUser', COLLECTIONS.answers, second, answerTo(second)));
    });

    it('nobody answers a hidden question, not even its asker', async () => {
      const id = await ownQuestion();
      const answerTo = (uid: string, answerId: string) => ({
        ...newAnswer(uid, answerId),
        Question: newQuestion(OWNER, id).Question as string,
        QuestionID: id,
      });
      const first = uniqueId('a');
      await assertSucceeds(
        clients.post('otherUser', COLLECTIONS.answers, first, answerTo(OTHER_USER, first)),
      );
      await clients.asRulesOff((db) =>
        fs.updateDoc(fs.doc(db, COLLECTIONS.questions, id), { Hidden: true, FlagCount: 3 }),
      );
      const second = uniqueId('a');
      await assertFails(
        clients.post('otherUser', COLLECTIONS.answers, second, answerTo(OTHER_USER, second)),
      );
      const own = uniqueId('a');
      await assertFails(clients.post('owner', COLLECTIONS.answers, own, answerTo(OWNER, own)));
    });
  });
}
