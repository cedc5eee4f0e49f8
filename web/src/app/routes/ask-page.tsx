import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DraftControls, useComposerDraft } from '@/features/drafts';
import { PostForm, usePublishPost, type PostDraft } from '@/features/posts';
import { useCategory, type CategoryRef } from '@/features/questions';
import { SimilarQuestions } from '@/features/search';
import { TagsField, useTagsDraft } from '@/features/tags';
import { usePageTitle } from '@/hooks/use-page-title';

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
  const navigate = useNavigate();
  const { publish, progress } = usePublishPost();
  const tags = useTagsDraft();
  const [text, setText] = useState('');
  // The draft of this category's question follows the account (docs/decisions.md, Drafts).
  const draft = useComposerDraft(
    user ? { uid: user.uid, kind: 'ask', targetId: category.id } : null,
    { text, tags: tags.field.value },
    (stored) => {
      setText(stored.text);
      tags.setTags([...stored.tags]);
    },
  );
  function clearForm() {
    setText('');
    tags.setTags([]);
  }
  // Sending takes the text still in the Tags box; refuse and ask run in the same event, so both
  // see the same draft and take the same tags.
  async function ask({ text, screenshot }: PostDraft) {
    if (!user) return;
    const taken = tags.take();
    if (taken.problem !== null) return;
    const id = await publish(
      'question',
      { text, category, tags: taken.tags, uid: user.uid },
      screenshot,
      // The post is written: its draft goes at once, not after the confirmation.
      draft.posted,
    );
    await navigate(paths.question.getHref(category.id, id, text));
  }

  return (
    <PostForm
      kind="question"
      name="question"
      text={text}
      onTextChange={setText}
      withScreenshot
      progress={progress}
      refuse={() => tags.take().problem}
      onSubmit={ask}
    >
      {(typed) => (
        <>
          <SimilarQuestions draft={typed} />
          <TagsField {...tags.field} />
          <DraftControls draft={draft} onDiscard={clearForm} />
        </>
      )}
    </PostForm>
  );
}
