import type { Firestore } from 'firebase-admin/firestore';
import { postCollection, type PostKind } from '@queryhub/model';

export function postRef(db: Firestore, kind: PostKind, postId: string) {
  return db.collection(postCollection(kind)).doc(postId);
}
