import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, FormError, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { failureCode } from '@/lib/errors';
import { sendResetLink } from '../api/email-actions';

/** The same answer whether or not the address has an account (e-mail enumeration protection). */
export const RESET_LINK_SENT = 'If an account exists for that e-mail, a reset link is on its way.';

/** Codes that say nothing about whether the address has an account, so they may be shown. */
const SHOWN_FAILURES = new Set([
  'auth/invalid-email',
  'auth/network-request-failed',
  'auth/too-many-requests',
]);

export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await sendResetLink(email);
      setSent(true);
    } catch (error) {
      const code = failureCode(error);
      // auth/user-not-found (projects without enumeration protection) is answered like a success.
      if (SHOWN_FAILURES.has(code)) setFailure(code);
      else setSent(true);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <form className="form" onSubmit={onSubmit} aria-labelledby="reset-title">
        <h1 id="reset-title">RESET PASSWORD</h1>
        <p className="page__lead">
          Enter your account&apos;s e-mail address and we will send you a link to choose a new
          password.
        </p>
        <TextField
          label="E-Mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSent(false);
          }}
        />
        {failure && <FormError code={failure} />}
        {sent && (
          <div className="form__success" role="status">
            <p>{RESET_LINK_SENT}</p>
          </div>
        )}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SENDING' : 'SEND RESET LINK'}
        </Button>
        <div className="form__links">
          <Link to={paths.login.getHref()}>Back to Login</Link>
        </div>
      </form>
    </section>
  );
}
