import { hasVisibleCharacter } from '@queryhub/model';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { MARKDOWN_HINT, MarkdownPreview } from '@/components/content/markdown-preview';
import { SubmitButton } from '@/components/content/submit-button';
import { EmptyState, FormError, TextAreaField, useDialog } from '@/components/ui';
import { paths, type PostCollection } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { QuestionTagsEditor } from '@/features/tags';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import { editPostText, MAX_TEXT_LENGTH } from '../api/edit-post';
import { useEditablePost, type EditablePost } from '../api/get-editable-post';
import { postNoun, toPostCollection } from '../post-kind';

/** /Edit/:Kind/:ID (signed-in only): the author changes the text of a question or answer. */
export default function EditPage() {
  const { Kind, ID = '' } = useParams();
  const kind = toPostCollection(Kind);
  usePageTitle(kind ? `Edit ${postNoun(kind)}` : 'Edit');
  return (
    <section className="page--narrow" aria-labelledby="edit-title">
      <h1 id="edit-title">{kind === 'Answers' ? 'EDIT ANSWER' : 'EDIT QUESTION'}</h1>
      {kind ? (
        <EditablePostForm kind={kind} id={ID} />
      ) : (
        <EmptyState message="This post does not exist." />
      )}
    </section>
  );
}

function EditablePostForm({ kind, id }: { kind: PostCollection; id: string }) {
  const post = useEditablePost(kind, id);
  const { user } = useAuth();
  return (
    <LoadedValue
      state={post}
      what={`The ${postNoun(kind)}`}
      missingMessage="This post does not exist."
    >
      {(found) =>
        user && found.uid !== '' && found.uid === user.uid ? (
          <>
            <EditForm post={found} uid={user.uid} />
            {kind === 'Questions' && <QuestionTagsEditor questionId={id} uid={user.uid} />}
          </>
        ) : (
          <EmptyState message="You can only edit your own posts." />
        )
      }
    </LoadedValue>
  );
}

function EditForm({ post, uid }: { post: EditablePost; uid: string }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [text, setText] = useState(post.text);
  const noun = postNoun(post.kind);
  const label = post.kind === 'Questions' ? 'Your question' : 'Your answer';
  const maxLength = MAX_TEXT_LENGTH[post.kind];

  const { submit, submitting, error, setError } = useSubmit(async (newText: string) => {
    await editPostText(uid, post.kind, post.id, newText);
    await dialog.alert({ title: 'SUCCESS', text: `Saved your ${noun}.` });
    const questionText = post.kind === 'Questions' ? newText : post.questionText;
    await navigate(paths.question.getHref(post.catId, post.questionId, questionText));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!hasVisibleCharacter(trimmed)) {
      setError({ message: `Please enter your ${noun}.` });
      return;
    }
    if (trimmed === post.text) {
      setError({ message: 'Nothing was changed.' });
      return;
    }
    void submit(trimmed);
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <TextAreaField
        label={label}
        name="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        maxLength={maxLength}
        rows={post.kind === 'Questions' ? 5 : 8}
        hint={`Up to ${maxLength} characters. ${MARKDOWN_HINT}`}
        disabled={submitting}
      />
      <MarkdownPreview text={text} />
      {error && <FormError {...error} />}
      <SubmitButton submitting={submitting} label="SAVE" />
    </form>
  );
}
