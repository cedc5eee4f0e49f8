import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { resolveMentions } from './resolve-mentions';

/**
 * The links of an answer's @mentions (the mention as written → the member's page), for its Html.
 * Read before the render's transaction: the name claims are not part of what it locks (an edit
 * that lands meanwhile renders again with its own links).
 */
export async function answerMentionLinks(
  db: Firestore,
  answerRef: DocumentReference,
): Promise<Map<string, string>> {
  const answer = readSnapshot('answers', await answerRef.get());
  return (await resolveMentions(db, answer?.Answer ?? '', answer?.uid ?? '')).links;
}
