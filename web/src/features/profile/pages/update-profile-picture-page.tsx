import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FormError, UploadProgressBar, useDialog } from '@/components/ui';
import type { FormErrorProps } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { useRefreshAuthUser } from '@/features/auth';
import { ImagePicker, useImageUpload } from '@/features/images';
import { usePageTitle } from '@/hooks/use-page-title';
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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FormErrorProps | null>(null);

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
    setSubmitting(true);
    setFailure(null);
    try {
      await updateProfilePicture(picture, upload);
      await refreshUser();
      await dialog.alert({
        title: 'Profile Picture Updated',
        text: 'Successfully Updated Profile Picture',
      });
      await navigate(paths.profile.root.getHref());
    } catch (error) {
      const code = await handleAccountError(error);
      // A used-up picture quota says in plain words when to try again.
      const message =
        code === 'resource-exhausted' && error instanceof Error ? error.message : undefined;
      setFailure(code ? { code, message } : null);
      setSubmitting(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="picture-title">
      <UploadProgressBar progress={progress} />
      <form className="form" onSubmit={onSubmit} aria-labelledby="picture-title" noValidate>
        <h1 id="picture-title">UPDATE PROFILE PICTURE</h1>
        <ImagePicker label="New Profile Picture" onChange={setPicture} disabled={submitting} />
        {failure && <FormError {...failure} />}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'SUBMITTING' : 'UPDATE'}
        </Button>
        <Link to={paths.profile.root.getHref()}>Back to Profile</Link>
      </form>
    </section>
  );
}
