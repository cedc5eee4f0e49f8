import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { COLLECTIONS } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { CATEGORY_ID, FAKE_TIME, QUESTION_ID, downloadUrl, newQuestion } from './fixtures.js';
import { itPagesTheQuery, itReadsForEveryRole } from './public-lists.js';

export function describeQuestionRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.questions, () => {
    itReadsForEveryRole(clients, COLLECTIONS.questions, QUESTION_ID, 'a question');
    itPagesTheQuery(clients, {
      page: 'the category page',
      collectionName: COLLECTIONS.questions,
      field: 'CatID',
      value: CATEGORY_ID,
      size: 20,
    });

    it('owner asks a question with exactly the raw fields', async () => {
      const id = uniqueId('q');
      await assertSucceeds(
        clients.post('owner', COLLECTIONS.questions, id, newQuestion(OWNER, id)),
      );
    });

    it('owner asks a 1000-character question', async () => {
      const id = uniqueId('q');
      const data = { ...newQuestion(OWNER, id), Question: 'q'.repeat(1000) };
      await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, data));
    });

    it('owner asks a question written in Markdown, raw HTML included, as plain text', async () => {
      const id = uniqueId('q');
      const data = {
        ...newQuestion(OWNER, id),
        Question: '# Title\n\n```js\nconst a = 1;\n```\n\n<script>alert(1)</script>',
      };
      await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, data));
    });

    it('owner names their own screenshot object for this question', async () => {
      const id = uniqueId('q');
      const data = {
        ...newQuestion(OWNER, id),
        QuestionScreenShot: `Question's_Screenshot/${OWNER}/${id}`,
      };
      await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, data));
    });

    it('visitor cannot ask a question', async () => {
      const id = uniqueId('q');
      await assertFails(clients.post('visitor', COLLECTIONS.questions, id, newQuestion(OWNER, id)));
    });

    it("user cannot ask a question with another user's uid", async () => {
      const id = uniqueId('q');
      await assertFails(
        clients.post('user', COLLECTIONS.questions, id, newQuestion(OTHER_USER, id)),
      );
    });

    it('admin cannot ask a question for someone else', async () => {
      const id = uniqueId('q');
      await assertFails(clients.post('admin', COLLECTIONS.questions, id, newQuestion(OWNER, id)));
    });

    const forged: Array<[string, (id: string) => fs.DocumentData]> = [
      [
        'a 1001-character question',
        (id) => ({ ...newQuestion(OWNER, id), Question: 'q'.repeat(1001) }),
      ],
      ['an empty question', (id) => ({ ...newQuestion(OWNER, id), Question: '' })],
      [
        'a question that is not a string',
        (id) => ({ ...newQuestion(OWNER, id), Question: ['why'] }),
      ],
      [
        'a category that does not exist',
        (id) => ({ ...newQuestion(OWNER, id), CatID: 'cat-missing' }),
      ],
      ['a CatID that is not an id', (id) => ({ ...newQuestion(OWNER, id), CatID: 'a/b' })],
      [
        'a Category other than its Subject',
        (id) => ({ ...newQuestion(OWNER, id), Category: 'Physics' }),
      ],
      [
        'an id other than the document id',
        (id) => ({ ...newQuestion(OWNER, id), id: QUESTION_ID }),
      ],
      ['a fake date', (id) => ({ ...newQuestion(OWNER, id), date: FAKE_TIME })],
      ['a date sent as text', (id) => ({ ...newQuestion(OWNER, id), date: '2026-01-01' })],
      ['forged Keywords', (id) => ({ ...newQuestion(OWNER, id), Keywords: ['spam'] })],
      [
        'forged rendered Html',
        (id) => ({ ...newQuestion(OWNER, id), Html: '<img src=x onerror=alert(1)>' }),
      ],
      ['a forged UserName', (id) => ({ ...newQuestion(OWNER, id), UserName: 'Moderator' })],
      ['a forged AnswerCount', (id) => ({ ...newQuestion(OWNER, id), AnswerCount: 99 })],
      [
        'a forged ScreenShot map',
        (id) => ({
          ...newQuestion(OWNER, id),
          ScreenShot: { large: 'https://x/y', thumb: 'https://x/z' },
        }),
      ],
      ['a forged Anonymised flag', (id) => ({ ...newQuestion(OWNER, id), Anonymised: true })],
      ['a Password field', (id) => ({ ...newQuestion(OWNER, id), Password: 'hunter2' })],
      ['an IP field', (id) => ({ ...newQuestion(OWNER, id), IP: '10.0.0.1' })],
      [
        'no QuestionScreenShot field',
        (id) => {
          const { QuestionScreenShot: _omitted, ...rest } = newQuestion(OWNER, id);
          return rest;
        },
      ],
      [
        'an external screenshot URL',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: 'https://tracker.example/pixel.png',
        }),
      ],
      [
        "another user's screenshot",
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `Question's_Screenshot/${OTHER_USER}/${id}`,
        }),
      ],
      [
        "another question's screenshot",
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `Question's_Screenshot/${OWNER}/${QUESTION_ID}`,
        }),
      ],
      [
        'a screenshot from the answers folder',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `Answer's_Screenshot/${OWNER}/${id}`,
        }),
      ],
      [
        'a download URL, even of its own object',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: downloadUrl(`Question's_Screenshot/${OWNER}/${id}`),
        }),
      ],
      [
        'a foreign host whose query string looks like its object',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `https://evil.example/pixel.gif?u=/o/Question's_Screenshot%2F${OWNER}%2F${id}`,
        }),
      ],
      [
        "another project's bucket",
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot:
            'https://firebasestorage.googleapis.com/v0/b/evil-project.appspot.com/o/' +
            `Question's_Screenshot%2F${OWNER}%2F${id}?alt=media&token=t`,
        }),
      ],
      [
        'its object name with a suffix',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `Question's_Screenshot/${OWNER}/${id}?x=1`,
        }),
      ],
      [
        'its object name with the apostrophe percent-encoded',
        (id) => ({
          ...newQuestion(OWNER, id),
          QuestionScreenShot: `Question%27s_Screenshot/${OWNER}/${id}`,
        }),
      ],
    ];
    for (const [what, build] of forged) {
      it(`owner cannot ask a question with ${what}`, async () => {
        const id = uniqueId('q');
        await assertFails(clients.post('owner', COLLECTIONS.questions, id, build(id)));
      });
    }

    it("owner cannot bump their question's AnswerCount", async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, QUESTION_ID), {
          AnswerCount: 50,
        }),
      );
    });

    it('owner cannot write the Html of their question', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, QUESTION_ID), {
          Html: '<script>alert(1)</script>',
        }),
      );
    });

    it("other user cannot add Keywords to someone's question", async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.questions, QUESTION_ID), {
          Keywords: ['spam'],
        }),
      );
    });

    it('owner cannot delete their question while it has answers', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, QUESTION_ID)),
      );
    });

    it('admin cannot delete a question', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.questions, QUESTION_ID)),
      );
    });
  });
}
