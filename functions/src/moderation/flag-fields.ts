// Pure logic of flags and the moderation queue.
import {
  cutText,
  FLAG_REASONS,
  FLAGS_TO_HIDE,
  MAX_INDEXED_TEXT_LENGTH,
  type FlagReason,
} from '@queryhub/model';

export type PostType = 'question' | 'answer' | 'comment';
export { FLAGS_TO_HIDE };

/** The field holding each kind's text. */
const TEXT_FIELD: Record<PostType, string> = {
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
};

export function isPostType(value: unknown): value is PostType {
  return value === 'question' || value === 'answer' || value === 'comment';
}

export function isFlagReason(value: unknown): value is FlagReason {
  return typeof value === 'string' && (FLAG_REASONS as readonly string[]).includes(value);
}

/** ModerationQueue/{id}: one entry per post. */
export function queueEntryId(postType: PostType, postId: string): string {
  return `${postType}_${postId}`;
}

/** Whether the flag count reached with this flag hides the post. */
export function shouldHide(flagCount: number, alreadyHidden: boolean): boolean {
  return !alreadyHidden && flagCount >= FLAGS_TO_HIDE;
}

/** The post's text for the queue, one line of at most 200 characters. */
export function postExcerpt(postType: PostType, data: Record<string, unknown>): string {
  const text = data[TEXT_FIELD[postType]];
  // Cut first, as the keyword builder does: the cost stays bounded whatever the stored text.
  const line =
    typeof text === 'string'
      ? cutText(text, MAX_INDEXED_TEXT_LENGTH).replace(/\s+/g, ' ').trim()
      : '';
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

/** The question a post belongs to (itself for a question). */
export function postQuestionId(
  postType: PostType,
  postId: string,
  data: Record<string, unknown>,
): string {
  if (postType === 'question') return postId;
  return typeof data.QuestionID === 'string' ? data.QuestionID : '';
}

/** The description of a post in its ModerationQueue entry (without counts and times). */
export function queueEntryFields(
  postType: PostType,
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
