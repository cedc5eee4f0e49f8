// Questions and answers as Atom entries (atom-feed.ts), with their page URLs.
import {
  authorName,
  type AnswerView,
  type QuestionView,
  type SanitizedHtml,
} from '@queryhub/model';
import { answerAnchorId, paths } from '@queryhub/web/server';
import type { FeedAuthor, FeedEntry } from './atom-feed';
import { summarize } from './head';
import { escapeHtml } from './html';

/** Entry titles are cut like a page title in a search result. */
const ENTRY_TITLE_MAX = 100;

export function questionPageUrl(origin: string, question: QuestionView): string {
  return `${origin}${paths.question.getHref(question.catId, question.id, question.question)}`;
}

function author(origin: string, post: { uid: string; userName: string }): FeedAuthor {
  const name = authorName(post.userName);
  return post.uid ? { name, url: `${origin}${paths.user.getHref(post.uid, name)}` } : { name };
}

/** The render trigger's HTML; before it ran, the text itself, escaped. */
function contentHtml(html: SanitizedHtml | null, text: string): string {
  return html ?? `<p>${escapeHtml(text)}</p>`;
}

function dates(post: { dateMillis: number | null; editedAtMillis: number | null }) {
  const published = post.dateMillis ?? 0;
  return { publishedMillis: published, updatedMillis: post.editedAtMillis ?? published };
}

export function questionEntry(origin: string, question: QuestionView): FeedEntry {
  return {
    url: questionPageUrl(origin, question),
    title: summarize(question.question, ENTRY_TITLE_MAX),
    author: author(origin, question),
    ...dates(question),
    html: contentHtml(question.html, question.question),
    categories: question.tags.map((tag) => ({
      term: tag,
      scheme: `${origin}${paths.tag.getHref('')}`,
    })),
  };
}

export function answerEntry(origin: string, question: QuestionView, answer: AnswerView): FeedEntry {
  const name = authorName(answer.userName);
  return {
    url: `${questionPageUrl(origin, question)}#${answerAnchorId(answer.id)}`,
    title: `${answer.accepted ? 'Accepted answer' : 'Answer'} by ${name}: ${summarize(question.question, ENTRY_TITLE_MAX)}`,
    author: author(origin, answer),
    ...dates(answer),
    html: contentHtml(answer.html, answer.answer),
    categories: [],
  };
}
