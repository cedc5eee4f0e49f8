// Pure logic of flags and the moderation queue.
import {
  cutText,
  FLAG_REASONS,
  FLAGS_TO_HIDE,
  MAX_INDEXED_TEXT_LENGTH,
  type FlagReason,
  type PostKind,
} from '@queryhub/model';

export { FLAGS_TO_HIDE };

export function isFlagReason(value: unknown): value is FlagReason {
  return typeof value === 'string' && (FLAG_REASONS as readonly string[]).includes(value);
}

/** ModerationQueue/{id}: one entry per post. */
export function queueEntryId(postType: PostKind, postId: string): string {
  return `${postType}_${postId}`;
}

/** Whether the flag count reached with this flag hides the post. */
export function shouldHide(flagCount: number, alreadyHidden: boolean): boolean {
  return !alreadyHidden && flagCount >= FLAGS_TO_HIDE;
}

/** The post's text for the queue, one line of at most 200 characters. */
export function postExcerpt(postType: PostKind, data: Record<string, unknown>): string {
  const text = data[postType === 'question' ? 'Question' : 'Answer'];
  // Cut first, as the keyword builder does: the cost stays bounded whatever the stored text.
  const line =
    typeof text === 'string'
      ? cutText(text, MAX_INDEXED_TEXT_LENGTH).replace(/\s+/g, ' ').trim()
      : '';
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

/** The question a post belongs to (itself for a question). */
export function postQuestionId(
  postType: PostKind,
  postId: string,
  data: Record<string, unknown>,
): string {
  if (postType === 'question') return postId;
  return typeof data.QuestionID === 'string' ? data.QuestionID : '';
}

/** The description of a post in its ModerationQueue entry (without counts and times). */
export function queueEntryFields(
  postType: PostKind,
  postId: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return {
    PostType: postType,
    PostID: postId,
    QuestionID: postQuestionId(postType, postId, data),
    CatID: typeof data.CatID === 'string' ? data.CatID : '',
    AuthorUid: typeof data.uid === 'string' ? data.uid : '',
    Excerpt: postExcerpt(postType, data),
  };
}
