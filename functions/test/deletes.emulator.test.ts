import { COLLECTIONS, docPath } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { postImageObjects } from '../src/posts/apply-post-deleted';
import {
  adminBucket,
  adminDb,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeUserRecord,
  eventually,
  writeAnswer,
  writeQuestion,
} from '@queryhub/testkit';
import { settledWrite } from './settled-write';

async function exists(name: string): Promise<boolean> {
  return (await adminBucket().file(name).exists())[0];
}

describe('deleting posts', () => {
  it('an answer: counters go down, its revisions and screenshot variants go', async () => {
    const uid = uniqueId('deleter');
    await writeUserRecord(uid, 'Dee');
    const questionId = uniqueId('q-del');
    const answerId = uniqueId('a-del');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await writeQuestion({ uid }, { id: 'cat-1', subject: 'Programming' }, 'Which sort is stable?', {
      id: questionId,
    });
    const answer = adminDb().collection(COLLECTIONS.answers).doc(answerId);
    await writeAnswer(
      { uid },
      { id: questionId, text: 'Which sort is stable?', categoryId: 'cat-1' },
      'Merge sort.',
      { id: answerId },
    );
    await waitForDoc(question, (d) => d?.AnswerCount === 1);
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    await waitForDoc(user, (d) => d?.NoOfQuestionAnswered === 1 && d?.NoOfQuestionAsked === 1);

    await settledWrite(() => answer.update({ Answer: 'Merge sort, and Timsort.' }));
    const revisions = adminDb()
      .collection(COLLECTIONS.revisions)
      .where('Post', '==', docPath('answers', answerId));
    await waitForQuery(revisions, (size) => size === 1);
    // Variants only: their names contain '@', so the image trigger leaves them alone.
    const [, ...variants] = postImageObjects('answer', uid, answerId);
    const sibling = `${postImageObjects('answer', uid, `${answerId}x`)[1]}`;
    for (const name of [...variants, sibling]) {
      await adminBucket().file(name).save(Buffer.from('webp'), { resumable: false });
    }

    await settledWrite(() => answer.delete());
    await waitForDoc(question, (d) => d?.AnswerCount === 0);
    await waitForDoc(user, (d) => d?.NoOfQuestionAnswered === 0);
    await waitForQuery(revisions, (size) => size === 0);
    await eventually(async () => !(await exists(variants[0]!)) && !(await exists(variants[1]!)));
    expect(await exists(sibling)).toBe(true);
    expect((await user.get()).get('NoOfQuestionAsked')).toBe(1);
  });

  it('a question: the asker counter goes down, and answers that slipped in go too', async () => {
    const asker = uniqueId('asker');
    const answerer = uniqueId('answerer');
    await writeUserRecord(asker, 'Asa');
    await writeUserRecord(answerer, 'Ana');
    const questionId = uniqueId('q-del');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await writeQuestion(
      { uid: asker },
      { id: 'cat-1', subject: 'Programming' },
      'Is this deleted?',
      { id: questionId },
    );
    const answer = adminDb().collection(COLLECTIONS.answers).doc(uniqueId('a'));
    await writeAnswer(
      { uid: answerer },
      { id: questionId, text: 'Is this deleted?', categoryId: 'cat-1' },
      'Yes.',
      { id: answer.id },
    );
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(answerer),
      (d) => d?.NoOfQuestionAnswered === 1,
    );
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(asker),
      (d) => d?.NoOfQuestionAsked === 1,
    );

    await settledWrite(() => question.delete());
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(asker),
      (d) => d?.NoOfQuestionAsked === 0,
    );
    await waitForDoc(answer, (d) => d === undefined);
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(answerer),
      (d) => d?.NoOfQuestionAnswered === 0,
    );
  });

  it('votes and accepts: a deleted post takes its votes, their reputation and its accept along', async () => {
    const asker = uniqueId('v-asker');
    const answerer = uniqueId('v-answerer');
    const voter = uniqueId('v-voter');
    await writeUserRecord(asker, 'Vasker');
    await writeUserRecord(answerer, 'Vanswerer');
    await writeUserRecord(voter, 'Voter');
    const questionId = uniqueId('q-vdel');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await writeQuestion(
      { uid: asker },
      { id: 'cat-1', subject: 'Programming' },
      'Do votes outlive their post?',
      { id: questionId },
    );
    const answers = [uniqueId('a-vdel'), uniqueId('a-vdel')].map((id) =>
      adminDb().collection(COLLECTIONS.answers).doc(id),
    );
    for (const answer of answers) {
      await writeAnswer(
        { uid: answerer },
        { id: questionId, text: 'Do votes outlive their post?', categoryId: 'cat-1' },
        `No (${answer.id}).`,
        { id: answer.id },
      );
      await waitForDoc(answer, (d) => d?.Score === 0);
    }
    const vote = (postKind: 'question' | 'answer', postId: string) =>
      adminDb().collection(COLLECTIONS.votes).doc(`${postId}_${voter}`).set({
        postId,
        postKind,
        questionId,
        uid: voter,
        value: 1,
        date: FieldValue.serverTimestamp(),
      });
    await vote('question', questionId);
    for (const answer of answers) await vote('answer', answer.id);
    const profile = (uid: string) => adminDb().collection(COLLECTIONS.profiles).doc(uid);
    await waitForDoc(profile(answerer), (d) => d?.Reputation === 20);
    await waitForDoc(profile(asker), (d) => d?.Reputation === 5);

    // The accepted answer is deleted: the choice is cleared, its accept and votes taken back.
    await settledWrite(() => question.update({ AcceptedAnswerID: answers[0]!.id }));
    await waitForDoc(profile(answerer), (d) => d?.Reputation === 35 && d?.AcceptedCount === 1);
    await settledWrite(() => answers[0]!.delete());
    await waitForDoc(question, (d) => d?.AcceptedAnswerID === '' && d?.HasAcceptedAnswer === false);
    await waitForDoc(profile(answerer), (d) => d?.Reputation === 10 && d?.AcceptedCount === 0);
    const votesOn = (postId: string) =>
      adminDb().collection(COLLECTIONS.votes).where('postId', '==', postId);
    await waitForQuery(votesOn(answers[0]!.id), (size) => size === 0);
    expect((await votesOn(answers[1]!.id).get()).size).toBe(1);

    // The question goes (an admin's delete): its accepted answer's accept and every vote too.
    await settledWrite(() => question.update({ AcceptedAnswerID: answers[1]!.id }));
    await waitForDoc(profile(answerer), (d) => d?.Reputation === 25 && d?.AcceptedCount === 1);
    await settledWrite(() => question.delete());
    await waitForDoc(answers[1]!, (d) => d === undefined);
    await waitForDoc(profile(answerer), (d) => d?.Reputation === 0 && d?.AcceptedCount === 0);
    await waitForDoc(profile(asker), (d) => d?.Reputation === 0);
    await waitForQuery(
      adminDb().collection(COLLECTIONS.votes).where('questionId', '==', questionId),
      (size) => size === 0,
    );
  });
});
