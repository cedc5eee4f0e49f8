import { postKindOfCollection, type PostKind } from '@queryhub/model';
import { useNavigate, useParams } from 'react-router';
import { LoadedValue } from '@/components/content/loaded-value';
import { EmptyState, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import {
  editPostText,
  MAX_TEXT_LENGTH,
  useEditablePost,
  type EditablePost,
} from '@/features/edits';
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

function EditForm({ post, uid }: { post: EditablePost; uid: string }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const noun = post.kind;
  const isQuestion = post.kind === 'question';

  async function save({ text }: PostDraft) {
    await editPostText(uid, post.kind, post.id, text);
    await dialog.alert({ title: 'SUCCESS', text: `Saved your ${noun}.` });
    const questionText = isQuestion ? text : post.questionText;
    await navigate(paths.question.getHref(post.catId, post.questionId, questionText));
  }

  return (
    <PostForm
      label={isQuestion ? 'Your question' : 'Your answer'}
      name="text"
      maxLength={MAX_TEXT_LENGTH[post.kind]}
      rows={isQuestion ? 5 : 8}
      initialText={post.text}
      emptyMessage={`Please enter your ${noun}.`}
      refuse={(text) => (text === post.text ? 'Nothing was changed.' : null)}
      submitLabel="SAVE"
      onSubmit={save}
    />
  );
}
