import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { SocialSignIn } from '../components/social-sign-in';
import { failureCode } from '@/lib/errors';
import { signIn } from '../api/sign-in';

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn(email, password);
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setFailure(failureCode(error));
      setSubmitting(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <form className="form" onSubmit={onSubmit} aria-labelledby="login-title">
        <h1 id="login-title">SIGN IN</h1>
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
        {failure && <FormError code={failure} />}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Signing In' : 'SIGN IN'}
        </Button>
        <div className="form__links">
          <p>
            No account yet? <Link to={paths.register.getHref()}>Sign Up</Link>
          </p>
          <Link to={paths.home.getHref()}>RETURN HOME</Link>
        </div>
      </form>
      <SocialSignIn />
    </section>
  );
}
