import {
  COLLECTIONS,
  FLAG_STAMP,
  flagId,
  type FlaggableKind,
  type FlagReason,
} from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

export interface FlagInput {
  uid: string;
  postType: FlaggableKind;
  postId: string;
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
  const ref = sdk.doc(db, COLLECTIONS.flags, flagId(input.postId, input.uid));
  const flag = {
    uid: input.uid,
    PostType: input.postType,
    PostID: input.postId,
    Reason: input.reason,
    Text: input.text.trim(),
    date: sdk.serverTimestamp(),
  };
  await commitWithStamp(input.uid, FLAG_STAMP, input.postId, (batch) => batch.set(ref, flag));
}
