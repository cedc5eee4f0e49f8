import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, FormError, type FormErrorProps } from '@/components/ui';
import './reason-dialog.css';

export interface ReasonDialogProps<Reason extends string> {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  /** The question the reasons answer, e.g. "What is wrong with it?". */
  legend: string;
  reasons: readonly Reason[];
  labels: Record<Reason, string>;
  reason: Reason;
  onReasonChange: (reason: Reason) => void;
  /** What the chosen reason asks for besides, below the reasons. */
  children?: ReactNode;
  error: FormErrorProps | null;
  /** What a refusal by the rules means here (shown for permission-denied). */
  deniedMessage: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A modal that asks why (flag a post, close a question): native <dialog>, so focus, Esc and the
 * inert page come with it; one radio per reason, the reason's own fields, Cancel and submit.
 */
export function ReasonDialog<Reason extends string>({
  dialogRef,
  title,
  legend,
  reasons,
  labels,
  reason,
  onReasonChange,
  children,
  error,
  deniedMessage,
  submitLabel,
  submitting,
  onSubmit,
}: ReasonDialogProps<Reason>) {
  const titleId = useId();
  const name = useId();
  return (
    <dialog ref={dialogRef} className="reason-dialog" aria-labelledby={titleId}>
      <form className="form" onSubmit={onSubmit}>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <fieldset className="reason-dialog__choices">
          <legend>{legend}</legend>
          {reasons.map((option) => (
            <label key={option} className="reason-dialog__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={reason === option}
                onChange={() => onReasonChange(option)}
              />
              {labels[option]}
            </label>
          ))}
        </fieldset>
        {children}
        {error && (
          <FormError
            {...(error.code === 'permission-denied' ? { message: deniedMessage } : error)}
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
