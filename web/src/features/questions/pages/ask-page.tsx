import { hasVisibleCharacter, tagListProblem } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { MARKDOWN_HINT, MarkdownPreview } from '@/components/content/markdown-preview';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError, TextAreaField, UploadProgressBar, useDialog } from '@/components/ui';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import {
  ImagePicker,
  screenshotFailedAlert,
  uploadAfterPost,
  useImageUpload,
} from '@/features/images';
import { SimilarQuestions } from '@/features/search';
import { TagsField } from '@/features/tags';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { createQuestion, QUESTION_MAX_LENGTH } from '../api/create-question';
import { useCategory, type CategoryRef } from '../api/get-category';

/** /Ask/:ID/:Name (signed-in only; the router's RequireAuth sends visitors to /). */
export default function AskPage() {
  const { ID = '', Name } = useParams();
  usePageTitle('Ask Question');
  const category = useCategory(ID);

  return (
    <section className="page--narrow" aria-labelledby="ask-title">
      <h1 id="ask-title">ASK A QUESTION</h1>
      <p className="page__lead">In {fromUrlText(Name)}</p>
      <LoadedValue
        state={category}
        what="The category"
        missingMessage="This category does not exist."
      >
        {(found) => <AskForm category={found} />}
      </LoadedValue>
    </section>
  );
}

function AskForm({ category }: { category: CategoryRef }) {
  const { user } = useAuth();
  const dialog = useDialog();
  const navigate = useNavigate();
  const { progress, upload } = useImageUpload();
  const [question, setQuestion] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [tags, setTags] = useState<string[]>([]);

  const { submit, submitting, error, setError } = useSubmit(async (uid: string, text: string) => {
    const shot = screenshot ? uploadAfterPost(upload, screenshot) : null;
    const questionId = await createQuestion(
      { question: text, category: category.subject, catId: category.id, uid, tags },
      shot?.run,
    );
    await dialog.alert({ title: 'SUCCESS', text: `Submitted Question : ${text}` });
    const failure = shot?.failure();
    if (failure) await dialog.alert(screenshotFailedAlert('question', failure));
    await navigate(paths.question.getHref(category.id, questionId, text));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = question.trim();
    if (!user) return;
    if (!hasVisibleCharacter(text)) {
      setError({ message: 'Please enter your question.' });
      return;
    }
    const tagProblem = tagListProblem(tags);
    if (tagProblem) {
      setError({ message: tagProblem });
      return;
    }
    void submit(user.uid, text);
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <UploadProgressBar progress={progress} />
      <TextAreaField
        label="Your question"
        name="question"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        required
        maxLength={QUESTION_MAX_LENGTH}
        rows={5}
        hint={`Up to ${QUESTION_MAX_LENGTH} characters. ${MARKDOWN_HINT}`}
        disabled={submitting}
      />
      <MarkdownPreview text={question} />
      <SimilarQuestions draft={question} />
      <TagsField value={tags} onChange={setTags} disabled={submitting} />
      <ImagePicker label="Screenshot (optional)" onChange={setScreenshot} disabled={submitting} />
      {error && <FormError {...error} />}
      <SubmitButton submitting={submitting} />
    </form>
  );
}
