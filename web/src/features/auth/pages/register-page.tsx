import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { registerAccount } from '../api/register';
import { EmailField, PasswordField } from '../components/account-fields';
import { ProfileForm } from '../components/profile-form';
import { SocialSignIn } from '../components/social-sign-in';

export default function RegisterPage() {
  usePageTitle('Register');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <section className="page page--narrow" aria-labelledby="register-title">
      <ProfileForm
        labelledBy="register-title"
        heading={<h1 id="register-title">CREATE ACCOUNT</h1>}
        submitLabel="CREATE ACCOUNT"
        busyLabel="Creating Account"
        save={(choice, upload) => registerAccount({ ...choice, email, password }, upload)}
        links={
          <>
            <p>
              Already have an account? <Link to={paths.login.getHref()}>Login</Link>
            </p>
            <Link to={paths.home.getHref()}>RETURN HOME</Link>
          </>
        }
      >
        <EmailField value={email} onChange={setEmail} maxLength={EMAIL_MAX_LENGTH} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
      </ProfileForm>
      <SocialSignIn />
    </section>
  );
}
