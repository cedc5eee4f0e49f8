import { questionTags } from '@queryhub/model';
import { postText, type PostKind } from './post-fields';

/** A revision as stored in `Revisions/{eventId}` (see docs/data-model.md). */
export interface RevisionFields {
  /** `Questions/{id}` or `Answers/{id}`: the post the edit changed. */
  Post: string;
  PostID: string;
  Kind: PostKind;
  /** Who edited (only the author can) and the name they had then. */
  uid: string;
  UserName: string;
  Before: string;
  After: string;
  /** A question's tags before and after, when the edit changed them (issue 25). */
  TagsBefore?: string[];
  TagsAfter?: string[];
}

/** The text before and after an update, or null when the update did not change the text. */
export function textChange(
  kind: PostKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: string; after: string } | null {
  const old = postText(kind, before);
  const now = postText(kind, after);
  return old === now ? null : { before: old, after: now };
}

/** A question's tags before and after an update, or null when the update left them alone. */
export function tagsChange(
  kind: PostKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: string[]; after: string[] } | null {
  if (kind !== 'question') return null;
  const old = questionTags(before);
  const now = questionTags(after);
  return old.join(' ') === now.join(' ') ? null : { before: old, after: now };
}

/** The revision an edit leaves, from the post as it was after that edit. */
export function revisionFields(
  kind: PostKind,
  postPath: string,
  postId: string,
  change: { before: string; after: string },
  after: Record<string, unknown>,
  tags: { before: string[]; after: string[] } | null = null,
): RevisionFields {
  return {
    ...(tags ? { TagsBefore: tags.before, TagsAfter: tags.after } : {}),
    Post: postPath,
    PostID: postId,
    Kind: kind,
    uid: typeof after.uid === 'string' ? after.uid : '',
    UserName: typeof after.UserName === 'string' ? after.UserName : '',
    Before: change.before,
    After: change.after,
  };
}
