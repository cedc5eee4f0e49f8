// The web app's Firestore data converters, built on @queryhub/model. Typing them as the SDK's
// FirestoreDataConverter checks that the model's structural converters fit `withConverter`.
import {
  VIEW_CONVERTERS,
  shapeConverter,
  type AnswerRaw,
  type CategoryRaw,
  type ContactMessageRaw,
  type PresenceRaw,
  type QuestionRaw,
  type QuestionView,
  type UserRaw,
} from '@queryhub/model';
import type { FieldValue, FirestoreDataConverter } from 'firebase/firestore';

/** Reads: a question document as the page shows it. */
export const questionViews: FirestoreDataConverter<QuestionView> = VIEW_CONVERTERS.questions;

/** Writes: exactly the raw fields a client creates, with `serverTimestamp()` for the time. */
export const newDocuments = {
  users: shapeConverter<UserRaw<FieldValue>>(),
  presence: shapeConverter<PresenceRaw<FieldValue>>(),
  categories: shapeConverter<CategoryRaw<FieldValue>>(),
  questions: shapeConverter<QuestionRaw<FieldValue>>(),
  answers: shapeConverter<AnswerRaw<FieldValue>>(),
  contactForm: shapeConverter<ContactMessageRaw<FieldValue>>(),
} satisfies Record<string, FirestoreDataConverter<object, object>>;
