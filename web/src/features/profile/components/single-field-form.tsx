import { useEffect, useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSubmit } from '@/hooks/use-submit';
import { formFailure } from '@/lib/errors';
import { useAccountError } from '../hooks/use-account-error';

/** The spec's pause after a username, e-mail or password update. */
const UPDATE_PAUSE_MS = 2000;

export interface SingleFieldFormProps {
  title: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  maxLength?: number;
  /** Performs the update; resolves with the success text to show, e.g. 'USERNAME UPDATED TO : x'. */
  onSubmit: (value: string) => Promise<string>;
  /** A sentence saying what is wrong with the value, or null to send it. */
  validate?: (value: string) => string | null;
}

/**
 * One field, one UPDATE button (disabled, 'SUBMITTING', while sending). On success the spec's
 * message shows for 2 seconds, then the profile opens again.
 */
export function SingleFieldForm({
  title,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  onSubmit,
  validate,
}: SingleFieldFormProps) {
  const navigate = useNavigate();
  const handleAccountError = useAccountError();
  const [value, setValue] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { submit, submitting, error, setError } = useSubmit(async (sent: string) => {
    let message: string;
    try {
      message = await onSubmit(sent);
    } catch (failure) {
      // A message written for the user (a username taken) shows as it is; an expired sign-in
      // is handled (alert, sign-out) and shows nothing more.
      if (formFailure(failure).message) throw failure;
      if ((await handleAccountError(failure)) === null) return;
      throw failure;
    }
    setSuccess(message);
    timer.current = setTimeout(() => void navigate(paths.profile.root.getHref()), UPDATE_PAUSE_MS);
  });

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (success) return;
    const invalid = validate?.(value) ?? null;
    if (invalid) setError({ message: invalid });
    else void submit(value);
  }

  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className="page page--narrow" aria-labelledby={titleId}>
      <form className="form" onSubmit={onFormSubmit} aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          pattern={type === 'text' ? '.*\\S.*' : undefined}
          value={value}
          disabled={Boolean(success)}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && <FormError {...error} />}
        {success && (
          <div className="form__success" role="status">
            <p>{success}</p>
            <p className="form__status">Returning to your profile…</p>
          </div>
        )}
        {/* Stays 'SUBMITTING' through the pause after a success, until the profile opens. */}
        <SubmitButton submitting={submitting || success !== null} label="UPDATE" />
        <Link to={paths.profile.root.getHref()}>Back to Profile</Link>
      </form>
    </section>
  );
}
