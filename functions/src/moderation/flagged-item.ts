// What moderation needs of a flagged post or comment, read through the model's readers: flags,
// the queue and the moderation callable treat the three kinds alike.
import {
  FLAGGABLE_COLLECTIONS,
  postQuestionId,
  postText,
  type DocumentData,
  type FlaggableKind,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { readPostSnapshot, readSnapshot } from '../shared/documents';

export interface FlaggedItem {
  /** The question the item belongs to (itself for a question). */
  questionId: string;
  /** The question's category; '' for a comment, which does not store it. */
  catId: string;
  authorUid: string;
  /** Its own text: the Markdown of a post, the comment's text. */
  text: string;
  flagCount: number;
  hidden: boolean;
  /** A new account's post held for review (AwaitingReview); never a comment. */
  awaitingReview: boolean;
}

export function flaggedRef(db: Firestore, kind: FlaggableKind, id: string) {
  return db.collection(FLAGGABLE_COLLECTIONS[kind]).doc(id);
}

interface SnapshotLike {
  data(): DocumentData | undefined;
}

/** The flagged item a snapshot holds, or null when it does not exist. */
export function readFlaggedSnapshot(
  kind: FlaggableKind,
  id: string,
  snapshot: SnapshotLike,
): FlaggedItem | null {
  if (kind === 'comment') {
    const comment = readSnapshot('comments', snapshot);
    return (
      comment && {
        questionId: comment.QuestionID,
        catId: '',
        authorUid: comment.uid,
        text: comment.Comment,
        flagCount: comment.FlagCount ?? 0,
        hidden: comment.Hidden === true,
        awaitingReview: false,
      }
    );
  }
  const post = readPostSnapshot(kind, snapshot);
  return (
    post && {
      questionId: postQuestionId(kind, id, post),
      catId: post.CatID,
      authorUid: post.uid,
      text: postText(kind, post),
      flagCount: post.FlagCount ?? 0,
      hidden: post.Hidden === true,
      awaitingReview: post.AwaitingReview === true,
    }
  );
}
