import type { PostKind } from '@queryhub/model';
import '../moderation.css';

/** What non-admins see in place of a post that moderation hid. */
export function HiddenNotice({ what }: { what: PostKind }) {
  return (
    <p className="hidden-notice" role="note">
      This {what} is hidden until a moderator reviews it.
    </p>
  );
}
