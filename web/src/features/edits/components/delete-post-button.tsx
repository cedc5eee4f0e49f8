import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCode } from '@queryhub/model';
import { Button, useDialog } from '@/components/ui';
import type { PostRef } from '@queryhub/model';
import { deletePost } from '../api/delete-post';

export interface DeletePostButtonProps {
  post: PostRef;
  /** For a question: its answers (with any, it cannot be deleted). */
  answerCount?: number;
  /** Where to go once the post is gone (a question's page cannot stay). */
  afterDeleteHref?: string;
}

/**
 * "Delete" for the author's answer or question without answers, confirmed first as deleting the
 * account is. A question with answers cannot be deleted: its asker closes it with a reason
 * through the close feature's **Close** (one Close per question).
 */
export function DeletePostButton({
  post,
  answerCount = 0,
  afterDeleteHref,
}: DeletePostButtonProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const noun = post.kind === 'question' ? 'Question' : 'Answer';
  if (post.kind === 'question' && answerCount > 0) return null;

  async function run(action: () => Promise<void>, title: string, text: string) {
    setBusy(true);
    try {
      await action();
      await dialog.alert({ title, text });
      if (afterDeleteHref) await navigate(afterDeleteHref, { replace: true });
    } catch (error) {
      const code = errorCode(error);
      await dialog.alert({
        title: 'Something went wrong',
        text: typeof code === 'string' ? code : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  async function onClick() {
    const confirmed = await dialog.confirm({
      title: `Are You Sure? You Want To Delete The ${noun}`,
      text: "Once Deleted, It Can't Be Undone!",
      confirmLabel: 'Yes, Delete It',
    });
    if (confirmed) {
      await run(
        () => deletePost(post.kind, post.id),
        `${noun} Deleted`,
        `Your ${noun.toLowerCase()} has been deleted.`,
      );
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      className="post-edit-links__button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void onClick()}
    >
      Delete
    </Button>
  );
}
