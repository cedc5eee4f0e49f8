// Firestore data converters, typed structurally so the model needs no SDK: web/src/lib and
// functions/src/shared give them their SDK's `FirestoreDataConverter` type (which checks that
// they fit) and pass them to `withConverter`, or call them on a snapshot they already hold.
import { toAnswerView, toQuestionView } from './views.js';

/** What both SDKs hand `fromFirestore`: the document id and its data. */
interface SnapshotLike {
  readonly id: string;
  data(): Record<string, unknown>;
}

export interface DocumentConverter<App, Db extends object = Record<string, unknown>> {
  toFirestore(model: App): Db;
  fromFirestore(snapshot: SnapshotLike): App;
}

/** Reads documents into a view. Views are never written back: writes use a builder's result. */
function viewConverter<View>(
  toView: (id: string, data: Record<string, unknown>) => View,
): DocumentConverter<View> {
  return {
    toFirestore() {
      throw new TypeError('A view is read-only: write the document a model builder returns.');
    },
    fromFirestore: (snapshot) => toView(snapshot.id, snapshot.data()),
  };
}

/**
 * Writes a document shape as it is and reads it back as that shape. Reading is a typed view of
 * stored data, not a check: type the stored side `Partial<...>` where old data may lack fields.
 */
export function shapeConverter<Shape extends object>(): DocumentConverter<Shape, Shape> {
  return {
    toFirestore: (shape) => shape,
    fromFirestore: (snapshot) => snapshot.data() as Shape,
  };
}

/** The views the UI shows, by collection. */
export const VIEW_CONVERTERS = {
  questions: viewConverter(toQuestionView),
  answers: viewConverter(toAnswerView),
};
