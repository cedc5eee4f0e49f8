import type { Firestore } from 'firebase-admin/firestore';
import { renderCommentMarkdown } from '@queryhub/markdown/server';
import { COLLECTIONS, DELETED_USER_NAME } from '@queryhub/model';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notify } from '../notifications/fan-out';
import { postUid, type NotificationSource } from '../notifications/notification-fields';
import { resolveMentions } from './resolve-mentions';

function text(data: Record<string, unknown> | undefined, field: string): string {
  const value = data?.[field];
  return typeof value === 'string' ? value : '';
}

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
  const comment = (await ref.get()).data();
  if (!comment) return { mentioned: 0, notified: 0 };
  const authorUid = postUid(comment);
  const body = text(comment, 'Comment');
  const [mentions, author, question, post] = await Promise.all([
    resolveMentions(db, body, authorUid),
    authorUid ? db.collection(COLLECTIONS.users).doc(authorUid).get() : null,
    db
      .collection(COLLECTIONS.questions)
      .doc(text(comment, 'QuestionID') || '-')
      .get(),
    db
      .collection(comment.PostKind === 'answer' ? COLLECTIONS.answers : COLLECTIONS.questions)
      .doc(text(comment, 'PostID') || '-')
      .get(),
  ]);
  const authorName = text(author?.data(), 'displayName') || (authorUid ? '' : DELETED_USER_NAME);
  try {
    await ref.update({
      Html: renderCommentMarkdown(body, mentions.links),
      UserName: authorName,
      Mentions: mentions.notified,
    });
  } catch (error) {
    // Deleted meanwhile (its author, or its post's cascade): nothing to render or tell.
    if ((error as { code?: unknown }).code === 5) return { mentioned: 0, notified: 0 };
    throw error;
  }
  const questionData = question.data();
  if (!questionData) return { mentioned: mentions.notified.length, notified: 0 };
  const source = (type: 'mention' | 'comment'): NotificationSource => ({
    type,
    questionId: question.id,
    catId: text(questionData, 'CatID'),
    question: text(questionData, 'Question'),
    postId: text(comment, 'PostID'),
    actorUid: authorUid,
    actorName: authorName,
  });
  let notified = await notify(db, mentions.notified, source('mention'), commentId, alerts);
  const postAuthor = postUid(post.data());
  if (postAuthor && !mentions.notified.includes(postAuthor)) {
    notified += await notify(db, [postAuthor], source('comment'), commentId, alerts);
  }
  return { mentioned: mentions.notified.length, notified };
}
