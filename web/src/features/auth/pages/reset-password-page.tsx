import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { failureCode } from '@/lib/errors';
import { sendResetLink } from '../api/email-actions';
import { EmailField } from '../components/account-fields';
import { AuthForm } from '../components/auth-form';

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
  const [sent, setSent] = useState(false);
  const { submit, submitting, error } = useSubmit(async () => {
    try {
      await sendResetLink(email);
    } catch (failure) {
      // auth/user-not-found (projects without enumeration protection) is answered like a success.
      if (SHOWN_FAILURES.has(failureCode(failure))) throw failure;
    }
    setSent(true);
  });

  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <AuthForm
        labelledBy="reset-title"
        heading={
          <>
            <h1 id="reset-title">RESET PASSWORD</h1>
            <p className="page__lead">
              Enter your account&apos;s e-mail address and we will send you a link to choose a new
              password.
            </p>
          </>
        }
        submitting={submitting}
        error={error}
        success={
          sent && (
            <div className="form__success" role="status">
              <p>{RESET_LINK_SENT}</p>
            </div>
          )
        }
        submitLabel="SEND RESET LINK"
        busyLabel="SENDING"
        onSubmit={() => void submit()}
        links={<Link to={paths.login.getHref()}>Back to Login</Link>}
      >
        <EmailField
          value={email}
          maxLength={EMAIL_MAX_LENGTH}
          onChange={(value) => {
            setEmail(value);
            setSent(false);
          }}
        />
      </AuthForm>
    </section>
  );
}
