import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type PostKind } from '@queryhub/model';

export function postRef(db: Firestore, postType: PostKind, postId: string) {
  return db
    .collection(postType === 'question' ? COLLECTIONS.questions : COLLECTIONS.answers)
    .doc(postId);
}
