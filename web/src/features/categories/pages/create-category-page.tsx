import { hasVisibleCharacter, TEXT_LIMITS } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError, TextField, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { createCategory } from '../api/create-category';

/** /Create (signed-in only; the router's RequireAuth sends visitors to /). */
export default function CreateCategoryPage() {
  usePageTitle('Create Category');
  const { user } = useAuth();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');

  const { submit, submitting, error, setError } = useSubmit(async (uid: string, name: string) => {
    const id = await createCategory({ subject: name, uid });
    await dialog.alert({ title: 'SUCCESS', text: `Created ${name} Category` });
    await navigate(paths.category.getHref(id, name));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = subject.trim();
    if (!user) return;
    if (!hasVisibleCharacter(name)) {
      setError({ message: 'Please enter a category name.' });
      return;
    }
    void submit(user.uid, name);
  }

  return (
    <section className="page--narrow" aria-labelledby="create-category-title">
      <h1 id="create-category-title">CREATE CATEGORY</h1>
      <form className="form" onSubmit={onSubmit}>
        <TextField
          label="Category name"
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          required
          maxLength={TEXT_LIMITS.subject.max}
          disabled={submitting}
          autoComplete="off"
        />
        {error && <FormError {...error} />}
        <SubmitButton submitting={submitting} />
      </form>
    </section>
  );
}
