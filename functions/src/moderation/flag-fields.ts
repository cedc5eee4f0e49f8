// Pure logic of flags and the moderation queue.
import {
  cutText,
  FLAGS_TO_HIDE,
  MAX_INDEXED_TEXT_LENGTH,
  postQuestionId,
  postText,
  type ModerationQueueDoc,
  type PostDoc,
  type PostKind,
} from '@queryhub/model';

/** Whether the flag count reached with this flag hides the post. */
export function shouldHide(flagCount: number, alreadyHidden: boolean): boolean {
  return !alreadyHidden && flagCount >= FLAGS_TO_HIDE;
}

/** The post's text for the queue, one line of at most 200 characters. */
export function postExcerpt(kind: PostKind, post: PostDoc<unknown>): string {
  // Cut first, as the keyword builder does: the cost stays bounded whatever the stored text.
  const line = cutText(postText(kind, post), MAX_INDEXED_TEXT_LENGTH).replace(/\s+/g, ' ').trim();
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

/** The description of a post in its ModerationQueue entry (without counts and times). */
export function queueEntryFields(
  kind: PostKind,
  postId: string,
  post: PostDoc<unknown>,
): Pick<
  ModerationQueueDoc<unknown>,
  'PostType' | 'PostID' | 'QuestionID' | 'CatID' | 'AuthorUid' | 'Excerpt'
> {
  return {
    PostType: kind,
    PostID: postId,
    QuestionID: postQuestionId(kind, postId, post),
    CatID: post.CatID,
    AuthorUid: post.uid,
    Excerpt: postExcerpt(kind, post),
  };
}
