import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError } from '@/components/ui';
import type { FormErrorProps } from '@/components/ui/form-error';

export interface AuthFormProps {
  /** The form's name: the id of its heading. */
  labelledBy?: string;
  /** The heading and lead shown first in the form, when the page has none above it. */
  heading?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** useSubmit's state: what the form shows while sending and after a failure. */
  submitting: boolean;
  error: FormErrorProps | null;
  /** What the form shows after it worked, above the button ("a reset link is on its way"). */
  success?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Links under the button (to sign in, to register, home). */
  links?: ReactNode;
  onSubmit: () => void;
}

/**
 * The shell of the account forms (sign in, register, welcome, reset password, new password): the
 * heading, the fields, the error, the success note, the submit button and the links below it.
 */
export function AuthForm(props: AuthFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={props.labelledBy}>
      {props.heading}
      {props.children}
      {props.error && <FormError {...props.error} />}
      {props.success}
      <SubmitButton
        submitting={props.submitting}
        label={props.submitLabel}
        busyLabel={props.busyLabel}
      />
      {props.links && <div className="form__links">{props.links}</div>}
    </form>
  );
}
