import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import type { PostType } from './flag-fields';

export function postRef(db: Firestore, postType: PostType, postId: string) {
  const collection = {
    question: COLLECTIONS.questions,
    answer: COLLECTIONS.answers,
    comment: COLLECTIONS.comments,
  }[postType];
  return db.collection(collection).doc(postId);
}
