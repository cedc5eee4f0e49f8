// Pure logic of notifications: who is told, and what their inbox document holds.
import {
  cutText,
  readQuestionDoc,
  type DocumentData,
  type NotificationDoc,
  type NotificationType,
} from '@queryhub/model';
import { markdownToPlainText } from '@queryhub/markdown/server';

/**
 * At most this many followers are notified per event (see docs/decisions.md, Notifications);
 * they are read FOLLOWER_PAGE_SIZE at a time (follows/followers.ts).
 */
export const MAX_NOTIFIED_FOLLOWERS = 1000;
/** The question text copied into a notification is cut to this many characters. */
export const EXCERPT_LENGTH = 140;

export interface NotificationSource {
  type: NotificationType;
  questionId: string;
  catId: string;
  question: string;
  /**
   * The answer (types 'answer' and 'accepted'), the question (type 'edit'), the post commented
   * on (type 'comment') or the post that mentions (type 'mention': an answer or a comment's post).
   */
  postId: string;
  /** Who caused it: never notified about their own action. */
  actorUid: string;
  actorName: string;
}

/**
 * How much of the Markdown source an excerpt parses: far more than EXCERPT_LENGTH visible
 * characters need in any real text, and a bounded parse whatever the stored text.
 */
const EXCERPT_SOURCE_LENGTH = 2000;

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
export function notificationFields(
  source: NotificationSource,
): Omit<NotificationDoc<unknown>, 'date'> {
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

/** Whether a question update changed its text (derived-field updates by functions do not). */
export function questionTextChanged(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return false;
  return readQuestionDoc(before).Question !== readQuestionDoc(after).Question;
}
