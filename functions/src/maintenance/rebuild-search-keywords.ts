import type { Firestore } from 'firebase-admin/firestore';
import { postTextField, type PostKind } from '../posts/post-fields';
import { buildKeywords } from '../search/keywords';
import { BatchedWriter } from '../shared/batches';
import { ANSWERS, QUESTIONS } from '../shared/collections';
import { forEachDocument } from '../shared/paging';

export interface RebuildCounts {
  questions: number;
  answers: number;
  updated: number;
}

function sameWords(a: unknown, b: string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((word, i) => word === b[i]);
}

/** Recomputes `Keywords` of every question and answer with the current rule. */
export async function rebuildSearchKeywords(db: Firestore): Promise<RebuildCounts> {
  const writer = new BatchedWriter(db);
  let updated = 0;
  const rebuild = (kind: PostKind, collection: string) =>
    forEachDocument(db.collection(collection), async (post) => {
      const text = post.get(postTextField(kind)) as unknown;
      const keywords = buildKeywords(typeof text === 'string' ? text : '');
      if (sameWords(post.get('Keywords'), keywords)) return;
      updated += 1;
      await writer.update(post.ref, { Keywords: keywords });
    });
  const questions = await rebuild('question', QUESTIONS);
  const answers = await rebuild('answer', ANSWERS);
  await writer.flush();
  return { questions, answers, updated };
}
