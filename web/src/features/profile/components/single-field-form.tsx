import { useEffect, useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { formFailure } from '@/lib/errors';
import { useAccountError } from '../hooks/use-account-error';

/** The spec's pause after a username, e-mail or password update. */
export const UPDATE_PAUSE_MS = 2000;

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
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || success) return;
    setFailure(null);
    const invalid = validate?.(value) ?? null;
    setProblem(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const message = await onSubmit(value);
      setSuccess(message);
      timer.current = setTimeout(
        () => void navigate(paths.profile.root.getHref()),
        UPDATE_PAUSE_MS,
      );
    } catch (error) {
      const failed = formFailure(error);
      if (failed.message) setProblem(failed.message);
      else setFailure(await handleAccountError(error));
      setSubmitting(false);
    }
  }

  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className="page page--narrow" aria-labelledby={titleId}>
      <form className="form" onSubmit={submit} aria-labelledby={titleId}>
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
        {problem && <FormError message={problem} />}
        {failure && <FormError code={failure} />}
        {success && (
          <div className="form__success" role="status">
            <p>{success}</p>
            <p className="form__status">Returning to your profile…</p>
          </div>
        )}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SUBMITTING' : 'UPDATE'}
        </Button>
        <Link to={paths.profile.root.getHref()}>Back to Profile</Link>
      </form>
    </section>
  );
}
