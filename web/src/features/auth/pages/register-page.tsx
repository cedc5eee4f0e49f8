import { EMAIL_MAX_LENGTH, TEXT_LIMITS } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, TextField, UploadProgressBar } from '@/components/ui';
import { paths } from '@/config/paths';
import { ImagePicker, useImageUpload } from '@/features/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { SocialSignIn } from '../components/social-sign-in';
import { failureCode, formFailure } from '@/lib/errors';
import { registerAccount } from '../api/register';
import { useRefreshAuthUser } from '../auth-refresh-context';
import { usernameProblem } from '@/lib/usernames';

export default function RegisterPage() {
  usePageTitle('Register');
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  const { progress, upload } = useImageUpload();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setProblem(null);
    const invalid = usernameProblem(username);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await registerAccount({ username, email, password, picture }, upload);
      await refreshUser();
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      // A username that is taken is said in words; anything else shows the SDK code.
      const failed = formFailure(error);
      if (failed.message) setProblem(failed.message);
      else setFailure(failureCode(error));
      setSubmitting(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="register-title">
      <UploadProgressBar progress={progress} />
      <form className="form" onSubmit={onSubmit} aria-labelledby="register-title">
        <h1 id="register-title">CREATE ACCOUNT</h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={TEXT_LIMITS.displayName.max}
          pattern=".*\S.*"
          title="Enter a username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="E-Mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ImagePicker
          label="Profile Picture (optional)"
          onChange={setPicture}
          disabled={submitting}
        />
        {problem && <FormError message={problem} />}
        {failure && <FormError code={failure} />}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Creating Account' : 'CREATE ACCOUNT'}
        </Button>
        <div className="form__links">
          <p>
            Already have an account? <Link to={paths.login.getHref()}>Login</Link>
          </p>
          <Link to={paths.home.getHref()}>RETURN HOME</Link>
        </div>
      </form>
      <SocialSignIn />
    </section>
  );
}
