import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { signIn } from '../api/sign-in';
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
        <TextField
          label="E-Mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to={paths.resetPassword.getHref()}>Forgot password?</Link>
      </AuthForm>
      <SocialSignIn />
    </section>
  );
}
