// The URLs of the machine-readable views and their parsers: the Atom feeds under
// /feeds/, /llms.txt and a question's Markdown view at /Questions/{CatID}/{QuestionID}.md (one
// segment shorter than the question page, /Questions/:CatID/:QuestionID/:Question).
import { ID_PATTERN, isTag } from '@queryhub/model';

export const ATOM_TYPE = 'application/atom+xml';
export const MARKDOWN_TYPE = 'text/markdown';

export const FEEDS_PREFIX = '/feeds/';
export const LLMS_TXT_PATH = '/llms.txt';
/** The MCP server (mcp-handler.ts): one path, POST only. */
export const MCP_PATH = '/mcp';

export const machinePaths = {
  questionsFeed: () => `${FEEDS_PREFIX}questions.atom`,
  categoryFeed: (categoryId: string) =>
    `${FEEDS_PREFIX}categories/${encodeURIComponent(categoryId)}.atom`,
  tagFeed: (tag: string) => `${FEEDS_PREFIX}tags/${encodeURIComponent(tag)}.atom`,
  questionFeed: (questionId: string) =>
    `${FEEDS_PREFIX}questions/${encodeURIComponent(questionId)}.atom`,
  markdownView: (categoryId: string, questionId: string) =>
    `/Questions/${encodeURIComponent(categoryId)}/${encodeURIComponent(questionId)}.md`,
} as const;

/** A request no stored document can answer: its parameter is not an id or tag at all. */
interface MalformedPath {
  kind: 'malformed';
  message: string;
}

export type FeedRoute =
  | { kind: 'questions' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'question'; questionId: string }
  | MalformedPath
  | { kind: 'not-found' };

/** Longest path segment worth decoding (ids are at most 128 characters, tags 35). */
const MAX_SEGMENT = 400;

function decodeSegment(segment: string): string | null {
  if (segment.length > MAX_SEGMENT) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function idOrMalformed(segment: string, what: string): string | MalformedPath {
  const id = decodeSegment(segment);
  return id !== null && ID_PATTERN.test(id)
    ? id
    : { kind: 'malformed', message: `That is not a ${what} id.` };
}

const FEED_PATH = /^\/feeds\/(?:(questions)|(categories|tags|questions)\/([^/]+))\.atom$/;

export function parseFeedPath(pathname: string): FeedRoute {
  const match = FEED_PATH.exec(pathname);
  if (!match) return { kind: 'not-found' };
  const [, all, kind, segment = ''] = match;
  if (all) return { kind: 'questions' };
  if (kind === 'tags') {
    const tag = decodeSegment(segment);
    return tag !== null && isTag(tag)
      ? { kind: 'tag', tag }
      : { kind: 'malformed', message: 'That is not a tag.' };
  }
  const id = idOrMalformed(segment, kind === 'categories' ? 'category' : 'question');
  if (typeof id !== 'string') return id;
  return kind === 'categories'
    ? { kind: 'category', categoryId: id }
    : { kind: 'question', questionId: id };
}

export type MarkdownViewRoute =
  { kind: 'markdown'; categoryId: string; questionId: string } | MalformedPath;

const MARKDOWN_VIEW_PATH = /^\/Questions\/([^/]+)\/([^/]+)\.md$/;

/** The Markdown view a path names, or null when the path is not that shape (a page, say). */
export function parseMarkdownViewPath(pathname: string): MarkdownViewRoute | null {
  const match = MARKDOWN_VIEW_PATH.exec(pathname);
  if (!match) return null;
  const categoryId = idOrMalformed(match[1] ?? '', 'category');
  if (typeof categoryId !== 'string') return categoryId;
  const questionId = idOrMalformed(match[2] ?? '', 'question');
  if (typeof questionId !== 'string') return questionId;
  return { kind: 'markdown', categoryId, questionId };
}
