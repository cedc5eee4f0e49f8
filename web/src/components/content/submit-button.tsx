import { Button } from '@/components/ui';

export interface SubmitButtonProps {
  submitting: boolean;
  label?: string;
  /** The label while the form is being sent. */
  busyLabel?: string;
}

/** The spec's submit button: disabled and labelled 'SUBMITTING' while the form is being sent. */
export function SubmitButton({
  submitting,
  label = 'SUBMIT',
  busyLabel = 'SUBMITTING',
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
