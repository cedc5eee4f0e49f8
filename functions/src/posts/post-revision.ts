import type { PostKind } from '@queryhub/model';
import { postText } from './post-fields';

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

/** The revision an edit leaves, from the post as it was after that edit. */
export function revisionFields(
  kind: PostKind,
  postPath: string,
  postId: string,
  change: { before: string; after: string },
  after: Record<string, unknown>,
): RevisionFields {
  return {
    Post: postPath,
    PostID: postId,
    Kind: kind,
    uid: typeof after.uid === 'string' ? after.uid : '',
    UserName: typeof after.UserName === 'string' ? after.UserName : '',
    Before: change.before,
    After: change.after,
  };
}
