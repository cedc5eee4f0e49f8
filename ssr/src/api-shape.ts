// The public API's response shaping: view models in, the JSON of api-types.ts out. Pure, and the
// last word on visibility: hidden posts and comments are dropped here whatever a reader returned,
// authors of deleted accounts have no uid, and `html` is only the stored sanitized `Html`.
import {
  sortAnswers,
  visiblePosts,
  type AnswerView,
  type CommentView,
  type ProfileDoc,
  type QuestionView,
  type ReadTime,
  type Screenshot,
} from '@queryhub/model';
import { SNIPPET_END, SNIPPET_START } from '@queryhub/search';
import { answerAnchorId, paths, type SearchResults } from '@queryhub/web/server';
import type {
  ApiAnswer,
  ApiAnswerHit,
  ApiAuthor,
  ApiCategory,
  ApiComment,
  ApiImage,
  ApiQuestion,
  ApiQuestionSummary,
  ApiSearchResults,
  ApiTag,
  ApiUser,
} from './api-types';

/** An ISO 8601 time (UTC), or null when there is none. */
export function isoTime(millis: number | null | undefined): string | null {
  return typeof millis === 'number' && Number.isFinite(millis)
    ? new Date(millis).toISOString()
    : null;
}

/** The page links an author only while the account exists and has a name (AuthorLink). */
export function toApiAuthor(post: { uid: string; userName: string }): ApiAuthor {
  return {
    uid: post.uid !== '' && post.userName !== '' ? post.uid : null,
    name: post.userName !== '' ? post.userName : null,
  };
}

function toApiImage(variants: Screenshot['variants'] | undefined | null): ApiImage | null {
  if (!variants) return null;
  const { large, thumb, width, height } = variants;
  return { largeUrl: large, thumbUrl: thumb, width, height };
}

function questionUrl(origin: string, question: Pick<QuestionView, 'catId' | 'id' | 'question'>) {
  return `${origin}${paths.question.getHref(question.catId, question.id, question.question)}`;
}

function answerUrl(
  origin: string,
  answer: Pick<AnswerView, 'catId' | 'questionId' | 'question' | 'id'>,
) {
  const page = paths.question.getHref(answer.catId, answer.questionId, answer.question);
  return `${origin}${page}#${answerAnchorId(answer.id)}`;
}

function toApiQuestionSummary(origin: string, question: QuestionView): ApiQuestionSummary {
  return {
    id: question.id,
    url: questionUrl(origin, question),
    text: question.question,
    category: { id: question.catId, name: question.category },
    tags: question.tags,
    author: toApiAuthor(question),
    score: question.score,
    answerCount: question.answerCount,
    closed: question.closed,
    createdAt: isoTime(question.dateMillis),
    editedAt: isoTime(question.editedAtMillis),
  };
}

/** The visible questions of a page as read (hidden ones dropped). */
export function toApiQuestionSummaries(origin: string, read: QuestionView[]): ApiQuestionSummary[] {
  return visiblePosts(read).map((question) => toApiQuestionSummary(origin, question));
}

function toApiComment(comment: CommentView): ApiComment {
  return {
    id: comment.id,
    text: comment.text,
    html: comment.html,
    author: toApiAuthor(comment),
    createdAt: isoTime(comment.dateMillis),
  };
}

/** A post's visible comments, oldest first as read. */
function visibleComments(comments: Record<string, CommentView[]>, postId: string): ApiComment[] {
  return visiblePosts(comments[postId] ?? [])
    .filter((comment) => comment.postId === postId)
    .map(toApiComment);
}

export interface QuestionThreadRead {
  question: QuestionView;
  /** Its answers as read, hidden ones included. */
  answers: AnswerView[];
  /** Comments by the id of the post they are under, as read. */
  comments: Record<string, CommentView[]>;
}

/** The thread's answers a visitor sees: visible, and to this question. */
export function visibleAnswers(thread: QuestionThreadRead): AnswerView[] {
  return visiblePosts(thread.answers).filter((answer) => answer.questionId === thread.question.id);
}

/** A question with its visible answers (accepted first, then best) and comments; null if hidden. */
export function toApiQuestion(origin: string, thread: QuestionThreadRead): ApiQuestion | null {
  const { question, comments } = thread;
  if (question.hidden) return null;
  const accepted = question.acceptedAnswerId;
  const answers = sortAnswers(visibleAnswers(thread), accepted);
  const closure = question.closed ? (question.closure ?? null) : null;
  return {
    ...toApiQuestionSummary(origin, question),
    html: question.html,
    screenshot: toApiImage(question.screenshot?.variants),
    closure: closure && {
      reason: closure.reason,
      duplicateOfId: closure.duplicateOf !== '' ? closure.duplicateOf : null,
      closedAt: isoTime(closure.closedAtMillis),
    },
    acceptedAnswerId: answers.some((answer) => answer.id === accepted) ? accepted : null,
    answers: answers.map((answer): ApiAnswer => ({
      id: answer.id,
      url: answerUrl(origin, answer),
      text: answer.answer,
      html: answer.html,
      author: toApiAuthor(answer),
      score: answer.score,
      accepted: accepted !== '' && answer.id === accepted,
      createdAt: isoTime(answer.dateMillis),
      editedAt: isoTime(answer.editedAtMillis),
      screenshot: toApiImage(answer.screenshot?.variants),
      comments: visibleComments(comments, answer.id),
    })),
    comments: visibleComments(comments, question.id),
  };
}

export function toApiCategory(
  origin: string,
  category: { id: string; subject: string; dateMillis: number | null },
): ApiCategory {
  return {
    id: category.id,
    name: category.subject,
    url: `${origin}${paths.category.getHref(category.id, category.subject)}`,
    createdAt: isoTime(category.dateMillis),
  };
}

/** A tag no visible question carries any more is left out (the tag index does the same). */
export function toApiTags(
  origin: string,
  tags: { tag: string; questionCount: number }[],
): ApiTag[] {
  return tags
    .filter((entry) => entry.questionCount > 0)
    .map((entry) => ({
      name: entry.tag,
      url: `${origin}${paths.tag.getHref(entry.tag)}`,
      questionCount: entry.questionCount,
    }));
}

/** A public profile; null without a name (no such user, as the user page says). */
export function toApiUser(
  origin: string,
  uid: string,
  profile: ProfileDoc<ReadTime>,
): ApiUser | null {
  if (profile.UserName === '') return null;
  return {
    uid,
    name: profile.UserName,
    url: `${origin}${paths.user.getHref(uid, profile.UserName)}`,
    photo: toApiImage(profile.Photo),
    reputation: profile.Reputation,
    memberSince: isoTime(profile.CreatedAt?.toMillis()),
    questionsAsked: profile.NoOfQuestionAsked,
    questionsAnswered: profile.NoOfQuestionAnswered,
    acceptedAnswers: profile.AcceptedCount,
  };
}

const SNIPPET_MARKS = new RegExp(`[${SNIPPET_START}${SNIPPET_END}]`, 'g');

/** A search snippet as plain text (the page marks the matches itself). */
function snippetText(snippets: Record<string, string>, key: string): string | null {
  const snippet = snippets[key];
  return snippet ? snippet.replace(SNIPPET_MARKS, '') : null;
}

export function toApiSearchResults(
  origin: string,
  results: SearchResults,
  nextCursor: string | null,
): ApiSearchResults {
  return {
    questions: visiblePosts(results.questions).map((question) => ({
      ...toApiQuestionSummary(origin, question),
      snippet: snippetText(results.snippets, `question:${question.id}`),
    })),
    answers: visiblePosts(results.answers).map((answer): ApiAnswerHit => ({
      id: answer.id,
      url: answerUrl(origin, answer),
      questionId: answer.questionId,
      text: answer.answer,
      author: toApiAuthor(answer),
      score: answer.score,
      accepted: answer.accepted,
      createdAt: isoTime(answer.dateMillis),
      snippet: snippetText(results.snippets, `answer:${answer.id}`),
    })),
    nextCursor,
    correctedQuery: results.corrected,
    degraded: results.degraded,
  };
}
