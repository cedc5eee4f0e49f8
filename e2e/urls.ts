// The one place browser tests build the app's URLs. The route shapes are the spec's (section 3),
// written here rather than imported from web/, so a broken route builder in the app fails a test
// instead of being mirrored by it. Paths are relative to Playwright's baseURL (the hosting
// emulator); `absoluteUrl` is for the few places that need the origin (a mail's links).
import { MAILDEV_URL } from '@queryhub/stack/maildev-service';
import { urlOf } from '@queryhub/testkit';

/** The URL text of a name: spaces as hyphens (the spec's rule), then percent-encoded. */
export function urlText(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}

/** A query string from the given parameters, in order (`''` when there are none). */
function query(params: Record<string, string> = {}): string {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
}

/** The two post collections as they appear in edit and history URLs. */
export type PostSegment = 'Questions' | 'Answers';

export const urls = {
  home: (): string => '/',
  category: (id: string, subject: string, params?: Record<string, string>): string =>
    `/Category/${id}/${urlText(subject)}${query(params)}`,
  ask: (categoryId: string, subject: string): string => `/Ask/${categoryId}/${urlText(subject)}`,
  question: (categoryId: string, questionId: string, question: string): string =>
    `/Questions/${categoryId}/${questionId}/${urlText(question)}`,
  reply: (categoryId: string, questionId: string, question: string): string =>
    `/Reply/${categoryId}/${questionId}/${urlText(question)}`,
  edit: (posts: PostSegment, id: string): string => `/Edit/${posts}/${id}`,
  history: (posts: PostSegment, id: string): string => `/History/${posts}/${id}`,
  /** A search: the words as typed (the app keeps their case), then the parameters in order. */
  results: (words: string, params?: Record<string, string>): string =>
    `/Results/${words}${query(params)}`,
  user: (uid: string, displayName: string): string => `/User/${uid}/${urlText(displayName)}`,
  /** Every question, then the parameters in order. */
  allQuestions: (params?: Record<string, string>): string => `/Questions${query(params)}`,
  /** The tag index, then the parameters in order. */
  tags: (params?: Record<string, string>): string => `/Tags${query(params)}`,
  tag: (tag: string): string => `/Tags/${encodeURIComponent(tag)}`,
};

/** The views for programs: Atom feeds, /llms.txt, a question's Markdown view. */
export const machineUrls = {
  questionsFeed: (): string => '/feeds/questions.atom',
  categoryFeed: (id: string): string => `/feeds/categories/${id}.atom`,
  tagFeed: (tag: string): string => `/feeds/tags/${encodeURIComponent(tag)}.atom`,
  questionFeed: (id: string): string => `/feeds/questions/${id}.atom`,
  llmsTxt: (): string => '/llms.txt',
  markdown: (categoryId: string, questionId: string): string =>
    `/Questions/${categoryId}/${questionId}.md`,
};

/** A path on the hosting emulator as a full URL (what mails and crawler files link to). */
export function absoluteUrl(path: string): string {
  return `${urlOf('hosting')}${path}`;
}

/** The local inbox (MailDev) the functions emulator delivers to (stack/src/maildev-service.ts). */
export const inbox = {
  /** MailDev's list of every mail it holds (JSON). */
  all: (): string => `${MAILDEV_URL}/api/email`,
  /** One mail's HTML part, as a reader opens it. */
  html: (id: string): string => `${MAILDEV_URL}/api/email/${id}/html`,
};
