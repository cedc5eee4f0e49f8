import { COLLECTIONS, newAnswer, newQuestion } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyPostCreated } from '../src/posts/apply-post-created';
import { bucketImagePolicy } from '@queryhub/markdown';
import {
  BUCKET,
  adminDb,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeUserRecord,
  urlOf,
  writeAnswer,
} from '@queryhub/testkit';

const uid = uniqueId('author');
const noImages = bucketImagePolicy('no-such-bucket');
const otherUid = uniqueId('markdown-author');
const questionId = uniqueId('q');
const answerId = uniqueId('a');

function question(id: string) {
  return newQuestion(
    {
      id,
      question: 'How do I index Firestore queries? 東京タワー',
      category: { id: 'cat-1', subject: 'Firebase' },
      uid,
      tags: ['firestore'],
    },
    FieldValue.serverTimestamp(),
  );
}

beforeAll(async () => {
  await writeUserRecord(uid, 'Ada');
});

describe('question and answer triggers', () => {
  it('derive keywords, the author’s name and counters for a new question', async () => {
    const ref = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await ref.set({ ...question(questionId), UserName: 'forged name' });
    const data = await waitForDoc(ref, (d) => Array.isArray(d?.Keywords) && d?.UserName === 'Ada');
    expect(data?.Keywords).toEqual(
      expect.arrayContaining(['index', 'firestore', 'fire', '東京タワー']),
    );
    expect(data?.AnswerCount).toBe(0);
    const user = await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(uid),
      (d) => d?.NoOfQuestionAsked === 1,
    );
    expect(user?.NoOfQuestionAnswered).toBe(0);
  });

  it('count an answer on the question and on its author', async () => {
    const ref = adminDb().collection(COLLECTIONS.answers).doc(answerId);
    await ref.set(
      newAnswer(
        {
          id: answerId,
          answer: 'Create a composite index',
          question: {
            id: questionId,
            question: 'How do I index Firestore queries?',
            catId: 'cat-1',
          },
          uid,
        },
        FieldValue.serverTimestamp(),
      ),
    );
    const answer = await waitForDoc(ref, (d) => Array.isArray(d?.Keywords));
    expect(answer?.UserName).toBe('Ada');
    expect(answer?.Keywords).toContain('composite');
    await waitForDoc(
      adminDb().collection(COLLECTIONS.questions).doc(questionId),
      (d) => d?.AnswerCount === 1,
    );
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(uid),
      (d) => d?.NoOfQuestionAnswered === 1,
    );
  });

  it('store the Markdown text rendered, highlighted and sanitized', async () => {
    const id = uniqueId('q-markdown');
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    const ours = `${urlOf('storage')}/v0/b/${BUCKET}/o/Question's_Screenshot%2F${otherUid}%2F${id}?alt=media`;
    // Another author, so the counters the other tests check stay theirs.
    await ref.set({
      ...question(id),
      uid: otherUid,
      Question: [
        'Why does `map` **fail**? <script>alert(1)</script> [x](javascript:alert(1))',
        '',
        '```js',
        'const items = [1, 2].map((n) => n * 2);',
        '```',
        '',
        `![pixel](https://tracker.example/p.gif) ![ours](${ours})`,
      ].join('\n'),
    });
    const data = await waitForDoc(ref, (d) => typeof d?.Html === 'string');
    const html = data?.Html as string;
    expect(html).toContain('<code>map</code>');
    expect(html).toContain('<strong>fail</strong>');
    expect(html).toContain(
      '<pre><code class="language-js"><span class="hljs-keyword">const</span>',
    );
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|href="javascript:/);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`<img src="${ours.replaceAll('&', '&amp;')}" alt="ours"`);
    expect(html).toContain(
      '<a href="https://tracker.example/p.gif" rel="nofollow ugc noopener">pixel</a>',
    );
    expect(data?.Keywords).toEqual(expect.arrayContaining(['map', 'fail', 'items', 'const']));
    expect(data?.Keywords).not.toContain('tracker');
  });

  it('render a hostile 10000-character answer (nested lists) to bounded, inert Html', async () => {
    const id = uniqueId('a-nested');
    const ref = adminDb().collection(COLLECTIONS.answers).doc(id);
    await writeAnswer(
      { uid: otherUid },
      { id: uniqueId('no-question'), text: 'q', categoryId: 'cat-1' },
      `${'- '.repeat(4990)}<svg onload=alert(1)>`,
      { id },
    );
    const data = await waitForDoc(ref, (d) => typeof d?.Html === 'string');
    const html = data?.Html as string;
    expect(html.match(/<ul>/g)?.length ?? 0).toBeLessThanOrEqual(20);
    expect(html).not.toMatch(/<svg|<[^>]*\sonload=/);
  });

  it('change nothing twice when the same event is delivered again', async () => {
    // Other triggers of the question (its tag counts) leave markers of their own.
    const markers = adminDb()
      .collection(COLLECTIONS.processedEvents)
      .where('path', '==', `${COLLECTIONS.questions}/${questionId}`)
      .where('trigger', '==', 'on-question-created');
    await waitForQuery(markers, (size) => size === 1);
    const [marker] = (await markers.get()).docs;
    expect(marker).toBeDefined();

    // Redeliver the trigger's own event, then a new event id twice, each with the post's data.
    const asked = (await adminDb().collection(COLLECTIONS.questions).doc(questionId).get()).data();
    expect(asked).toBeDefined();
    const redeliver = (eventId: string) =>
      applyPostCreated(adminDb(), 'question', questionId, asked!, eventId, noImages);
    expect(await redeliver(marker!.id)).toBe(false);
    const replayId = uniqueId('replayed-event');
    expect(await redeliver(replayId)).toBe(true);
    expect(await redeliver(replayId)).toBe(false);

    const user = (await adminDb().collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(user?.NoOfQuestionAsked).toBe(2);
    const answerMarkers = await adminDb()
      .collection(COLLECTIONS.processedEvents)
      .where('path', '==', `${COLLECTIONS.answers}/${answerId}`)
      .where('trigger', '==', 'on-answer-created')
      .get();
    expect(answerMarkers.size).toBe(1);
    const answer = (await adminDb().collection(COLLECTIONS.answers).doc(answerId).get()).data();
    expect(answer).toBeDefined();
    expect(
      await applyPostCreated(
        adminDb(),
        'answer',
        answerId,
        answer!,
        answerMarkers.docs[0]!.id,
        noImages,
      ),
    ).toBe(false);
    const q = (await adminDb().collection(COLLECTIONS.questions).doc(questionId).get()).data();
    expect(q?.AnswerCount).toBe(1);
  });
});
