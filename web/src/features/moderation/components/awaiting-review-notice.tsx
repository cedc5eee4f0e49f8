import type { PostKind } from '@queryhub/model';
import { HiddenNotice } from './hidden-notice';
import '../moderation.css';

/**
 * What the author (and admins) see on a post held for review (a new account's post the server
 * judged likely spam): the post itself, marked, until a moderator approves it.
 */
function AwaitingReviewNotice({ what }: { what: PostKind }) {
  return (
    <p className="hidden-notice" role="note">
      <strong>Awaiting review</strong>: only you and the moderators can see this {what} until a
      moderator approves it.
    </p>
  );
}

/** The mark on a hidden post its reader may see: held for review, or hidden by moderation. */
export function ModerationNotice({
  what,
  post,
}: {
  what: PostKind;
  post: { awaitingReview?: boolean };
}) {
  return post.awaitingReview ? <AwaitingReviewNotice what={what} /> : <HiddenNotice what={what} />;
}
