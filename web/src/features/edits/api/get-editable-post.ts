import { POST_TEXT_FIELDS, postCollection, readString, type PostKind } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** What the edit form needs of a question or answer, and where to go afterwards. */
export interface EditablePost {
  kind: PostKind;
  id: string;
  text: string;
  uid: string;
  catId: string;
  /** The question's id and text (the post's own for a question). */
  questionId: string;
  questionText: string;
}

function toEditablePost(kind: PostKind, id: string, data: Record<string, unknown>): EditablePost {
  const isQuestion = kind === 'question';
  const text = readString(data, POST_TEXT_FIELDS[kind]);
  return {
    kind,
    id,
    text,
    uid: readString(data, 'uid'),
    catId: readString(data, 'CatID'),
    questionId: isQuestion ? id : readString(data, 'QuestionID'),
    questionText: readString(data, 'Question'),
  };
}

function subscribeToEditablePost(kind: PostKind, id: string): Subscribe<EditablePost | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { doc, onSnapshot } = sdk;
    return onSnapshot(
      doc(db, postCollection(kind), id),
      (snapshot) => {
        const data = snapshot.data();
        onData(data ? toEditablePost(kind, snapshot.id, data) : null);
      },
      onError,
    );
  };
}

export function useEditablePost(kind: PostKind, id: string) {
  return useSubscription(`${postCollection(kind)}/${id}#edit`, subscribeToEditablePost(kind, id));
}
