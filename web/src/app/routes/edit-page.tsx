import { postKindOfCollection, type PostKind } from '@queryhub/model';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { EmptyState, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DraftControls, useComposerDraft } from '@/features/drafts';
import { editPostText, useEditablePost, type EditablePost } from '@/features/edits';
import { PostForm, type PostDraft } from '@/features/posts';
import { QuestionTagsEditor } from '@/features/tags';
import { usePageTitle } from '@/hooks/use-page-title';

/** /Edit/:Kind/:ID (signed-in only): the author changes the text of a question or answer. */
export default function EditPage() {
  const { Kind, ID = '' } = useParams();
  const kind = postKindOfCollection(Kind);
  usePageTitle(kind ? `Edit ${kind}` : 'Edit');
  return (
    <section className="page--narrow" aria-labelledby="edit-title">
      <h1 id="edit-title">{kind === 'answer' ? 'EDIT ANSWER' : 'EDIT QUESTION'}</h1>
      {kind ? (
        <EditablePostForm kind={kind} id={ID} />
      ) : (
        <EmptyState message="This post does not exist." />
      )}
    </section>
  );
}

function EditablePostForm({ kind, id }: { kind: PostKind; id: string }) {
  const post = useEditablePost(kind, id);
  const { user } = useAuth();
  return (
    <LoadedValue state={post} what={`The ${kind}`} missingMessage="This post does not exist.">
      {(found) =>
        user && found.uid !== '' && found.uid === user.uid ? (
          <>
            <EditForm post={found} uid={user.uid} />
            {kind === 'question' && <QuestionTagsEditor questionId={id} uid={user.uid} />}
          </>
        ) : (
          <EmptyState message="You can only edit your own posts." />
        )
      }
    </LoadedValue>
  );
}

const NO_TAGS: readonly string[] = [];

function EditForm({ post, uid }: { post: EditablePost; uid: string }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const noun = post.kind;
  const isQuestion = post.kind === 'question';
  const [text, setText] = useState(post.text);
  // The edit's draft follows the account; the form opens with the post's text, and a draft
  // fills it only while it still holds that text (docs/decisions.md, Drafts).
  const draft = useComposerDraft(
    { uid, kind: isQuestion ? 'edit-question' : 'edit-answer', targetId: post.id },
    { text, tags: NO_TAGS },
    (stored) => setText(stored.text),
    { text: post.text, tags: NO_TAGS },
  );

  async function save({ text }: PostDraft) {
    await editPostText(uid, post.kind, post.id, text);
    draft.posted();
    await dialog.alert({ title: 'SUCCESS', text: `Saved your ${noun}.` });
    const questionText = isQuestion ? text : post.questionText;
    await navigate(paths.question.getHref(post.catId, post.questionId, questionText));
  }

  return (
    <PostForm
      kind={post.kind}
      name="text"
      text={text}
      onTextChange={setText}
      refuse={(text) => (text === post.text ? 'Nothing was changed.' : null)}
      submitLabel="SAVE"
      onSubmit={save}
    >
      <DraftControls draft={draft} onDiscard={() => setText(post.text)} />
    </PostForm>
  );
}
