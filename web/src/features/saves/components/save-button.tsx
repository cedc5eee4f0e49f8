import { useCallback, useEffect, useState } from 'react';
import { Button, useDialog } from '@/components/ui';
import { errorCode, saveTarget, type PostRef } from '@queryhub/model';
import { RATE_LIMITED } from '@/lib/rate-limits';
import { savePost, unsavePost } from '../api/saves';
import { useIsSaved } from '../hooks/use-saves';
import '../saves.css';

export interface SaveButtonProps {
  post: PostRef;
  /** The reader: null for a visitor, undefined while the sign-in state is unknown. */
  uid: string | null | undefined;
}

/**
 * **Save**: a toggle (aria-pressed) whose name stays "Save" whatever the state, like the follow
 * toggles; a check mark shows the state to sighted users. A visitor is asked to log in, as the
 * vote buttons ask; a click made while the sign-in state is unknown waits for it.
 */
export function SaveButton({ post, uid }: SaveButtonProps) {
  const dialog = useDialog();
  const saved = useIsSaved(uid, post.id);
  const [pending, setPending] = useState<boolean | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = pending ?? saved;

  const toggle = useCallback(async () => {
    if (uid === undefined) {
      setWaiting(true);
      return;
    }
    if (uid === null) {
      await dialog.alert({ title: 'LOGIN', text: 'Please Login To Save!' });
      return;
    }
    if (pending !== null) return;
    const next = !saved;
    setPending(next);
    setFailure(null);
    try {
      await (next ? savePost(uid, saveTarget(post)) : unsavePost(uid, post.id));
    } catch (error) {
      setFailure(
        errorCode(error) === RATE_LIMITED && error instanceof Error
          ? error.message
          : 'That did not work. Please try again.',
      );
    } finally {
      setPending(null);
    }
  }, [uid, dialog, pending, saved, post]);

  useEffect(() => {
    if (!waiting || uid === undefined) return;
    setWaiting(false);
    void toggle();
  }, [waiting, uid, toggle]);

  return (
    <span className="save-toggle" aria-busy={waiting || undefined}>
      <Button
        variant="secondary"
        aria-pressed={shown}
        disabled={pending !== null}
        onClick={() => void toggle()}
      >
        {shown && <span aria-hidden>✓ </span>}
        Save
      </Button>
      {failure && (
        <span role="alert" className="save-toggle__error">
          {failure}
        </span>
      )}
    </span>
  );
}
