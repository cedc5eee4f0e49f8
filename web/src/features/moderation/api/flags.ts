import { COLLECTIONS, FLAG_STAMP, flagId, type FlagReason, type PostRef } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/** A comment, named as a post is (PostRef): its kind and id. */
interface CommentRef {
  kind: 'comment';
  id: string;
}

/** What a member flags: a post, or a comment under one (the Flags document's PostType). */
export type FlaggedRef = PostRef | CommentRef;

export interface FlagInput {
  uid: string;
  post: FlaggedRef;
  reason: FlagReason;
  /** Required for 'other'; optional otherwise. */
  text: string;
}

/**
 * Sends the flag with the flagger's rate stamp in one batch; throws TooManyFlagsError (without
 * sending) when the account has flagged FLAGS_PER_WINDOW posts this hour.
 */
export async function flagPost(input: FlagInput): Promise<void> {
  const { db, sdk } = await loadFirestore();
  // One flag per user per post: the rules refuse a second one.
  const ref = sdk.doc(db, COLLECTIONS.flags, flagId(input.post.id, input.uid));
  const flag = {
    uid: input.uid,
    PostType: input.post.kind,
    PostID: input.post.id,
    Reason: input.reason,
    Text: input.text.trim(),
    date: sdk.serverTimestamp(),
  };
  await commitWithStamp(input.uid, FLAG_STAMP, input.post.id, (batch) => batch.set(ref, flag));
}
