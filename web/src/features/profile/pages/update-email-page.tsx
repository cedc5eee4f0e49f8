import { EMAIL_MAX_LENGTH } from '@queryhub/model';
import { usePageTitle } from '@/hooks/use-page-title';
import { requestEmailChange } from '../api/update-account';
import { SingleFieldForm } from '../components/single-field-form';

export default function UpdateEmailPage() {
  usePageTitle('Update E-Mail');
  return (
    <SingleFieldForm
      title="UPDATE E-MAIL"
      label="New E-Mail"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      onSubmit={async (value) => {
        const email = await requestEmailChange(value);
        return `We sent a link to ${email}. Your e-mail changes when you open it.`;
      }}
    />
  );
}
