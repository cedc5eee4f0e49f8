import { COLLECTIONS, FLAG_STAMP, FLAG_TEXT_MAX_LENGTH as MAX_TEXT } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

export type PostType = 'question' | 'answer' | 'comment';
export const FLAG_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'offensive', label: 'Offensive' },
  { value: 'off-topic', label: 'Off-topic' },
  { value: 'other', label: 'Other' },
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number]['value'];
export const FLAG_TEXT_MAX_LENGTH = MAX_TEXT;

export interface FlagInput {
  uid: string;
  postType: PostType;
  postId: string;
  reason: FlagReason;
  /** Required for 'other'; optional otherwise. */
  text: string;
}

/** Flags/{PostID}_{uid}: one flag per user per post (the rules refuse a second one). */
export function flagId(postId: string, uid: string): string {
  return `${postId}_${uid}`;
}

/**
 * Sends the flag with the flagger's rate stamp in one batch; throws TooManyFlagsError (without
 * sending) when the account has flagged FLAGS_PER_WINDOW posts this hour.
 */
export async function flagPost(input: FlagInput): Promise<void> {
  const { db, sdk } = await loadFirestore();
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
