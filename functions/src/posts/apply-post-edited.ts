import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { renderPostMarkdown } from '@queryhub/markdown/server';
import { COLLECTIONS } from '@queryhub/model';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { postKeywords } from './post-derived-fields';
import { postText, type PostKind } from './post-fields';
import { revisionFields, tagsChange, textChange } from './post-revision';

export interface PostUpdate {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * After the author changed a post's text (or a question's tags): records the edit in `Revisions/{eventId}` (the
 * revision's id makes a redelivered event change nothing), and recomputes the post's Keywords
 * and Html from its current text, with `EditedAt` = the latest edit's time. Updates that leave
 * the text alone (the functions' own derived writes) do nothing. Returns whether it wrote.
 */
export async function applyPostEdited(
  db: Firestore,
  kind: PostKind,
  postId: string,
  eventId: string,
  eventTime: string,
  update: PostUpdate,
  isAllowedImage: (src: string) => boolean,
): Promise<boolean> {
  const tags = tagsChange(kind, update.before, update.after);
  const text = postText(kind, update.after);
  const change =
    textChange(kind, update.before, update.after) ?? (tags ? { before: text, after: text } : null);
  if (!change) return false;
  const postRef = db
    .collection(kind === 'question' ? COLLECTIONS.questions : COLLECTIONS.answers)
    .doc(postId);
  const revisionRef = db.collection(COLLECTIONS.revisions).doc(eventId);
  const editedAt = Timestamp.fromMillis(Date.parse(eventTime));
  return runTransactionWithRetry(db, async (transaction) => {
    if ((await transaction.get(revisionRef)).exists) return false;
    const post = (await transaction.get(postRef)).data();
    transaction.set(revisionRef, {
      ...revisionFields(kind, postRef.path, postId, change, update.after, tags),
      date: editedAt,
    });
    if (!post) return true;
    // From the text as it is now: a later edit may already be there.
    const derived: Record<string, unknown> = {
      Keywords: postKeywords(kind, post),
      Html: renderPostMarkdown(postText(kind, post), isAllowedImage),
    };
    const previous = post.EditedAt;
    if (!(previous instanceof Timestamp) || previous.toMillis() < editedAt.toMillis()) {
      derived.EditedAt = editedAt;
    }
    transaction.update(postRef, derived);
    return true;
  });
}
