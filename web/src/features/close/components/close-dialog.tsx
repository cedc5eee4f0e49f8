import { useContext, useState, type FormEvent, type RefObject } from 'react';
import { ReasonDialog } from '@/components/content/reason-dialog';
import { TextField } from '@/components/ui';
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
 * The close dialog: a reason, and for **Duplicate of…** the original, picked among the
 * similar-questions search's results.
 */
export function CloseDialog({
  dialogRef,
  questionId,
  questionText,
  submitLabel,
  onSubmit,
}: CloseDialogProps) {
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
    <ReasonDialog
      dialogRef={dialogRef}
      title="Close this question"
      legend="Why should it be closed?"
      reasons={CLOSE_REASONS}
      labels={CLOSE_REASON_LABELS}
      reason={reason}
      onReasonChange={setReason}
      error={error}
      deniedMessage="You have already voted, or you may not vote on this question now."
      submitLabel={submitLabel}
      submitting={submitting}
      onSubmit={submitForm}
    >
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
    </ReasonDialog>
  );
}
