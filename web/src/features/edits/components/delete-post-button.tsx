import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCode } from '@queryhub/model';
import { Button, useDialog } from '@/components/ui';
import type { PostKind } from '@queryhub/model';
import { closeQuestion, deletePost } from '../api/delete-post';

export interface DeletePostButtonProps {
  kind: PostKind;
  id: string;
  /** For a question: its answers (with any, it is closed instead of deleted) and whether closed. */
  answerCount?: number;
  closed?: boolean;
  /** Where to go once the post is gone (a question's page cannot stay). */
  afterDeleteHref?: string;
}

/**
 * "Delete" for the author's answer or question without answers, "Close" for their question
 * with answers; both confirm first, as deleting the account does.
 */
export function DeletePostButton({
  kind,
  id,
  answerCount = 0,
  closed = false,
  afterDeleteHref,
}: DeletePostButtonProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const noun = kind === 'question' ? 'Question' : 'Answer';
  const closes = kind === 'question' && answerCount > 0;
  if (closes && closed) return null;

  async function run(action: () => Promise<void>, title: string, text: string) {
    setBusy(true);
    try {
      await action();
      await dialog.alert({ title, text });
      if (!closes && afterDeleteHref) await navigate(afterDeleteHref, { replace: true });
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
    if (closes) {
      const confirmed = await dialog.confirm({
        title: 'Are You Sure? You Want To Close The Question',
        text: 'It Has Answers, So It Is Closed Instead Of Deleted: It Takes No New Answers.',
        confirmLabel: 'Yes, Close It',
      });
      if (confirmed) {
        await run(
          () => closeQuestion(id),
          'Question Closed',
          'Your question takes no new answers.',
        );
      }
      return;
    }
    const confirmed = await dialog.confirm({
      title: `Are You Sure? You Want To Delete The ${noun}`,
      text: "Once Deleted, It Can't Be Undone!",
      confirmLabel: 'Yes, Delete It',
    });
    if (confirmed) {
      await run(
        () => deletePost(kind, id),
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
      {closes ? 'Close' : 'Delete'}
    </Button>
  );
}
