// The public API's JSON (/api/v1/, README "For programs"): every field name, once. camelCase,
// never a Firestore field name; times are ISO 8601 strings (UTC) or null; `html` is only ever the
// stored sanitized `Html`. ssr/src/openapi.json describes the same shapes for clients, and
// api-openapi.test.ts checks real responses against it.

/** Who wrote something: `uid` only while the account exists and its name is known. */
export interface ApiAuthor {
  uid: string | null;
  name: string | null;
}

/** A processed image (the screenshot's or profile picture's variants). */
export interface ApiImage {
  largeUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
}

interface ApiCategoryRef {
  id: string;
  name: string;
}

/** A question in a list. */
export interface ApiQuestionSummary {
  id: string;
  url: string;
  /** The question as its author wrote it (Markdown). */
  text: string;
  category: ApiCategoryRef;
  tags: string[];
  author: ApiAuthor;
  score: number;
  answerCount: number;
  closed: boolean;
  createdAt: string | null;
  editedAt: string | null;
}

export interface ApiComment {
  id: string;
  text: string;
  html: string | null;
  author: ApiAuthor;
  createdAt: string | null;
}

export interface ApiAnswer {
  id: string;
  url: string;
  text: string;
  html: string | null;
  author: ApiAuthor;
  score: number;
  accepted: boolean;
  createdAt: string | null;
  editedAt: string | null;
  screenshot: ApiImage | null;
  comments: ApiComment[];
}

interface ApiClosure {
  reason: string | null;
  duplicateOfId: string | null;
  closedAt: string | null;
}

/** GET /api/v1/questions/{id}: the question, its visible answers (best first) and comments. */
export interface ApiQuestion extends ApiQuestionSummary {
  html: string | null;
  screenshot: ApiImage | null;
  closure: ApiClosure | null;
  /** The accepted answer, when it is among `answers`. */
  acceptedAnswerId: string | null;
  answers: ApiAnswer[];
  comments: ApiComment[];
}

export interface ApiCategory {
  id: string;
  name: string;
  url: string;
  createdAt: string | null;
}

export interface ApiTag {
  name: string;
  url: string;
  questionCount: number;
}

/** GET /api/v1/users/{uid}: the public profile, what the user page shows. */
export interface ApiUser {
  uid: string;
  name: string;
  url: string;
  photo: ApiImage | null;
  reputation: number;
  memberSince: string | null;
  questionsAsked: number;
  questionsAnswered: number;
  acceptedAnswers: number;
}

/** An answer among search results. */
export interface ApiAnswerHit {
  id: string;
  url: string;
  questionId: string;
  text: string;
  author: ApiAuthor;
  score: number;
  accepted: boolean;
  createdAt: string | null;
  /** The passages that matched, as plain text (full-text search only). */
  snippet: string | null;
}

interface ApiQuestionHit extends ApiQuestionSummary {
  snippet: string | null;
}

export interface ApiSearchResults {
  questions: ApiQuestionHit[];
  answers: ApiAnswerHit[];
  nextCursor: string | null;
  /** The text searched instead of the one sent (spelling correction), or null. */
  correctedQuery: string | null;
  /** True when the keyword search answered because the search database could not. */
  degraded: boolean;
}

export interface ApiPage<T> {
  items: T[];
  nextCursor: string | null;
}

export type ApiErrorCode =
  | 'invalid_parameter'
  | 'invalid_cursor'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal';

export interface ApiError {
  error: { code: ApiErrorCode; message: string };
}
