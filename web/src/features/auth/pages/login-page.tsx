import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { signIn } from '../api/sign-in';
import { EmailField, PasswordField } from '../components/account-fields';
import { AuthForm } from '../components/auth-form';
import { SocialSignIn } from '../components/social-sign-in';

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, submitting, error } = useSubmit(async () => {
    await signIn(email, password);
    await navigate(paths.home.getHref(), { replace: true });
  });

  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <AuthForm
        labelledBy="login-title"
        heading={<h1 id="login-title">SIGN IN</h1>}
        submitting={submitting}
        error={error}
        submitLabel="SIGN IN"
        busyLabel="Signing In"
        onSubmit={() => void submit()}
        links={
          <>
            <p>
              No account yet? <Link to={paths.register.getHref()}>Sign Up</Link>
            </p>
            <Link to={paths.home.getHref()}>RETURN HOME</Link>
          </>
        }
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Link to={paths.resetPassword.getHref()}>Forgot password?</Link>
      </AuthForm>
      <SocialSignIn />
    </section>
  );
}
