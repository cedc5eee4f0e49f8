// The functions' Firestore data converters, built on @queryhub/model. Stored documents are typed
// `Partial<...>`: legacy or half-processed data may lack any field, so readers still check values.
import {
  shapeConverter,
  type AnswerDoc,
  type CategoryDoc,
  type QuestionDoc,
  type TopicDoc,
  type UserDoc,
} from '@queryhub/model';
import type { FirestoreDataConverter, Timestamp } from 'firebase-admin/firestore';

export const storedDocuments = {
  users: shapeConverter<Partial<UserDoc<Timestamp>>>(),
  categories: shapeConverter<Partial<CategoryDoc<Timestamp>>>(),
  questions: shapeConverter<Partial<QuestionDoc<Timestamp>>>(),
  answers: shapeConverter<Partial<AnswerDoc<Timestamp>>>(),
  /** `Topic/Name`; item dates are copied from categories as they are (`unknown`). */
  topic: shapeConverter<Partial<TopicDoc<unknown>>>(),
} satisfies Record<string, FirestoreDataConverter<object, object>>;
