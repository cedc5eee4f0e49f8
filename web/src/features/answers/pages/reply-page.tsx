import { hasVisibleCharacter } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { MARKDOWN_HINT, MarkdownPreview } from '@/components/content/markdown-preview';
import { SubmitButton } from '@/components/content/submit-button';
import { EmptyState, FormError, UploadProgressBar, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { MentionCandidatesContext, MentionTextArea, useThreadNames } from '@/features/comments';
import {
  ImagePicker,
  screenshotFailedAlert,
  uploadAfterPost,
  useImageUpload,
} from '@/features/images';
import type { QuestionView } from '@queryhub/model';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { ANSWER_MAX_LENGTH, createAnswer } from '../api/create-answer';
import { useQuestionToAnswer } from '../api/get-question-to-answer';

/** /Reply/:CatID/:QuestionID/:Question (signed-in only; the router's RequireAuth sends visitors to /). */
export default function ReplyPage() {
  const { QuestionID = '' } = useParams();
  usePageTitle('Answer Question');
  const question = useQuestionToAnswer(QuestionID);

  return (
    <section className="page--narrow" aria-labelledby="reply-title">
      <h1 id="reply-title">ANSWER THE QUESTION</h1>
      <LoadedValue
        state={question}
        what="The question"
        missingMessage="This question does not exist."
      >
        {(found) =>
          found.closed ? (
            <EmptyState message="This question is closed: it takes no new answers." />
          ) : (
            <ReplyForm question={found} />
          )
        }
      </LoadedValue>
    </section>
  );
}

function ReplyForm({ question }: { question: QuestionView }) {
  const { user } = useAuth();
  const dialog = useDialog();
  const navigate = useNavigate();
  const { progress, upload } = useImageUpload();
  const [answer, setAnswer] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const threadNames = useThreadNames(question.id);

  const { submit, submitting, error, setError } = useSubmit(async (uid: string, text: string) => {
    const shot = screenshot ? uploadAfterPost(upload, screenshot) : null;
    await createAnswer(
      {
        answer: text,
        question: question.question,
        questionId: question.id,
        catId: question.catId,
        uid,
      },
      shot?.run,
    );
    await dialog.alert({ title: 'SUCCESS', text: `Submitted Answer : ${text}` });
    const failure = shot?.failure();
    if (failure) await dialog.alert(screenshotFailedAlert('answer', failure));
    await navigate(paths.question.getHref(question.catId, question.id, question.question));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = answer.trim();
    if (!user) return;
    if (!hasVisibleCharacter(text)) {
      setError({ message: 'Please enter your answer.' });
      return;
    }
    void submit(user.uid, text);
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <p className="page__lead">{question.question}</p>
      <UploadProgressBar progress={progress} />
      <MentionCandidatesContext.Provider value={[question.userName, ...threadNames]}>
        <MentionTextArea
          label="Your answer"
          name="answer"
          value={answer}
          onValueChange={setAnswer}
          required
          maxLength={ANSWER_MAX_LENGTH}
          rows={8}
          hint={`Up to ${ANSWER_MAX_LENGTH} characters. ${MARKDOWN_HINT}`}
          disabled={submitting}
        />
      </MentionCandidatesContext.Provider>
      <MarkdownPreview text={answer} />
      <ImagePicker label="Screenshot (optional)" onChange={setScreenshot} disabled={submitting} />
      {error && <FormError {...error} />}
      <SubmitButton submitting={submitting} />
    </form>
  );
}
