import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { COLLECTIONS } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { ANSWER_ID, FAKE_TIME, QUESTION_ID, downloadUrl, newAnswer } from './fixtures.js';
import { itPagesTheQuery, itReadsForEveryRole } from './public-lists.js';

export function describeAnswerRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.answers, () => {
    itReadsForEveryRole(clients, COLLECTIONS.answers, ANSWER_ID, 'an answer');
    itPagesTheQuery(clients, {
      page: 'the question page',
      collectionName: COLLECTIONS.answers,
      field: 'QuestionID',
      value: QUESTION_ID,
      size: 20,
    });

    it('visitor runs the search query over answers', async () => {
      const db = clients.as('visitor');
      const q = fs.query(
        fs.collection(db, COLLECTIONS.answers),
        fs.where('Keywords', 'array-contains-any', ['gravity']),
        fs.orderBy('date', 'desc'),
        fs.limit(20),
      );
      await assertSucceeds(fs.getDocs(q));
    });

    it('user answers with exactly the raw fields', async () => {
      const id = uniqueId('a');
      await assertSucceeds(
        clients.post('otherUser', COLLECTIONS.answers, id, newAnswer(OTHER_USER, id)),
      );
    });

    it('user writes a 10000-character answer with their own screenshot', async () => {
      const id = uniqueId('a');
      const data = {
        ...newAnswer(OTHER_USER, id),
        Answer: 'a'.repeat(10000),
        AnswerScreenShot: `Answer's_Screenshot/${OTHER_USER}/${id}`,
      };
      await assertSucceeds(clients.post('otherUser', COLLECTIONS.answers, id, data));
    });

    it('visitor cannot answer', async () => {
      const id = uniqueId('a');
      await assertFails(clients.post('visitor', COLLECTIONS.answers, id, newAnswer(OWNER, id)));
    });

    it("other user cannot answer in the owner's name", async () => {
      const id = uniqueId('a');
      await assertFails(clients.post('otherUser', COLLECTIONS.answers, id, newAnswer(OWNER, id)));
    });

    it('admin cannot answer for someone else', async () => {
      const id = uniqueId('a');
      await assertFails(clients.post('admin', COLLECTIONS.answers, id, newAnswer(OWNER, id)));
    });

    const forged: Array<[string, (id: string) => fs.DocumentData]> = [
      [
        'a 10001-character answer',
        (id) => ({ ...newAnswer(OTHER_USER, id), Answer: 'a'.repeat(10001) }),
      ],
      ['a blank answer', (id) => ({ ...newAnswer(OTHER_USER, id), Answer: '\n\t ' })],
      ['an answer that is a number', (id) => ({ ...newAnswer(OTHER_USER, id), Answer: 7 })],
      [
        'a question that does not exist',
        (id) => ({ ...newAnswer(OTHER_USER, id), QuestionID: 'q-missing' }),
      ],
      [
        'a QuestionID that is not a string',
        (id) => ({ ...newAnswer(OTHER_USER, id), QuestionID: 12 }),
      ],
      [
        "a copy that differs from the question's text",
        (id) => ({ ...newAnswer(OTHER_USER, id), Question: 'Other?' }),
      ],
      [
        "a CatID other than the question's",
        (id) => ({ ...newAnswer(OTHER_USER, id), CatID: 'cat-other' }),
      ],
      [
        'an id other than the document id',
        (id) => ({ ...newAnswer(OTHER_USER, id), id: ANSWER_ID }),
      ],
      ['a fake date', (id) => ({ ...newAnswer(OTHER_USER, id), date: FAKE_TIME })],
      ['forged Keywords', (id) => ({ ...newAnswer(OTHER_USER, id), Keywords: ['spam'] })],
      [
        'forged rendered Html',
        (id) => ({ ...newAnswer(OTHER_USER, id), Html: '<a href="javascript:alert(1)">x</a>' }),
      ],
      ['a forged UserName', (id) => ({ ...newAnswer(OTHER_USER, id), UserName: 'Moderator' })],
      [
        'a forged ScreenShotRejected',
        (id) => ({ ...newAnswer(OTHER_USER, id), ScreenShotRejected: '' }),
      ],
      ['a forged Anonymised flag', (id) => ({ ...newAnswer(OTHER_USER, id), Anonymised: false })],
      ['a Password field', (id) => ({ ...newAnswer(OTHER_USER, id), Password: 'hunter2' })],
      [
        'a screenshot that is not a string',
        (id) => ({ ...newAnswer(OTHER_USER, id), AnswerScreenShot: null }),
      ],
      [
        "the owner's screenshot",
        (id) => ({
          ...newAnswer(OTHER_USER, id),
          AnswerScreenShot: `Answer's_Screenshot/${OWNER}/${id}`,
        }),
      ],
      [
        'a download URL of its own screenshot',
        (id) => ({
          ...newAnswer(OTHER_USER, id),
          AnswerScreenShot: downloadUrl(`Answer's_Screenshot/${OTHER_USER}/${id}`),
        }),
      ],
      [
        'a screenshot URL that is not http(s)',
        (id) => ({
          ...newAnswer(OTHER_USER, id),
          AnswerScreenShot: `javascript:alert(1)//o/Answer's_Screenshot%2F${OTHER_USER}%2F${id}`,
        }),
      ],
    ];
    for (const [what, build] of forged) {
      it(`user cannot answer with ${what}`, async () => {
        const id = uniqueId('a');
        await assertFails(clients.post('otherUser', COLLECTIONS.answers, id, build(id)));
      });
    }

    it('owner cannot write the Html of their answer', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.answers, ANSWER_ID), {
          Html: '<svg onload=x()>',
        }),
      );
    });

    it("other user cannot anonymise someone's answer", async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.answers, ANSWER_ID), {
          Anonymised: true,
          uid: '',
        }),
      );
    });

    it("other user cannot delete the owner's answer", async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.answers, ANSWER_ID)),
      );
    });

    it('admin cannot delete an answer', async () => {
      await assertFails(fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.answers, ANSWER_ID)));
    });
  });
}
