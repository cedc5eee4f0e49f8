// Pure logic of flags and the moderation queue.
import {
  cutText,
  FLAGS_TO_HIDE,
  MAX_INDEXED_TEXT_LENGTH,
  type FlaggableKind,
  type ModerationQueueDoc,
} from '@queryhub/model';
import type { FlaggedItem } from './flagged-item';

/** Whether the flag count reached with this flag hides the post. */
export function shouldHide(flagCount: number, alreadyHidden: boolean): boolean {
  return !alreadyHidden && flagCount >= FLAGS_TO_HIDE;
}

/** An item's text for the queue, one line of at most 200 characters. */
export function postExcerpt(text: string): string {
  // Cut first, as the keyword builder does: the cost stays bounded whatever the stored text.
  const line = cutText(text, MAX_INDEXED_TEXT_LENGTH).replace(/\s+/g, ' ').trim();
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

/** The description of a flagged item in its ModerationQueue entry (without counts and times). */
export function queueEntryFields(
  kind: FlaggableKind,
  id: string,
  item: FlaggedItem,
): Pick<
  ModerationQueueDoc<unknown>,
  'PostType' | 'PostID' | 'QuestionID' | 'CatID' | 'AuthorUid' | 'Excerpt'
> {
  return {
    PostType: kind,
    PostID: id,
    QuestionID: item.questionId,
    CatID: item.catId,
    AuthorUid: item.authorUid,
    Excerpt: postExcerpt(item.text),
  };
}
