import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, freshId, type Role } from '../support/env.js';
import { newAnswer, newQuestion } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

export function describeDeleteRules(clients: FirestoreClients): void {
  async function ownQuestion(answerCount?: number): Promise<string> {
    const id = freshId('q-del');
    await assertSucceeds(setDoc(doc(clients.as('owner'), 'Questions', id), newQuestion(OWNER, id)));
    if (answerCount !== undefined) {
      await clients.asRulesOff((db) =>
        updateDoc(doc(db, 'Questions', id), { AnswerCount: answerCount }),
      );
    }
    return id;
  }

  async function ownAnswer(): Promise<string> {
    const id = freshId('a-del');
    await assertSucceeds(setDoc(doc(clients.as('owner'), 'Answers', id), newAnswer(OWNER, id)));
    return id;
  }

  const strangers: Role[] = ['visitor', 'user', 'otherUser', 'admin'];

  describe('deleting and closing posts', () => {
    it('owner deletes their answer', async () => {
      const id = await ownAnswer();
      await assertSucceeds(deleteDoc(doc(clients.as('owner'), 'Answers', id)));
    });

    for (const role of strangers) {
      it(`${role} cannot delete someone else's answer`, async () => {
        const id = await ownAnswer();
        await assertFails(deleteDoc(doc(clients.as(role), 'Answers', id)));
      });
    }

    it('owner deletes their question without answers (AnswerCount 0 or not yet counted)', async () => {
      await assertSucceeds(deleteDoc(doc(clients.as('owner'), 'Questions', await ownQuestion(0))));
      await assertSucceeds(deleteDoc(doc(clients.as('owner'), 'Questions', await ownQuestion())));
    });

    it('owner cannot delete their question once it has an answer', async () => {
      const id = await ownQuestion(1);
      await assertFails(deleteDoc(doc(clients.as('owner'), 'Questions', id)));
    });

    for (const role of strangers) {
      it(`${role} cannot delete someone else's question without answers`, async () => {
        const id = await ownQuestion(0);
        await assertFails(deleteDoc(doc(clients.as(role), 'Questions', id)));
      });
    }

    it('owner closes their question that has answers', async () => {
      const id = await ownQuestion(2);
      await assertSucceeds(updateDoc(doc(clients.as('owner'), 'Questions', id), { Closed: true }));
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
        await assertFails(updateDoc(doc(clients.as('owner'), 'Questions', id), change));
      });
    }

    for (const role of strangers) {
      it(`${role} cannot close someone else's question`, async () => {
        const id = await ownQuestion(1);
        await assertFails(updateDoc(doc(clients.as(role), 'Questions', id), { Closed: true }));
      });
    }

    it('nobody answers a closed question; an open one takes answers', async () => {
      const id = await ownQuestion(1);
      const answerTo = (answerId: string) => ({
        ...newAnswer(OTHER_USER, answerId),
        Question: newQuestion(OWNER, id).Question as string,
        QuestionID: id,
      });
      const first = freshId('a');
      await assertSucceeds(setDoc(doc(clients.as('otherUser'), 'Answers', first), answerTo(first)));
      await assertSucceeds(updateDoc(doc(clients.as('owner'), 'Questions', id), { Closed: true }));
      const second = freshId('a');
      await assertFails(setDoc(doc(clients.as('otherUser'), 'Answers', second), answerTo(second)));
    });
  });
}
