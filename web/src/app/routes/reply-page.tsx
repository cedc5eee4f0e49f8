import type { QuestionView } from '@queryhub/model';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DraftControls, useComposerDraft } from '@/features/drafts';
import { MentionCandidatesContext, MentionTextArea, useThreadNames } from '@/features/comments';
import { PostForm, usePublishPost, type PostDraft } from '@/features/posts';
import { useQuestionToAnswer } from '@/features/questions';
import { usePageTitle } from '@/hooks/use-page-title';

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

const NO_TAGS: readonly string[] = [];

function ReplyForm({ question }: { question: QuestionView }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { publish, progress } = usePublishPost();
  const threadNames = useThreadNames(question.id);
  const [text, setText] = useState('');
  // The answer's draft follows the account (docs/decisions.md, Drafts).
  const draft = useComposerDraft(
    user ? { uid: user.uid, kind: 'answer', targetId: question.id } : null,
    { text, tags: NO_TAGS },
    (stored) => setText(stored.text),
  );

  async function reply({ text, screenshot }: PostDraft) {
    if (!user) return;
    const answered = { id: question.id, question: question.question, catId: question.catId };
    // The post is written: its draft goes at once, not after the confirmation.
    await publish('answer', { text, question: answered, uid: user.uid }, screenshot, draft.posted);
    await navigate(paths.question.getHref(question.catId, question.id, question.question));
  }

  return (
    <PostForm
      kind="answer"
      name="answer"
      text={text}
      onTextChange={setText}
      withScreenshot
      progress={progress}
      intro={<p className="page__lead">{question.question}</p>}
      textField={(field) => (
        <MentionCandidatesContext.Provider value={[question.userName, ...threadNames]}>
          <MentionTextArea {...field} />
        </MentionCandidatesContext.Provider>
      )}
      onSubmit={reply}
    >
      <DraftControls draft={draft} onDiscard={() => setText('')} />
    </PostForm>
  );
}
