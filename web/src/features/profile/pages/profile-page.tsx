import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProfilePicture } from '@/components/content/profile-picture';
import { Button, ButtonLink, Card, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { signOutAndClear, SOCIAL_PROVIDERS, useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatLoginTime } from '../utils/format-login-time';

/** How /Profile names a sign-in method (Firebase provider ids). */
function methodName(providerId: string): string {
  if (providerId === 'password') return 'E-mail and password';
  return SOCIAL_PROVIDERS[providerId as keyof typeof SOCIAL_PROVIDERS] ?? providerId;
}

const SETTINGS = [
  { title: 'Username', action: 'Update Username', href: paths.profile.updateUsername.getHref() },
  { title: 'E-Mail', action: 'Update E-Mail', href: paths.profile.updateEmail.getHref() },
  { title: 'Password', action: 'Update Password', href: paths.profile.updatePassword.getHref() },
  {
    title: 'Profile Picture',
    action: 'Update Profile Picture',
    href: paths.profile.updateProfilePicture.getHref(),
  },
  { title: 'Saved Posts', action: 'Saved', href: paths.saved.getHref() },
  {
    title: 'E-Mail Preferences',
    action: 'E-mail preferences',
    href: paths.profile.emailPreferences.getHref(),
  },
  {
    title: 'Delete Account',
    action: 'Delete Account',
    href: paths.profile.deleteAccount.getHref(),
  },
] as const;

export default function ProfilePage() {
  usePageTitle('Profile');
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      await signOutAndClear();
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      console.error('Logout failed', error);
      setLoggingOut(false);
    }
  }

  if (!user) return <Spinner label="Loading profile" />;
  const username = profile?.displayName || user.displayName || '';
  const email = profile?.EMail || user.email || '';
  const lastLogin = formatLoginTime(profile?.LoginTime);
  const methods = (user.providers ?? []).map(methodName).join(', ');

  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">PROFILE</h1>
      <Card className="profile__summary" as="section" aria-label="Your account">
        <ProfilePicture
          className="profile__picture"
          photo={profile?.Photo}
          size={96}
          alt={`Profile picture of ${username}`}
        />
        <div>
          <dl className="profile__facts">
            <dt>Username</dt>
            <dd>{username}</dd>
            <dt>E-Mail</dt>
            <dd>{email}</dd>
            <dt>Sign-in Methods</dt>
            <dd data-testid="sign-in-methods">{methods || '—'}</dd>
            <dt>Questions Asked</dt>
            <dd data-testid="questions-asked">{profile?.NoOfQuestionAsked ?? 0}</dd>
            <dt>Questions Answered</dt>
            <dd data-testid="questions-answered">{profile?.NoOfQuestionAnswered ?? 0}</dd>
            <dt>Last Login</dt>
            <dd data-testid="last-login">{lastLogin ?? '—'}</dd>
          </dl>
          <div className="actions">
            <Button onClick={() => void logout()} disabled={loggingOut} aria-busy={loggingOut}>
              {loggingOut ? 'LOGGING OUT' : 'LOGOUT'}
            </Button>
          </div>
        </div>
      </Card>
      <section className="settings" aria-labelledby="settings-title">
        <h2 id="settings-title">SETTINGS</h2>
        <ul className="grid">
          {SETTINGS.map((setting) => (
            <Card as="li" key={setting.href}>
              <h3>{setting.title}</h3>
              <ButtonLink
                to={setting.href}
                variant={setting.href === paths.profile.deleteAccount.path ? 'danger' : 'secondary'}
              >
                {setting.action}
              </ButtonLink>
            </Card>
          ))}
        </ul>
      </section>
    </section>
  );
}
