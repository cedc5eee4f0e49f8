/**
 * Whether a reader sees a post: everyone a visible one, admins every one, and an author their own
 * posts awaiting review (a new account's post held as likely spam), marked until approved.
 */
export function canSeePost(
  post: { hidden: boolean; awaitingReview?: boolean; uid: string },
  readerUid: string | null,
  isAdmin: boolean,
): boolean {
  if (!post.hidden || isAdmin) return true;
  return post.awaitingReview === true && readerUid !== null && post.uid === readerUid;
}
