// Document fixtures for posts: the raw fields of a category, question or answer as the web app
// writes them (built by the model's builders), written either as a member, with the rate stamp
// the rules demand (firestore.rules, RateLimits), or with the Admin SDK, as a function would.
import {
  COLLECTIONS,
  docPath,
  newAnswer,
  newCategory,
  newQuestion,
  type RateStampKind,
} from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { adminDb } from './admin.js';
import { uniqueId } from './ids.js';

export type PostCollection = RateStampKind;

export interface CategoryRef {
  id: string;
  subject: string;
}

export interface QuestionRef {
  id: string;
  text: string;
  categoryId: string;
}

/** Optional parts of a question or answer. */
export interface PostOptions {
  id?: string;
  /** The object path of its screenshot (empty: none). */
  screenshot?: string;
}

interface Author {
  uid: string;
}

// The builders take the time last: the web SDK's serverTimestamp() (a member's write) unless an
// Admin SDK caller passes its own (FieldValue.serverTimestamp() or a Date).

/** The raw fields of a new category. */
export function categoryFields(
  author: Author,
  id: string,
  subject: string,
  at: unknown = serverTimestamp(),
) {
  return newCategory({ id, subject, uid: author.uid }, at);
}

/** The tags a test question carries unless the test names others (a question needs 1–5). */
const TEST_QUESTION_TAGS = ['testing'] as const;

/** The raw fields of a new question in `category`. */
export function questionFields(
  author: Author,
  id: string,
  category: CategoryRef,
  text: string,
  screenshot = '',
  at: unknown = serverTimestamp(),
  tags: readonly string[] = TEST_QUESTION_TAGS,
) {
  return newQuestion(
    {
      id,
      question: text,
      category: { id: category.id, subject: category.subject },
      uid: author.uid,
      screenshotUrl: screenshot,
      tags,
    },
    at,
  );
}

/** The raw fields of a new answer to `question`. */
export function answerFields(
  author: Author,
  id: string,
  question: QuestionRef,
  text: string,
  screenshot = '',
  at: unknown = serverTimestamp(),
) {
  return newAnswer(
    {
      id,
      answer: text,
      question: { id: question.id, question: question.text, catId: question.categoryId },
      uid: author.uid,
      screenshotUrl: screenshot,
    },
    at,
  );
}

/** Writes `collection/id` together with the author's rate stamp naming it, in one batch. */
export async function createStampedPost(
  session: { db: Firestore; uid: string },
  collection: PostCollection,
  id: string,
  data: DocumentData,
): Promise<void> {
  const batch = writeBatch(session.db);
  batch.set(
    doc(session.db, COLLECTIONS.rateLimits, session.uid),
    { [collection]: { at: serverTimestamp(), id } },
    { merge: true },
  );
  batch.set(doc(session.db, collection, id), data);
  await batch.commit();
}

/**
 * Deletes an account's rate stamps (Admin SDK), so its next post is not held back. Scripts post
 * faster than a person, so they lift the gap as an administrator could; the rules themselves are
 * unchanged, and the abuse tests check that they bite.
 */
export async function liftRateLimits(uid: string): Promise<void> {
  await adminDb().doc(docPath('rateLimits', uid)).delete();
}

/** A post written by a script as its author: the gap lifted, then the stamped post. */
export async function createPostAs(
  session: { db: Firestore; uid: string },
  collection: PostCollection,
  id: string,
  data: DocumentData,
): Promise<void> {
  await liftRateLimits(session.uid);
  await createStampedPost(session, collection, id, data);
}

type Session = { db: Firestore; uid: string };

/** A category posted by the session's user. */
export async function postCategory(
  session: Session,
  subject: string,
  id = uniqueId('category'),
): Promise<CategoryRef> {
  const category = { id, subject };
  await createPostAs(session, COLLECTIONS.categories, id, categoryFields(session, id, subject));
  return category;
}

/** A question posted by the session's user. */
export async function postQuestion(
  session: Session,
  category: CategoryRef,
  text: string,
  options: PostOptions = {},
): Promise<QuestionRef> {
  const id = options.id ?? uniqueId('question');
  await createPostAs(
    session,
    COLLECTIONS.questions,
    id,
    questionFields(session, id, category, text, options.screenshot),
  );
  return { id, text, categoryId: category.id };
}

/** An answer posted by the session's user; resolves with its id. */
export async function postAnswer(
  session: Session,
  question: QuestionRef,
  text: string,
  options: PostOptions = {},
): Promise<string> {
  const id = options.id ?? uniqueId('answer');
  await createPostAs(
    session,
    COLLECTIONS.answers,
    id,
    answerFields(session, id, question, text, options.screenshot),
  );
  return id;
}

/** A time the Admin SDK writes: the server's clock by default. */
type AdminTime = Date | FieldValue;

/** A category written with the Admin SDK (rules off), as if a member had posted it. */
export async function writeCategory(
  author: Author,
  subject: string,
  id = uniqueId('category'),
  at: AdminTime = FieldValue.serverTimestamp(),
): Promise<CategoryRef> {
  const category = { id, subject };
  await adminDb()
    .doc(docPath('categories', id))
    .set(categoryFields(author, id, subject, at));
  return category;
}

/** A question written with the Admin SDK (rules off); the functions derive the rest. */
export async function writeQuestion(
  author: Author,
  category: CategoryRef,
  text: string,
  /** `tags`: TEST_QUESTION_TAGS by default; `[]` for a question that can open no tag (Tag pioneer). */
  options: PostOptions & { at?: AdminTime; tags?: readonly string[] } = {},
): Promise<QuestionRef> {
  const id = options.id ?? uniqueId('question');
  const at = options.at ?? FieldValue.serverTimestamp();
  await adminDb()
    .doc(docPath('questions', id))
    .set(questionFields(author, id, category, text, options.screenshot, at, options.tags));
  return { id, text, categoryId: category.id };
}

/** An answer written with the Admin SDK (rules off); resolves with its id. */
export async function writeAnswer(
  author: Author,
  question: QuestionRef,
  text: string,
  options: PostOptions & { at?: AdminTime } = {},
): Promise<string> {
  const id = options.id ?? uniqueId('answer');
  const at = options.at ?? FieldValue.serverTimestamp();
  await adminDb()
    .doc(docPath('answers', id))
    .set(answerFields(author, id, question, text, options.screenshot, at));
  return id;
}
