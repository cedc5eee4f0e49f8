import { AuthorLink } from '@/components/content/author-link';
import { PostHtml } from '@/components/content/post-html';
import { PostTime } from '@/components/content/post-card';
import { Button, useDialog } from '@/components/ui';
import type { CommentView } from '@queryhub/model';
import type { ReactNode } from 'react';
import { deleteComment } from '../api/comments';

export interface CommentItemProps {
  comment: CommentView;
  /** The signed-in reader's uid, or null. */
  uid: string | null;
  flagAction?: (commentId: string) => ReactNode;
}

/** One comment: its text (the server's sanitized render once it exists), author, time, actions. */
export function CommentItem({ comment, uid, flagAction }: CommentItemProps) {
  const dialog = useDialog();
  const own = uid !== null && comment.uid === uid;

  async function onDelete() {
    const confirmed = await dialog.confirm({
      title: 'Are You Sure? You Want To Delete The Comment',
      text: "Once Deleted, It Can't Be Undone!",
      confirmLabel: 'Yes, Delete It',
    });
    if (confirmed) await deleteComment(comment.id);
  }

  return (
    <li className="comment">
      {comment.html ? (
        <PostHtml className="comment__text" html={comment.html} />
      ) : (
        <p className="comment__text">{comment.text}</p>
      )}
      <span className="comment__meta">
        {'– '}
        <AuthorLink uid={comment.uid} userName={comment.userName} />
        {comment.dateMillis !== null && (
          <>
            {' '}
            <PostTime millis={comment.dateMillis} />
          </>
        )}
      </span>
      {own && (
        <Button variant="ghost" className="comment__delete" onClick={() => void onDelete()}>
          Delete
        </Button>
      )}
      {uid !== null && !own && flagAction?.(comment.id)}
    </li>
  );
}
