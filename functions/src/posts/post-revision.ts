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

/** A question's tags before and after an update, or null when the update left them alone. */
export function tagsChange(
  kind: PostKind,
  before: PostDoc<unknown>,
  after: PostDoc<unknown>,
): { before: string[]; after: string[] } | null {
  if (kind !== 'question' || !('Tags' in before) || !('Tags' in after)) return null;
  const old = before.Tags;
  const now = after.Tags;
  return old.join(' ') === now.join(' ') ? null : { before: old, after: now };
}

/** The revision an edit leaves, from the post as it was after that edit. */
export function revisionFields(
  kind: PostKind,
  postPath: string,
  postId: string,
  change: { before: string; after: string },
  after: PostDoc<unknown>,
  tags: { before: string[]; after: string[] } | null = null,
): RevisionFields {
  return {
    ...(tags ? { TagsBefore: tags.before, TagsAfter: tags.after } : {}),
    Post: postPath,
    PostID: postId,
    Kind: kind,
    uid: after.uid,
    UserName: after.UserName ?? '',
    Before: change.before,
    After: change.after,
  };
}
