import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import type { PostType } from './flag-fields';

export function postRef(db: Firestore, postType: PostType, postId: string) {
  return db
    .collection(postType === 'question' ? COLLECTIONS.questions : COLLECTIONS.answers)
    .doc(postId);
}
