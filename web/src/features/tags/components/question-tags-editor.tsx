import { useEffect, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError } from '@/components/ui';
import { useSubmit } from '@/hooks/use-submit';
import { fetchQuestionTags, saveQuestionTags } from '../api/save-tags';
import { useTagsDraft } from '../hooks/use-tags-draft';
import { TagsField } from './lazy-tags-field';

/**
 * The edit page's tag form for a question: its own SAVE TAGS button, so the text form stays as
 * it is. Saving writes the Tags field with the editor's Edits stamp; the update trigger records
 * the change in the history.
 */
export function QuestionTagsEditor({ questionId, uid }: { questionId: string; uid: string }) {
  const [saved, setSaved] = useState<string[] | null>(null);
  const tags = useTagsDraft();
  const { setTags } = tags;
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchQuestionTags(questionId).then((found) => {
      if (!current) return;
      setSaved(found);
      setTags(found);
    });
    return () => {
      current = false;
    };
  }, [questionId, setTags]);

  const { submit, submitting, error, setError } = useSubmit(async (next: string[]) => {
    await saveQuestionTags(uid, questionId, next);
    setSaved(next);
    setDone(true);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const { tags: next, problem } = tags.take();
    if (problem) {
      setError({ message: problem });
      return;
    }
    if (saved && saved.join(' ') === next.join(' ')) {
      setError({ message: 'Nothing was changed.' });
      return;
    }
    void submit(next);
  }

  if (saved === null) return null;
  return (
    <form className="form" onSubmit={onSubmit} aria-label="Edit tags">
      <TagsField {...tags.field} disabled={submitting} />
      {error && <FormError {...error} />}
      {done && <p role="status">Saved the tags.</p>}
      <SubmitButton submitting={submitting} label="SAVE TAGS" />
    </form>
  );
}
