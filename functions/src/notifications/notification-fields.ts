// Pure logic of notifications: who is told, and what their inbox document holds.
import { cutText, type NEW_QUESTION_NOTIFICATION } from '@queryhub/model';
import { markdownToPlainText } from '@queryhub/markdown/server';

/** What a notification is about. */
export type NotificationType = 'answer' | 'edit' | 'accepted' | typeof NEW_QUESTION_NOTIFICATION;

/** At most this many followers are notified per event (see docs/decisions.md, Notifications). */
export const MAX_NOTIFIED_FOLLOWERS = 1000;
/** Followers are read this many at a time. */
export const FOLLOWER_PAGE_SIZE = 250;
/** The question text copied into a notification is cut to this many characters. */
export const EXCERPT_LENGTH = 140;

export interface NotificationSource {
  type: NotificationType;
  questionId: string;
  catId: string;
  question: string;
  /** The answer (types 'answer' and 'accepted') or the question (type 'edit'). */
  postId: string;
  /** Who caused it: never notified about their own action. */
  actorUid: string;
  actorName: string;
}

/**
 * How much of the Markdown source an excerpt parses: far more than EXCERPT_LENGTH visible
 * characters need in any real text, and a bounded parse whatever the stored text.
 */
export const EXCERPT_SOURCE_LENGTH = 2000;

/**
 * The question text for a notification: its visible words without Markdown markup (the inbox
 * shows it as text, where `**` or a link's URL would only be noise), one line, at most
 * EXCERPT_LENGTH characters.
 */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const plain = markdownToPlainText(cutText(text, EXCERPT_SOURCE_LENGTH));
  const line = plain.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/** The inbox document id: one per event per recipient, so a redelivery writes nothing new. */
export function notificationId(type: NotificationType, sourceId: string): string {
  return `${type}-${sourceId}`;
}

/**
 * The recipients of one event: the given uids without the actor, empties and duplicates, in
 * order, at most `cap` of them.
 */
export function recipients(
  uids: Iterable<string>,
  actorUid: string,
  cap = MAX_NOTIFIED_FOLLOWERS,
): string[] {
  const chosen = new Set<string>();
  for (const uid of uids) {
    if (chosen.size >= cap) break;
    if (uid && uid !== actorUid) chosen.add(uid);
  }
  return [...chosen];
}

/** The fields of Users/{uid}/Notifications/{id} (docs/data-model.md), without `date`. */
export function notificationFields(source: NotificationSource): Record<string, unknown> {
  return {
    Type: source.type,
    QuestionID: source.questionId,
    CatID: source.catId,
    Question: excerpt(source.question),
    PostID: source.postId,
    // Kept so that deleting the actor's account can clear their name from others' inboxes.
    ActorUid: source.actorUid,
    ActorName: source.actorName,
    Read: false,
  };
}

/** The uid stored in a post, or '' (anonymised posts carry none). */
export function postUid(data: Record<string, unknown> | undefined): string {
  return typeof data?.uid === 'string' ? data.uid : '';
}

/** Whether a question update changed its text (derived-field updates by functions do not). */
export function questionTextChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return false;
  return typeof after.Question === 'string' && before.Question !== after.Question;
}
