import { COLLECTIONS, docPath } from '@queryhub/model';

import { describe, expect, it } from 'vitest';
import { bucketImagePolicy } from '@queryhub/markdown';
import { applyPostEdited } from '../src/posts/apply-post-edited';
import {
  adminDb,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeUserRecord,
  writeAnswer,
  writeQuestion,
} from '@queryhub/testkit';
import { settledWrite } from './settled-write';

const noImages = bucketImagePolicy('no-such-bucket');

function revisionsOf(path: string) {
  return adminDb().collection(COLLECTIONS.revisions).where('Post', '==', path);
}

describe('editing a post', () => {
  it('records a revision and recomputes Keywords, Html and EditedAt from the new text', async () => {
    const uid = uniqueId('editor');
    await writeUserRecord(uid, 'Edna');
    const id = uniqueId('q-edit');
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await writeQuestion(
      { uid },
      { id: 'cat-1', subject: 'Programming' },
      'How do I sort an array of numbers?',
      { id },
    );
    await waitForDoc(ref, (d) => typeof d?.Html === 'string' && d?.UserName === 'Edna');

    await settledWrite(() =>
      ref.update({
        Question: 'How do I sort numbers?\n\n```js\n[10, 9].sort((a, b) => a - b);\n```',
      }),
    );
    const edited = await waitForDoc(ref, (d) => d?.EditedAt !== undefined);
    expect(edited?.Html).toContain('<pre><code class="language-js">');
    expect(edited?.Keywords).toEqual(expect.arrayContaining(['sort', 'numbers', 'a']));
    expect(edited?.Keywords).not.toContain('array');

    await waitForQuery(revisionsOf(docPath('questions', id)), (size) => size === 1);
    const [revision] = (await revisionsOf(docPath('questions', id)).get()).docs;
    expect(revision?.data()).toMatchObject({
      PostID: id,
      Kind: 'question',
      uid,
      UserName: 'Edna',
      Before: 'How do I sort an array of numbers?',
      After: 'How do I sort numbers?\n\n```js\n[10, 9].sort((a, b) => a - b);\n```',
    });
    expect(revision?.get('date').toMillis()).toBe(edited?.EditedAt.toMillis());

    // The same event again changes nothing; a second edit adds a second revision.
    const update = { before: { Question: 'x' }, after: { Question: 'y', uid } };
    const time = new Date().toISOString();
    expect(
      await applyPostEdited(adminDb(), 'question', id, revision!.id, time, update, noImages),
    ).toBe(false);
    await settledWrite(() => ref.update({ Question: 'How do I sort numbers in place?' }));
    await waitForQuery(revisionsOf(docPath('questions', id)), (size) => size === 2);
    const latest = await waitForDoc(ref, (d) => !String(d?.Html).includes('<pre>'));
    expect(latest?.Keywords).toContain('place');
  });

  it('leaves updates that do not change the text alone', async () => {
    const id = uniqueId('a-edit');
    const ref = adminDb().collection(COLLECTIONS.answers).doc(id);
    await writeAnswer(
      { uid: uniqueId('author') },
      { id: uniqueId('no-question'), text: 'q', categoryId: 'cat-1' },
      'Use a Map.',
      { id },
    );
    await waitForDoc(ref, (d) => typeof d?.Html === 'string');
    expect(
      await applyPostEdited(
        adminDb(),
        'answer',
        id,
        uniqueId('event'),
        new Date().toISOString(),
        { before: { Answer: 'Use a Map.' }, after: { Answer: 'Use a Map.', Html: 'x' } },
        noImages,
      ),
    ).toBe(false);
    expect((await revisionsOf(docPath('answers', id)).get()).size).toBe(0);
    expect((await ref.get()).get('EditedAt')).toBeUndefined();
  });
});
