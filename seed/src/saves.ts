// Demo saved posts: Bruno has saved two questions and an answer, written through his own session
// with his `Saves` stamp in the same batch, as the web app saves (the rules apply), so /Saved
// shows a list on first start.
import { buildSave, COLLECTIONS, SAVE_STAMP, savedPostId, type SaveTarget } from '@queryhub/model';
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import { SEED_CATEGORIES } from './content/index.js';
import { answerId, questionId } from './posts.js';
import type { DemoUserKey } from './users.js';

const DEMO_SAVER: DemoUserKey = 'bruno';

function categoryNamed(id: string) {
  const category = SEED_CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`No demo category ${id}`);
  return category;
}

/** What the demo saver saved, oldest first (so the first one listed is the last saved). */
export function demoSaves(): SaveTarget[] {
  const programming = categoryNamed('programming');
  const gardening = categoryNamed('gardening');
  const firstProgramming = questionId(programming, 0);
  return [
    { kind: 'question', questionId: questionId(gardening, 0), catId: gardening.id },
    { kind: 'question', questionId: firstProgramming, catId: programming.id },
    {
      kind: 'answer',
      questionId: firstProgramming,
      answerId: answerId(firstProgramming, 0),
      catId: programming.id,
    },
  ];
}

/**
 * After the answers exist (the rules check the saved post, its question and category). Each
 * save opens or counts on the saver's day window, as the app reads and writes it.
 */
export async function saveDemoPosts(sessions: Sessions): Promise<void> {
  const session = sessionOf(sessions, DEMO_SAVER);
  const stamps = doc(session.db, COLLECTIONS.rateLimits, session.uid);
  for (const target of demoSaves()) {
    const postId = savedPostId(target);
    const now = serverTimestamp();
    // The window so far: its start is written back unchanged while it counts on.
    const before = (await getDoc(stamps)).get(SAVE_STAMP) as
      { windowStart: unknown; count: number } | undefined;
    const batch = writeBatch(session.db);
    batch.set(
      stamps,
      {
        [SAVE_STAMP]: {
          at: now,
          id: postId,
          windowStart: before?.windowStart ?? now,
          count: (before?.count ?? 0) + 1,
        },
      },
      { merge: true },
    );
    batch.set(
      doc(session.db, COLLECTIONS.users, session.uid, COLLECTIONS.saves, postId),
      buildSave(target, now),
    );
    await batch.commit();
  }
}
