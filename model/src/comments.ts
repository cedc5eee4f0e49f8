// Comments and @mentions: the shape of `Comments/{id}`, its builder, its view and the
// mention limits. A comment is plain text with inline Markdown (code, links, emphasis) of
// TEXT_LIMITS.comment characters, under a question or an answer, shown oldest first.
import { markSanitized, type SanitizedHtml } from './sanitized-html.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readChoice, readMillis, readString, readStringArray, readTime } from './read-fields.js';

/** What a comment is under. */
const COMMENT_POST_KINDS = ['question', 'answer'] as const;
export type CommentPostKind = (typeof COMMENT_POST_KINDS)[number];

/** `Comments/{id}` as the author writes it (the rules allow exactly these fields). */
export interface CommentRaw<T> {
  id: string;
  PostKind: CommentPostKind;
  /** The question or answer commented on. */
  PostID: string;
  /** The question the post belongs to (its own id for a question): one query per page. */
  QuestionID: string;
  uid: string;
  /** The comment's text (inline Markdown). */
  Comment: string;
  date: T;
}

/** What the comment trigger adds. */
interface CommentDerived {
  /** The inline Markdown rendered and sanitized, with resolved @mentions as links. */
  Html?: string;
  /** The author's display name ('Deleted user' once the account is gone). */
  UserName?: string;
  /** The uids the comment mentioned (at most MAX_MENTIONS_PER_POST). */
  Mentions?: string[];
  Anonymised?: boolean;
  /** Written by onFlagCreated and the moderation callable, as for posts. */
  FlagCount?: number;
  Hidden?: boolean;
}

export type CommentDoc<T> = CommentRaw<T> & CommentDerived;

export const COMMENT_RAW_FIELDS = [
  'id',
  'PostKind',
  'PostID',
  'QuestionID',
  'uid',
  'Comment',
  'date',
] as const satisfies readonly (keyof CommentRaw<unknown>)[];

/** A question page reads at most this many comments per post (oldest first). */
export const COMMENTS_PER_POST = 50;

/**
 * At most this many members are mentioned (linked and told) per answer or comment: a post
 * naming more is not a conversation, and the bound keeps the trigger's cost fixed.
 */
export const MAX_MENTIONS_PER_POST = 10;

/**
 * A mention is `@` followed by a name of letters, digits, marks and `_.-`, up to the display
 * name's 50 characters, not preceded by a letter, digit or `@` (so e-mail addresses are not
 * mentions). A mention holds no space: `@Alice_Martin` names "Alice Martin" (the functions
 * read `_` as a space when the name as written is nobody's; docs/decisions.md, "Mentions").
 */
const MENTION_PATTERN = /(?<![\p{L}\p{N}_@.])@([\p{L}\p{N}\p{M}_][\p{L}\p{N}\p{M}_.-]{0,49})/gu;

/**
 * The distinct names `text` mentions, in order of first appearance, without a trailing `.` or
 * `-` (the end of a sentence), at most `cap` of them (the scan stops there: bounded work).
 */
export function mentionedNames(text: string, cap = MAX_MENTIONS_PER_POST * 2): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (names.length >= cap) break;
    const name = (match[1] ?? '').replace(/[.-]+$/u, '');
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    names.push(name);
  }
  return names;
}

export interface NewComment {
  id: string;
  text: string;
  post: { kind: CommentPostKind; id: string; questionId: string };
  uid: string;
}

export function newComment<T>(input: NewComment, now: T): CommentRaw<T> {
  return {
    id: input.id,
    PostKind: input.post.kind,
    PostID: input.post.id,
    QuestionID: input.post.questionId,
    uid: input.uid,
    Comment: input.text,
    date: now,
  };
}

export interface CommentView {
  id: string;
  postId: string;
  questionId: string;
  /** The author's uid; '' once the account was deleted. */
  uid: string;
  userName: string;
  text: string;
  /** The rendered comment; null until the trigger ran (the page shows the text meanwhile). */
  html: SanitizedHtml | null;
  dateMillis: number | null;
  /** Hidden by moderation (three flags or an administrator). */
  hidden: boolean;
}

export function toCommentView(id: string, data: Record<string, unknown>): CommentView {
  const html = data.Html;
  return {
    id,
    postId: readString(data, 'PostID'),
    questionId: readString(data, 'QuestionID'),
    uid: readString(data, 'uid'),
    userName: readString(data, 'UserName'),
    text: readString(data, 'Comment'),
    html: typeof html === 'string' && html !== '' ? markSanitized(html) : null,
    dateMillis: readMillis(data.date),
    hidden: data.Hidden === true,
  };
}

/** Comments in reading order: oldest first (a pending server time sorts last). */
export function sortComments<T extends { dateMillis: number | null; id: string }>(
  comments: readonly T[],
): T[] {
  return [...comments].sort(
    (a, b) =>
      (a.dateMillis ?? Number.MAX_SAFE_INTEGER) - (b.dateMillis ?? Number.MAX_SAFE_INTEGER) ||
      a.id.localeCompare(b.id),
  );
}

/** A stored comment, tolerant of what an old or half-processed document lacks. */
export function readCommentDoc(data: DocumentData): CommentDoc<ReadTime> {
  const comment: CommentDoc<ReadTime> = {
    id: readString(data, 'id'),
    PostKind: readChoice(data, 'PostKind', COMMENT_POST_KINDS),
    PostID: readString(data, 'PostID'),
    QuestionID: readString(data, 'QuestionID'),
    uid: readString(data, 'uid'),
    Comment: readString(data, 'Comment'),
    date: readTime(data, 'date'),
  };
  if (typeof data.Html === 'string') comment.Html = data.Html;
  if (typeof data.UserName === 'string') comment.UserName = data.UserName;
  if (Array.isArray(data.Mentions)) comment.Mentions = readStringArray(data, 'Mentions');
  if (data.Anonymised === true) comment.Anonymised = true;
  if (typeof data.FlagCount === 'number') comment.FlagCount = data.FlagCount;
  if (typeof data.Hidden === 'boolean') comment.Hidden = data.Hidden;
  return comment;
}
