import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FormError, TextAreaField } from '@/components/ui';
import { useAuth } from '@/features/auth';
import { useSubmit } from '@/hooks/use-submit';
import { FLAG_TEXT_MAX_LENGTH, type FlaggableKind } from '@queryhub/model';
import { FLAG_REASONS, flagPost, type FlagReason } from '../api/flags';
import '../moderation.css';

export interface FlagButtonProps {
  postType: FlaggableKind;
  postId: string;
}

/**
 * The "Flag" button of a post, for signed-in users: it opens a modal dialog (native
 * <dialog>, so focus, Esc and the inert page come with it) asking for the reason.
 */
export function FlagButton({ postType, postId }: FlagButtonProps) {
  const { user } = useAuth();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<FlagReason>('spam');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const { submit, submitting, error, setError } = useSubmit(async (uid: string) => {
    await flagPost({ uid, postType, postId, reason, text });
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
      <dialog ref={dialogRef} className="flag-dialog" aria-labelledby={titleId}>
        <form className="form" onSubmit={onSubmit}>
          <h2 id={titleId} className="dialog__title">
            Flag this {postType}
          </h2>
          <fieldset className="flag-dialog__reasons">
            <legend>What is wrong with it?</legend>
            {FLAG_REASONS.map((option) => (
              <label key={option.value} className="flag-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={reason === 'other' ? 'Details (required)' : 'Details (optional)'}
            name="details"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={FLAG_TEXT_MAX_LENGTH}
            rows={3}
            disabled={submitting}
          />
          {error && (
            <FormError
              {...(error.code === 'permission-denied'
                ? { message: 'You have already flagged this post, or you may not flag now.' }
                : error)}
            />
          )}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={submitting}>
              Send flag
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
