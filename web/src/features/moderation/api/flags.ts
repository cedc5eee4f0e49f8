import { COLLECTIONS, FLAG_TEXT_MAX_LENGTH as MAX_TEXT } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

export type PostType = 'question' | 'answer';
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

export async function flagPost(input: FlagInput): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, COLLECTIONS.flags, flagId(input.postId, input.uid)), {
    uid: input.uid,
    PostType: input.postType,
    PostID: input.postId,
    Reason: input.reason,
    Text: input.text.trim(),
    date: sdk.serverTimestamp(),
  });
}
