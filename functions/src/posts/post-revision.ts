import { postText, type PostDoc, type PostKind, type RevisionDoc } from '@queryhub/model';

/** A revision as stored in `Revisions/{eventId}`, without its `date`. */
export type RevisionFields = Omit<RevisionDoc<unknown>, 'date'>;

/** The text before and after an update, or null when the update did not change the text. */
export function textChange(
  kind: PostKind,
  before: PostDoc<unknown>,
  after: PostDoc<unknown>,
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
  after: PostDoc<unknown>,
): RevisionFields {
  return {
    Post: postPath,
    PostID: postId,
    Kind: kind,
    uid: after.uid,
    UserName: after.UserName ?? '',
    Before: change.before,
    After: change.after,
  };
}
