// The spam review of a new post (model/src/spam-score.ts) as the functions apply it: the create
// trigger holds what it judges likely spam, and the notifiers, running concurrently with it, reach
// the same decision from the same inputs (the post and its author's Users record) without
// waiting for the trigger's Hidden.
import {
  COLLECTIONS,
  isNewAccount,
  postText,
  scorePost,
  type PostDoc,
  type PostKind,
  type ReadTime,
  type SpamScore,
  type UserDoc,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { KNOWN_BAD_DOMAINS } from './known-bad-domains';

/**
 * The review of `post` by `author` (null: no Users record). The account's age is taken at the
 * post's own server time, so every trigger, whenever it runs, decides alike.
 */
export function reviewPost(
  kind: PostKind,
  post: PostDoc<ReadTime>,
  author: UserDoc<ReadTime> | null,
  badDomains: readonly string[] = KNOWN_BAD_DOMAINS,
): SpamScore {
  const newAccount = isNewAccount({
    hasRecord: author !== null,
    createdAtMillis: author?.CreatedAt?.toMillis() ?? null,
    atMillis: post.date?.toMillis() ?? Date.now(),
  });
  return scorePost({ text: postText(kind, post), newAccount, badDomains });
}

/**
 * Whether a notifier must stay silent about `post`: hidden, or held for review by the rule the
 * create trigger applies (it may not have run yet). A moderator's approval sets AwaitingReview
 * false, after which the post is reviewed no more.
 */
export async function isWithheld(
  db: Firestore,
  kind: PostKind,
  post: PostDoc<ReadTime>,
): Promise<boolean> {
  if (post.Hidden === true) return true;
  if (post.AwaitingReview === false) return false;
  const author = post.uid
    ? readSnapshot('users', await db.collection(COLLECTIONS.users).doc(post.uid).get())
    : null;
  return reviewPost(kind, post, author).hold;
}
