import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { renderPostMarkdown } from '@queryhub/markdown/server';
import {
  COLLECTIONS,
  postCollection,
  postText,
  readPostDoc,
  type DocumentData,
  type PostKind,
} from '@queryhub/model';
import { readPostSnapshot } from '../shared/documents';
import { answerMentionLinks } from '../comments/answer-mention-links';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { postKeywords } from './post-derived-fields';
import { revisionFields, tagsChange, textChange } from './post-revision';

/** The post's data before and after the update, as the trigger's event holds them. */
export interface PostUpdate {
  before: DocumentData;
  after: DocumentData;
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
  const before = readPostDoc(kind, update.before);
  const after = readPostDoc(kind, update.after);
  const tags = tagsChange(kind, before, after);
  const text = postText(kind, after);
  // A tag-only edit leaves a revision too, with the text unchanged.
  const change = textChange(kind, before, after) ?? (tags ? { before: text, after: text } : null);
  if (!change) return false;
  const postRef = db.collection(postCollection(kind)).doc(postId);
  const revisionRef = db.collection(COLLECTIONS.revisions).doc(eventId);
  const mentions = kind === 'answer' ? await answerMentionLinks(db, postRef) : undefined;
  const editedAt = Timestamp.fromMillis(Date.parse(eventTime));
  return runTransactionWithRetry(db, async (transaction) => {
    if ((await transaction.get(revisionRef)).exists) return false;
    const post = readPostSnapshot(kind, await transaction.get(postRef));
    transaction.set(revisionRef, {
      ...revisionFields(kind, postRef.path, postId, change, after, tags),
      date: editedAt,
    });
    if (!post) return true;
    // From the text as it is now: a later edit may already be there.
    const derived: { Keywords: string[]; Html: string; EditedAt?: Timestamp } = {
      Keywords: postKeywords(kind, post),
      Html: renderPostMarkdown(postText(kind, post), isAllowedImage, mentions),
    };
    const previous = post.EditedAt ?? null;
    if (!previous || previous.toMillis() < editedAt.toMillis()) derived.EditedAt = editedAt;
    transaction.update(postRef, derived);
    return true;
  });
}
