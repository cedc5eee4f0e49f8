import '../moderation.css';

/** What non-admins see in place of a post that moderation hid. */
export function HiddenNotice({ what }: { what: 'question' | 'answer' }) {
  return (
    <p className="hidden-notice" role="note">
      This {what} is hidden until a moderator reviews it.
    </p>
  );
}
