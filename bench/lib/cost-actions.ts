// The six user actions of the cost bench, each written as the web app sends it: through a signed-in
// member's web SDK session and the security rules, the action's document and the member's
// `RateLimits` stamp in one batch (web/src/lib/rate-limits.ts, commitWithStamp), the vote and the
// accept choice reading the stamp's window first (testkit's writeVote / chooseAcceptedAnswer do as
// the app does). Each action reports the writes and reads it made from the client, so the bench
// adds them to what the functions did.
import {
  COLLECTIONS,
  COMMENT_STAMP,
  EDIT_STAMP,
  newComment,
  type RateStampName,
} from '@queryhub/model';
import {
  answerFields,
  chooseAcceptedAnswer,
  createStampedPost,
  questionFields,
  writeVote,
  type CategoryRef,
  type QuestionRef,
  type SignedInUser,
} from '@queryhub/testkit';
import { doc, serverTimestamp, writeBatch, type WriteBatch } from 'firebase/firestore';
import type { ProbedWrite } from './probe-log.js';

export interface ClientSide {
  writes: ProbedWrite[];
  /** Documents the client read before writing (the stamp's window). */
  reads: number;
}

export interface Cast {
  asker: SignedInUser;
  answerer: SignedInUser;
  voter: SignedInUser;
  category: CategoryRef;
}

export interface Thread {
  question: QuestionRef;
  answerId: string;
}

const stamp = (uid: string, name: string): ProbedWrite => ({
  path: `${COLLECTIONS.rateLimits}/${uid}`,
  op: 'update',
  mask: [name],
});

/** A gap stamp and a write in one batch, as commitWithStamp sends them. */
async function commitWithStamp(
  user: SignedInUser,
  name: RateStampName,
  id: string,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const { db } = user.session;
  const batch = writeBatch(db);
  batch.set(
    doc(db, COLLECTIONS.rateLimits, user.uid),
    { [name]: { at: serverTimestamp(), id } },
    { merge: true },
  );
  write(batch);
  await batch.commit();
}

export async function ask(
  cast: Cast,
  id: string,
  text: string,
  tags: string[],
): Promise<ClientSide> {
  const { asker, category } = cast;
  await createStampedPost(
    asker.session,
    COLLECTIONS.questions,
    id,
    questionFields(asker, id, category, text, '', serverTimestamp(), tags),
  );
  return {
    writes: [
      stamp(asker.uid, COLLECTIONS.questions),
      { path: `${COLLECTIONS.questions}/${id}`, op: 'set', mask: null },
    ],
    reads: 0,
  };
}

export async function answer(
  cast: Cast,
  question: QuestionRef,
  id: string,
  text: string,
): Promise<ClientSide> {
  const { answerer } = cast;
  await createStampedPost(
    answerer.session,
    COLLECTIONS.answers,
    id,
    answerFields(answerer, id, question, text),
  );
  return {
    writes: [
      stamp(answerer.uid, COLLECTIONS.answers),
      { path: `${COLLECTIONS.answers}/${id}`, op: 'set', mask: null },
    ],
    reads: 0,
  };
}

export async function upvote(cast: Cast, question: QuestionRef): Promise<ClientSide> {
  const { voter } = cast;
  await writeVote(
    voter.session,
    { postId: question.id, postKind: 'question', questionId: question.id },
    0,
    1,
  );
  return {
    writes: [
      stamp(voter.uid, 'Votes'),
      { path: `${COLLECTIONS.votes}/${question.id}_${voter.uid}`, op: 'set', mask: null },
    ],
    reads: 1,
  };
}

export async function accept(cast: Cast, thread: Thread): Promise<ClientSide> {
  const { asker } = cast;
  await chooseAcceptedAnswer(asker.session, thread.question.id, thread.answerId);
  return {
    writes: [
      stamp(asker.uid, 'Accepts'),
      {
        path: `${COLLECTIONS.questions}/${thread.question.id}`,
        op: 'update',
        mask: ['AcceptedAnswerID'],
      },
    ],
    reads: 1,
  };
}

export async function comment(
  cast: Cast,
  question: QuestionRef,
  id: string,
  text: string,
): Promise<ClientSide> {
  const { asker } = cast;
  const ref = doc(asker.session.db, COLLECTIONS.comments, id);
  await commitWithStamp(asker, COMMENT_STAMP, id, (batch) =>
    batch.set(
      ref,
      newComment(
        {
          id,
          text,
          post: { kind: 'question', id: question.id, questionId: question.id },
          uid: asker.uid,
        },
        serverTimestamp(),
      ),
    ),
  );
  return {
    writes: [
      stamp(asker.uid, COMMENT_STAMP),
      { path: `${COLLECTIONS.comments}/${id}`, op: 'set', mask: null },
    ],
    reads: 0,
  };
}

export async function edit(cast: Cast, question: QuestionRef, text: string): Promise<ClientSide> {
  const { asker } = cast;
  const ref = doc(asker.session.db, COLLECTIONS.questions, question.id);
  await commitWithStamp(asker, EDIT_STAMP, question.id, (batch) =>
    batch.update(ref, { Question: text }),
  );
  return {
    writes: [
      stamp(asker.uid, EDIT_STAMP),
      { path: `${COLLECTIONS.questions}/${question.id}`, op: 'update', mask: ['Question'] },
    ],
    reads: 0,
  };
}
