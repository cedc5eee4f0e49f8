import { authErrorSentence } from '@queryhub/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { failureCode } from '@/lib/errors';
import { applyEmailCode, readResetCode, saveNewPassword } from '../api/email-actions';
import { useRefreshAuthUser } from '../auth-refresh-context';
import { PasswordField } from '../components/account-fields';
import { AuthForm } from '../components/auth-form';

/** The modes of Firebase's e-mail action links this handler serves. */
const EMAIL_CODE_MODES = ['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail'] as const;
type EmailCodeMode = (typeof EMAIL_CODE_MODES)[number];

function isEmailCodeMode(mode: string): mode is EmailCodeMode {
  return (EMAIL_CODE_MODES as readonly string[]).includes(mode);
}

/** An expired, used or mangled code: said plainly, with the way to ask again. */
function CodeRefused({ mode, code }: { mode: string; code: string }) {
  return (
    <div className="form__error" role="alert">
      <p className="form__error-message">
        This link has expired or has already been used.
        {mode === 'resetPassword'
          ? ' Ask for a new reset link below.'
          : ' Sign in to ask for a new one: the banner at the top of the page sends a new verification e-mail.'}
      </p>
      <p className="form__error-detail">{authErrorSentence(code)}</p>
    </div>
  );
}

function ResetPasswordAction({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { submit, submitting, error } = useSubmit(async () => {
    await saveNewPassword(code, password);
    setDone(true);
  });

  useEffect(() => {
    let current = true;
    readResetCode(code).then(
      (address) => current && setEmail(address),
      (failure: unknown) => current && setRefused(failureCode(failure)),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (refused) {
    return (
      <>
        <CodeRefused mode="resetPassword" code={refused} />
        <Link to={paths.resetPassword.getHref()}>Send a new reset link</Link>
      </>
    );
  }
  if (done) {
    return (
      <div className="form__success" role="status">
        <p>Password changed. You can sign in now.</p>
        <Link to={paths.login.getHref()}>Sign in</Link>
      </div>
    );
  }
  if (email === null) return <Spinner label="Checking the link" />;
  return (
    <AuthForm
      heading={<p className="page__lead">Choose a new password for {email}.</p>}
      submitting={submitting}
      error={error}
      submitLabel="SAVE PASSWORD"
      busyLabel="SAVING"
      onSubmit={() => void submit()}
    >
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}

const DONE_TEXT: Record<EmailCodeMode, (email: string | null) => string> = {
  verifyEmail: () => 'E-mail verified',
  verifyAndChangeEmail: (email) => `E-mail changed. Your address is now ${email ?? 'updated'}.`,
  recoverEmail: (email) =>
    `E-mail restored. Your address is ${email ?? 'the previous one'} again. If you did not ask for the change, reset your password too.`,
};

function EmailCodeAction({ mode, code }: { mode: EmailCodeMode; code: string }) {
  const refreshUser = useRefreshAuthUser();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A code works once: React's development double effect must not apply it twice.
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    applyEmailCode(code)
      .then(async ({ email }) => {
        await refreshUser().catch(() => undefined);
        setDone(DONE_TEXT[mode](email));
      })
      .catch((error: unknown) => setRefused(failureCode(error)));
  }, [code, mode, refreshUser]);

  if (refused) return <CodeRefused mode={mode} code={refused} />;
  if (!done) return <Spinner label="Applying the link" />;
  return (
    <div className="form__success" role="status">
      <p>{done}</p>
      {mode === 'recoverEmail' && (
        <Link to={paths.resetPassword.getHref()}>Reset your password</Link>
      )}
    </div>
  );
}

/**
 * /Auth/Action: the custom handler for Firebase's e-mail action links
 * (`?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…`), set as the
 * project's action URL (README, deploy section).
 */
export default function AuthActionPage() {
  usePageTitle('Account');
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  let body;
  if (!code) {
    body = <CodeRefused mode={mode} code="auth/missing-action-code" />;
  } else if (mode === 'resetPassword') {
    body = <ResetPasswordAction code={code} />;
  } else if (isEmailCodeMode(mode)) {
    body = <EmailCodeAction mode={mode} code={code} />;
  } else {
    body = <CodeRefused mode={mode} code="auth/invalid-action-mode" />;
  }
  return (
    <section className="page page--narrow" aria-labelledby="action-title">
      <h1 id="action-title">
        {mode === 'resetPassword' ? 'RESET PASSWORD' : 'YOUR E-MAIL ADDRESS'}
      </h1>
      {body}
      <div className="form__links">
        <Link to={paths.home.getHref()}>RETURN HOME</Link>
      </div>
    </section>
  );
}
