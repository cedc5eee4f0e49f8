import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { useRefreshAuthUser } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { updateEmailAddress } from '../api/update-account';
import { SingleFieldForm } from '../components/single-field-form';

export default function UpdateEmailPage() {
  usePageTitle('Update E-Mail');
  const refreshUser = useRefreshAuthUser();
  return (
    <SingleFieldForm
      title="UPDATE E-MAIL"
      label="New E-Mail"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      onSubmit={async (value) => {
        const email = await updateEmailAddress(value);
        await refreshUser();
        return `E-MAIL UPDATED TO : ${email}`;
      }}
    />
  );
}
