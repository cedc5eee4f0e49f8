import { Link } from 'react-router';
import { PostTime } from '@/components/content/post-card';
import type { PostRef } from '@queryhub/model';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DeletePostButton } from './delete-post-button';
import './edits.css';

export interface PostEditLinksProps {
  post: PostRef;
  /** The post's author ('' once anonymised: nobody may edit then). */
  authorUid: string;
  /** When the text was last edited, or null. */
  editedAtMillis: number | null;
  /** For a question: its answer count (with answers it cannot be deleted). */
  answerCount?: number;
  /** Where to go after the post is deleted. */
  afterDeleteHref?: string;
}

/**
 * Under a post: "Edit" and "Delete" (or "Close") for its author, and "edited {time}" leading to
 * the revision history.
 */
export function PostEditLinks({
  post,
  authorUid,
  editedAtMillis,
  answerCount,
  afterDeleteHref,
}: PostEditLinksProps) {
  const { user } = useAuth();
  const canEdit = Boolean(user) && authorUid !== '' && user?.uid === authorUid;
  if (!canEdit && editedAtMillis === null) return null;
  return (
    <p className="post-edit-links">
      {canEdit && <Link to={paths.editPost.getHref(post.kind, post.id)}>Edit</Link>}
      {canEdit && (
        <DeletePostButton post={post} answerCount={answerCount} afterDeleteHref={afterDeleteHref} />
      )}
      {editedAtMillis !== null && (
        <Link to={paths.postHistory.getHref(post.kind, post.id)}>
          edited <PostTime millis={editedAtMillis} />
        </Link>
      )}
    </p>
  );
}
