import { TEXT_LIMITS } from '@queryhub/model';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRefreshAuthUser } from '@/features/auth';
import { usernameProblem } from '@/lib/usernames';
import { updateUsername } from '../api/update-account';
import { SingleFieldForm } from '../components/single-field-form';

export default function UpdateUsernamePage() {
  usePageTitle('Update Username');
  const refreshUser = useRefreshAuthUser();
  return (
    <SingleFieldForm
      title="UPDATE USERNAME"
      label="New Username"
      autoComplete="username"
      maxLength={TEXT_LIMITS.displayName.max}
      validate={usernameProblem}
      onSubmit={async (value) => {
        const username = await updateUsername(value);
        await refreshUser();
        return `USERNAME UPDATED TO : ${username}`;
      }}
    />
  );
}
