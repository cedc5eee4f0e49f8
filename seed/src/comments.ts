// Comments with @mentions, written by the demo users through the web SDK (the rules apply: each
// with its Comments rate stamp, on the writer's own post or on an answer to their own question,
// so no reputation is needed). The comment trigger renders them, links the mentions and fills
// the mentioned members' inboxes.
import { COLLECTIONS, newComment, type CommentPostKind } from '@queryhub/model';
import { adminApp, liftRateLimits } from '@queryhub/testkit';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import type { DemoUserKey } from './users.js';

export interface SeedComment {
  id: string;
  author: DemoUserKey;
  kind: CommentPostKind;
  postId: string;
  questionId: string;
  text: string;
}

export const SEED_COMMENTS: readonly SeedComment[] = [
  {
    id: 'programming-q1-a1-c1',
    author: 'bruno',
    kind: 'answer',
    postId: 'programming-q1-a1',
    questionId: 'programming-q1',
    text: 'Thanks @Alice_Martin, the missing `await` was it. Does the same hold inside a `forEach` callback?',
  },
  {
    id: 'programming-q1-a1-c2',
    author: 'alice',
    kind: 'answer',
    postId: 'programming-q1-a1',
    questionId: 'programming-q1',
    text: '@Bruno_Costa no: `forEach` ignores the promises its callback returns. Use `for...of`, or *Promise.all* with `map`.',
  },
  {
    id: 'gardening-q1-c1',
    author: 'bruno',
    kind: 'question',
    postId: 'gardening-q1',
    questionId: 'gardening-q1',
    text: 'Update for @Dalia_Haddad and @Alice_Martin: the plants are in pots on a **south** balcony, watered every evening.',
  },
  {
    id: 'gardening-q1-a1-c1',
    author: 'dalia',
    kind: 'answer',
    postId: 'gardening-q1-a1',
    questionId: 'gardening-q1',
    text: '@Bruno_Costa then it is more likely the watering: see [the RHS advice](https://www.rhs.org.uk/vegetables/tomatoes/grow-your-own).',
  },
];

export async function postComments(sessions: Sessions): Promise<void> {
  for (const comment of SEED_COMMENTS) {
    const session = sessionOf(sessions, comment.author);
    await liftRateLimits(session.uid);
    const batch = writeBatch(session.db);
    const now = serverTimestamp();
    batch.set(
      doc(session.db, COLLECTIONS.rateLimits, session.uid),
      { [COLLECTIONS.comments]: { at: now, id: comment.id } },
      { merge: true },
    );
    batch.set(
      doc(session.db, COLLECTIONS.comments, comment.id),
      newComment(
        {
          id: comment.id,
          text: comment.text,
          post: { kind: comment.kind, id: comment.postId, questionId: comment.questionId },
          uid: session.uid,
        },
        now,
      ),
    );
    await batch.commit();
  }
}

/** Comments the trigger has not rendered yet. */
export async function commentProblems(): Promise<string[]> {
  const db = getFirestore(adminApp());
  const problems: string[] = [];
  for (const comment of SEED_COMMENTS) {
    const path = `${COLLECTIONS.comments}/${comment.id}`;
    const data = (await db.doc(path).get()).data();
    if (typeof data?.Html !== 'string' || !String(data.Html).includes('/User/')) {
      problems.push(`${path}.Html missing or without its mention links`);
    }
  }
  return problems;
}
