import { useRef, useState, type FormEvent } from 'react';
import { ReasonDialog } from '@/components/content/reason-dialog';
import { Button, TextAreaField } from '@/components/ui';
import { useAuth } from '@/features/auth';
import { useSubmit } from '@/hooks/use-submit';
import {
  FLAG_REASONS,
  FLAG_REASON_LABELS,
  FLAG_TEXT_MAX_LENGTH,
  type FlagReason,
} from '@queryhub/model';
import { flagPost, type FlaggedRef } from '../api/flags';
import '../moderation.css';

export interface FlagButtonProps {
  /** The post, or the comment (`{ kind: 'comment', id }`). */
  post: FlaggedRef;
}

/** The "Flag" button of a post or a comment, for signed-in users: it asks why in a dialog. */
export function FlagButton({ post }: FlagButtonProps) {
  const { user } = useAuth();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<FlagReason>('spam');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const { submit, submitting, error, setError } = useSubmit(async (uid: string) => {
    await flagPost({ uid, post, reason, text });
    setDone(true);
    dialogRef.current?.close();
  });
  if (!user) return null;
  const uid = user.uid;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === 'other' && !text.trim()) {
      setError({ message: 'Please say what is wrong with this post.' });
      return;
    }
    void submit(uid);
  }

  return (
    <>
      {done ? (
        <span className="flag-done" role="status">
          Flagged for review. Thank you.
        </span>
      ) : (
        <Button
          variant="ghost"
          className="flag-button"
          onClick={() => dialogRef.current?.showModal()}
        >
          Flag
        </Button>
      )}
      <ReasonDialog
        dialogRef={dialogRef}
        title={`Flag this ${post.kind}`}
        legend="What is wrong with it?"
        reasons={FLAG_REASONS}
        labels={FLAG_REASON_LABELS}
        reason={reason}
        onReasonChange={setReason}
        error={error}
        deniedMessage="You have already flagged this post, or you may not flag now."
        submitLabel="Send flag"
        submitting={submitting}
        onSubmit={onSubmit}
      >
        <TextAreaField
          label={reason === 'other' ? 'Details (required)' : 'Details (optional)'}
          name="details"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={FLAG_TEXT_MAX_LENGTH}
          rows={3}
          disabled={submitting}
        />
      </ReasonDialog>
    </>
  );
}
