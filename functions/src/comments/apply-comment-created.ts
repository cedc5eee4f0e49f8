import type { Firestore } from 'firebase-admin/firestore';
import { renderCommentMarkdown } from '@queryhub/markdown/server';
import { COLLECTIONS, DELETED_USER_NAME, errorCode, postCollection } from '@queryhub/model';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notify } from '../notifications/fan-out';
import type { NotificationSource } from '../notifications/notification-fields';
import { isHidden, readPostSnapshot, readSnapshot } from '../shared/documents';
import { resolveMentions } from './resolve-mentions';

export interface CommentOutcome {
  mentioned: number;
  /** Inbox items written (a redelivery writes none again). */
  notified: number;
}

/**
 * A new comment: its Html (inline Markdown with the resolved @mentions as links, sanitized), its
 * author's name and the mentioned uids are written on it; each mentioned member (at most
 * MAX_MENTIONS_PER_POST, never the author) gets a `mention` inbox item, and the post's author a
 * `comment` one unless they wrote it or are mentioned. Inbox ids are `{type}-{commentId}`, so a
 * redelivery writes nothing twice. Bounded: one comment of at most 600 characters (longer text
 * is cut), one getAll of at most 20 name claims, three reads, at most 11 inbox items.
 */
export async function applyCommentCreated(
  db: Firestore,
  commentId: string,
  alerts?: AlertScheduler,
): Promise<CommentOutcome> {
  const ref = db.collection(COLLECTIONS.comments).doc(commentId);
  const comment = readSnapshot('comments', await ref.get());
  if (!comment) return { mentioned: 0, notified: 0 };
  const authorUid = comment.uid;
  const body = comment.Comment;
  const [mentions, author, question, post] = await Promise.all([
    resolveMentions(db, body, authorUid),
    authorUid ? db.collection(COLLECTIONS.users).doc(authorUid).get() : null,
    db
      .collection(COLLECTIONS.questions)
      .doc(comment.QuestionID || '-')
      .get(),
    db
      .collection(postCollection(comment.PostKind))
      .doc(comment.PostID || '-')
      .get(),
  ]);
  const authorName =
    readSnapshot('users', author ?? undefined)?.displayName || (authorUid ? '' : DELETED_USER_NAME);
  try {
    await ref.update({
      Html: renderCommentMarkdown(body, mentions.links),
      UserName: authorName,
      Mentions: mentions.notified,
    });
  } catch (error) {
    // Deleted meanwhile (its author, or its post's cascade): nothing to render or tell.
    if (errorCode(error) === 5) return { mentioned: 0, notified: 0 };
    throw error;
  }
  const questionData = readSnapshot('questions', question);
  const postData = readPostSnapshot(comment.PostKind, post);
  // Nothing from a hidden comment, or one under a hidden post, reaches an inbox (the rules
  // refuse such comments; this holds for one written before its post was hidden, and on
  // redelivery after it was).
  if (!questionData || !postData || isHidden(comment, questionData, postData)) {
    return { mentioned: mentions.notified.length, notified: 0 };
  }
  const source = (type: 'mention' | 'comment'): NotificationSource => ({
    type,
    questionId: question.id,
    catId: questionData.CatID,
    question: questionData.Question,
    postId: comment.PostID,
    actorUid: authorUid,
    actorName: authorName,
  });
  let notified = await notify(db, mentions.notified, source('mention'), commentId, alerts);
  const postAuthor = postData.uid;
  if (postAuthor && !mentions.notified.includes(postAuthor)) {
    notified += await notify(db, [postAuthor], source('comment'), commentId, alerts);
  }
  return { mentioned: mentions.notified.length, notified };
}
