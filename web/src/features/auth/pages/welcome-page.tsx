import { TEXT_LIMITS } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, FormError, Spinner, TextField, UploadProgressBar } from '@/components/ui';
import { paths } from '@/config/paths';
import { ImagePicker, useImageUpload } from '@/features/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { failureCode, formFailure } from '@/lib/errors';
import { usernameProblem } from '@/lib/usernames';
import { completeSocialProfile } from '../api/welcome';
import { useAuth } from '../auth-context';
import { useRefreshAuthUser } from '../auth-refresh-context';

/**
 * /Welcome: a new Google or GitHub account picks its unique username (the same claim rules as
 * /Register) and an optional picture before it can post.
 */
export default function WelcomePage() {
  usePageTitle('Welcome');
  const { user, profile, profileLoaded } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  const { progress, upload } = useImageUpload();
  const [username, setUsername] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!profileLoaded) return <Spinner label="Loading your account" />;
  // Already has a profile (reloaded after finishing, or an e-mail/password account).
  if (profile && !submitting) return <Navigate to={paths.home.getHref()} replace />;

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
      await completeSocialProfile({ username, picture }, upload);
      await refreshUser();
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      const failed = formFailure(error);
      if (failed.message) setProblem(failed.message);
      else setFailure(failureCode(error));
      setSubmitting(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="welcome-title">
      <UploadProgressBar progress={progress} />
      <form className="form" onSubmit={onSubmit} aria-labelledby="welcome-title">
        <h1 id="welcome-title">WELCOME TO QUERYHUB</h1>
        <p className="page__lead">
          You signed in as {user?.email ?? 'a new member'}. Choose the username others will see on
          your posts.
        </p>
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
        <ImagePicker
          label="Profile Picture (optional)"
          onChange={setPicture}
          disabled={submitting}
        />
        {problem && <FormError message={problem} />}
        {failure && <FormError code={failure} />}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SAVING' : 'CONTINUE'}
        </Button>
      </form>
    </section>
  );
}
