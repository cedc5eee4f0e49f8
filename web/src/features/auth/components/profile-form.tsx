import { TEXT_LIMITS } from '@queryhub/model';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TextField, UploadProgressBar } from '@/components/ui';
import { paths } from '@/config/paths';
import { ImagePicker, useImageUpload, type UploadFn } from '@/features/images';
import { useSubmit } from '@/hooks/use-submit';
import { usernameProblem } from '@/lib/usernames';
import { useRefreshAuthUser } from '../auth-refresh-context';
import { AuthForm, type AuthFormProps } from './auth-form';

/** What every new member chooses: a unique username and an optional picture. */
export interface ProfileChoice {
  username: string;
  picture: File | null;
}

export interface ProfileFormProps extends Pick<
  AuthFormProps,
  'labelledBy' | 'heading' | 'submitLabel' | 'busyLabel' | 'links'
> {
  /** Fields between the username and the picture (register's e-mail and password). */
  children?: ReactNode;
  /** Creates the account's profile; `upload` sends the picture to the path the profile names. */
  save: (choice: ProfileChoice, upload: UploadFn) => Promise<void>;
}

/**
 * The form that makes a member of an account, for /Register and /Welcome alike: the username
 * (refused before sending when the claim rules would refuse it), the optional profile picture
 * with its upload bar; then home, with the new profile loaded.
 */
export function ProfileForm({ children, save, ...shell }: ProfileFormProps) {
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  const { progress, upload } = useImageUpload();
  const [username, setUsername] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, submitting, error, setError } = useSubmit(async () => {
    await save({ username, picture }, upload);
    await refreshUser();
    await navigate(paths.home.getHref(), { replace: true });
  });

  function onSubmit() {
    const invalid = usernameProblem(username);
    if (invalid) setError({ message: invalid });
    else void submit();
  }

  return (
    <>
      <UploadProgressBar progress={progress} />
      <AuthForm {...shell} submitting={submitting} error={error} onSubmit={onSubmit}>
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
        {children}
        <ImagePicker
          label="Profile Picture (optional)"
          onChange={setPicture}
          disabled={submitting}
        />
      </AuthForm>
    </>
  );
}
