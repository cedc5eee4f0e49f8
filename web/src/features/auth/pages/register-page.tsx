import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { registerAccount } from '../api/register';
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
      </ProfileForm>
      <SocialSignIn />
    </section>
  );
}
