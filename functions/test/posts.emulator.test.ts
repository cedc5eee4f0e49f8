import { COLLECTIONS, newAnswer, newQuestion } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyPostCreated } from '../src/posts/apply-post-created';
import { createUserDoc, db, uniqueId, waitForDoc, waitForQuery } from './emulator-helpers';

const uid = uniqueId('author');
const questionId = uniqueId('q');
const answerId = uniqueId('a');

function question(id: string) {
  return newQuestion(
    {
      id,
      question: 'How do I index Firestore queries? 東京タワー',
      category: { id: 'cat-1', subject: 'Firebase' },
      uid,
    },
    FieldValue.serverTimestamp(),
  );
}

beforeAll(async () => {
  await createUserDoc(uid, 'Ada');
});

describe('question and answer triggers', () => {
  it('derive keywords, the author’s name and counters for a new question', async () => {
    const ref = db().collection(COLLECTIONS.questions).doc(questionId);
    await ref.set({ ...question(questionId), UserName: 'forged name' });
    const data = await waitForDoc(ref, (d) => Array.isArray(d?.Keywords) && d?.UserName === 'Ada');
    expect(data?.Keywords).toEqual(
      expect.arrayContaining(['index', 'firestore', 'fire', '東京タワー']),
    );
    expect(data?.AnswerCount).toBe(0);
    const user = await waitForDoc(
      db().collection(COLLECTIONS.users).doc(uid),
      (d) => d?.NoOfQuestionAsked === 1,
    );
    expect(user?.NoOfQuestionAnswered).toBe(0);
  });

  it('count an answer on the question and on its author', async () => {
    const ref = db().collection(COLLECTIONS.answers).doc(answerId);
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
      db().collection(COLLECTIONS.questions).doc(questionId),
      (d) => d?.AnswerCount === 1,
    );
    await waitForDoc(
      db().collection(COLLECTIONS.users).doc(uid),
      (d) => d?.NoOfQuestionAnswered === 1,
    );
  });

  it('change nothing twice when the same event is delivered again', async () => {
    const markers = db()
      .collection(COLLECTIONS.processedEvents)
      .where('path', '==', `${COLLECTIONS.questions}/${questionId}`);
    await waitForQuery(markers, (size) => size === 1);
    const [marker] = (await markers.get()).docs;
    expect(marker).toBeDefined();

    // Redeliver the trigger's own event, then a new event id twice.
    expect(await applyPostCreated(db(), 'question', questionId, marker!.id)).toBe(false);
    const replayId = uniqueId('replayed-event');
    expect(await applyPostCreated(db(), 'question', questionId, replayId)).toBe(true);
    expect(await applyPostCreated(db(), 'question', questionId, replayId)).toBe(false);

    const user = (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(user?.NoOfQuestionAsked).toBe(2);
    const answerMarkers = await db()
      .collection(COLLECTIONS.processedEvents)
      .where('path', '==', `${COLLECTIONS.answers}/${answerId}`)
      .get();
    expect(answerMarkers.size).toBe(1);
    expect(await applyPostCreated(db(), 'answer', answerId, answerMarkers.docs[0]!.id)).toBe(false);
    const q = (await db().collection(COLLECTIONS.questions).doc(questionId).get()).data();
    expect(q?.AnswerCount).toBe(1);
  });
});
