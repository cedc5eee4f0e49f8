import { useRef } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import type { UploadFn } from '@/features/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { completeSocialProfile } from '../api/welcome';
import { useAuth } from '../auth-context';
import { ProfileForm, type ProfileChoice } from '../components/profile-form';

/**
 * /Welcome: a new Google or GitHub account picks its unique username (the same claim rules as
 * /Register) and an optional picture before it can post.
 */
export default function WelcomePage() {
  usePageTitle('Welcome');
  const { user, profile, profileLoaded } = useAuth();
  // While the form saves, the new profile appears: the form itself then goes home.
  const saving = useRef(false);

  if (!profileLoaded) return <Spinner label="Loading your account" />;
  // Already has a profile (reloaded after finishing, or an e-mail/password account).
  if (profile && !saving.current) return <Navigate to={paths.home.getHref()} replace />;

  async function save(choice: ProfileChoice, upload: UploadFn) {
    saving.current = true;
    try {
      await completeSocialProfile(choice, upload);
    } catch (failure) {
      saving.current = false;
      throw failure;
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="welcome-title">
      <ProfileForm
        labelledBy="welcome-title"
        heading={
          <>
            <h1 id="welcome-title">WELCOME TO QUERYHUB</h1>
            <p className="page__lead">
              You signed in as {user?.email ?? 'a new member'}. Choose the username others will see
              on your posts.
            </p>
          </>
        }
        submitLabel="CONTINUE"
        busyLabel="SAVING"
        save={save}
      />
    </section>
  );
}
