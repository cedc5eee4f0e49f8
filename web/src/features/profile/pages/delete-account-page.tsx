import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, TextField, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { clearLocalData, useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { deleteAccount } from '../api/update-account';
import { useAccountError } from '../hooks/use-account-error';

function sameEmail(typed: string, actual: string | null | undefined): boolean {
  return Boolean(actual) && typed.trim().toLowerCase() === actual?.toLowerCase();
}

export default function DeleteAccountPage() {
  usePageTitle('Delete Account');
  const { user } = useAuth();
  const dialog = useDialog();
  const navigate = useNavigate();
  const handleAccountError = useAccountError();
  const [email, setEmail] = useState('');
  const { submit, submitting, error } = useSubmit(async () => {
    try {
      // Cleared first: deleting the account signs out, and the page then leaves at once.
      await clearLocalData();
      await deleteAccount();
    } catch (failure) {
      // A sign-in that expired is handled (alert, sign-out): nothing more to show here.
      if ((await handleAccountError(failure)) === null) return;
      throw failure;
    }
    await dialog.alert({
      title: 'Account Deleted',
      text: 'Your account has been deleted.',
    });
    await navigate(paths.home.getHref(), { replace: true });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!sameEmail(email, user?.email)) {
      await dialog.alert({
        title: 'E-Mail ID Does Not Match',
        text: 'Please Enter The Correct E-Mail ID For Deleting Account!',
      });
      return;
    }
    const confirmed = await dialog.confirm({
      title: 'Are You Sure? You Want To Delete The Account',
      text: "Once Deleted, It Can't Be Undone!",
      confirmLabel: 'Yes, Delete It',
    });
    if (confirmed) await submit();
  }

  return (
    <section className="page page--narrow" aria-labelledby="delete-title">
      <form
        className="form"
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="delete-title"
      >
        <h1 id="delete-title">DELETE ACCOUNT</h1>
        <p className="page__lead">Type your e-mail address to confirm.</p>
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && <FormError {...error} />}
        <Button type="submit" variant="danger" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SUBMITTING' : 'DELETE ACCOUNT'}
        </Button>
        <Link to={paths.profile.root.getHref()}>Back to Profile</Link>
      </form>
    </section>
  );
}
