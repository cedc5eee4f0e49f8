import type { PostCollection } from '@/config/paths';
import { readString } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** What the edit form needs of a question or answer, and where to go afterwards. */
export interface EditablePost {
  kind: PostCollection;
  id: string;
  text: string;
  uid: string;
  catId: string;
  /** The question's id and text (the post's own for a question). */
  questionId: string;
  questionText: string;
}

export function toEditablePost(
  kind: PostCollection,
  id: string,
  data: Record<string, unknown>,
): EditablePost {
  const isQuestion = kind === 'Questions';
  const text = readString(data, isQuestion ? 'Question' : 'Answer');
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

export function subscribeToEditablePost(
  kind: PostCollection,
  id: string,
): Subscribe<EditablePost | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { doc, onSnapshot } = sdk;
    return onSnapshot(
      doc(db, kind, id),
      (snapshot) => {
        const data = snapshot.data();
        onData(data ? toEditablePost(kind, snapshot.id, data) : null);
      },
      onError,
    );
  };
}

export function useEditablePost(kind: PostCollection, id: string) {
  return useSubscription(`${kind}/${id}#edit`, subscribeToEditablePost(kind, id));
}
