import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, UploadProgressBar, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useRefreshAuthUser } from '@/features/auth';
import { ImagePicker, useImageUpload } from '@/features/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { updateProfilePicture } from '../api/update-account';
import { useAccountError } from '../hooks/use-account-error';

export default function UpdateProfilePicturePage() {
  usePageTitle('Update Profile Picture');
  const navigate = useNavigate();
  const dialog = useDialog();
  const refreshUser = useRefreshAuthUser();
  const handleAccountError = useAccountError();
  const { progress, upload } = useImageUpload();
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, submitting, error, setError } = useSubmit(async (chosen: File) => {
    try {
      await updateProfilePicture(chosen, upload);
    } catch (failure) {
      const code = await handleAccountError(failure);
      // A used-up picture quota says in plain words when to try again.
      const message =
        code === 'resource-exhausted' && failure instanceof Error ? failure.message : undefined;
      setError(code ? { code, message } : null);
      return;
    }
    await refreshUser();
    await dialog.alert({
      title: 'Profile Picture Updated',
      text: 'Successfully Updated Profile Picture',
    });
    await navigate(paths.profile.root.getHref());
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!picture) {
      await dialog.alert({
        title: 'No Picture Chosen',
        text: 'Please Choose a Profile Picture',
      });
      return;
    }
    await submit(picture);
  }

  return (
    <section className="page page--narrow" aria-labelledby="picture-title">
      <UploadProgressBar progress={progress} />
      <form className="form" onSubmit={onSubmit} aria-labelledby="picture-title" noValidate>
        <h1 id="picture-title">UPDATE PROFILE PICTURE</h1>
        <ImagePicker label="New Profile Picture" onChange={setPicture} disabled={submitting} />
        {error && <FormError {...error} />}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SUBMITTING' : 'UPDATE'}
        </Button>
        <Link to={paths.profile.root.getHref()}>Back to Profile</Link>
      </form>
    </section>
  );
}
