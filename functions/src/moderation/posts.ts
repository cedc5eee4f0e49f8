import type { Firestore } from 'firebase-admin/firestore';
import { ANSWERS, QUESTIONS } from '../shared/collections';
import type { PostType } from './flag-fields';

export function postRef(db: Firestore, postType: PostType, postId: string) {
  return db.collection(postType === 'question' ? QUESTIONS : ANSWERS).doc(postId);
}
