import { useContext, useId, useState, type FormEvent, type RefObject } from 'react';
import { Button, FormError, TextField } from '@/components/ui';
import { useSubmit } from '@/hooks/use-submit';
import { CLOSE_REASONS, CLOSE_REASON_LABELS, type CloseReason } from '@queryhub/model';
import { DuplicateSearchContext } from '../duplicate-search';

export interface CloseDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  questionId: string;
  /** The question's text: the first search for its original. */
  questionText: string;
  /** "Close question" (the asker, a moderator, an admin) or "Vote to close". */
  submitLabel: string;
  onSubmit: (reason: CloseReason, duplicateOf: string) => Promise<void>;
}

/**
 * The close dialog (native <dialog>: focus, Esc and the inert page come with it): a reason, and
 * for **Duplicate of…** the original, picked among the similar-questions search's results.
 */
export function CloseDialog({
  dialogRef,
  questionId,
  questionText,
  submitLabel,
  onSubmit,
}: CloseDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState<CloseReason>('needsDetails');
  const [search, setSearch] = useState(questionText);
  const [target, setTarget] = useState('');
  const useSimilarQuestions = useContext(DuplicateSearchContext);
  const candidates = useSimilarQuestions(reason === 'duplicate' ? search : '').filter(
    (candidate) => candidate.id !== questionId,
  );
  const { submit, submitting, error, setError } = useSubmit(async () => {
    await onSubmit(reason, reason === 'duplicate' ? target : '');
    dialogRef.current?.close();
  });

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === 'duplicate' && target === '') {
      setError({ message: 'Pick the question this one duplicates.' });
      return;
    }
    void submit();
  }

  return (
    <dialog ref={dialogRef} className="flag-dialog close-dialog" aria-labelledby={titleId}>
      <form className="form" onSubmit={submitForm}>
        <h2 id={titleId} className="dialog__title">
          Close this question
        </h2>
        <fieldset className="close-dialog__reasons">
          <legend>Why should it be closed?</legend>
          {CLOSE_REASONS.map((option) => (
            <label key={option} className="close-dialog__option">
              <input
                type="radio"
                name="close-reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              {CLOSE_REASON_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {reason === 'duplicate' && (
          <>
            <TextField
              label="Search for the original question"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <fieldset className="close-dialog__targets">
              <legend>Original question</legend>
              {candidates.length === 0 && <p>No similar questions found yet.</p>}
              {candidates.map((candidate) => (
                <label key={candidate.id} className="close-dialog__option">
                  <input
                    type="radio"
                    name="close-target"
                    value={candidate.id}
                    checked={target === candidate.id}
                    onChange={() => setTarget(candidate.id)}
                  />
                  {candidate.question}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {error && (
          <FormError
            {...(error.code === 'permission-denied'
              ? { message: 'You have already voted, or you may not vote on this question now.' }
              : error)}
          />
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
