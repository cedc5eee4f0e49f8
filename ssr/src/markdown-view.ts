// A question and its visible answers as one Markdown document (the llms.txt convention of a
// page's URL plus `.md`): each post exactly as its author wrote it, introduced by who wrote it,
// its score and date; the accepted answer first and marked. No e-mail address: views hold none.
import {
  authorName,
  closedNotice,
  sortAnswers,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { paths } from '@queryhub/web/server';
import { questionPageUrl } from './feed-entries';
import { summarize } from './head';

export interface MarkdownThread {
  question: QuestionView;
  /** Visible answers, in any order. */
  answers: AnswerView[];
  /** Absolute URLs. */
  pageUrl: string;
  categoryUrl: string;
  tagUrl: (tag: string) => string;
}

const TITLE_MAX = 100;

/** Text placed inside our own Markdown lines (names, the title): its markup characters escaped. */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~!]/g, (char) => `\\${char}`);
}

/** A URL as a Markdown link destination: the characters that would end or break it encoded. */
export function markdownUrl(url: string): string {
  return url.replace(
    /[()<>\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function date(millis: number | null): string {
  return millis === null ? 'unknown date' : new Date(millis).toISOString();
}

function points(score: number): string {
  return `score ${score}`;
}

/** `Asked by **name** on date (edited date)` */
function byline(verb: string, post: QuestionView | AnswerView): string {
  const edited = post.editedAtMillis === null ? '' : `, edited ${date(post.editedAtMillis)}`;
  return `${verb} by **${markdownText(authorName(post.userName))}** on ${date(post.dateMillis)}${edited}`;
}

export function renderMarkdownView(thread: MarkdownThread): string {
  const { question } = thread;
  const answers = sortAnswers(thread.answers, question.acceptedAnswerId);
  const isAccepted = (answer: AnswerView) =>
    answer.accepted || answer.id === question.acceptedAnswerId;
  const facts = [
    `- Category: [${markdownText(question.category)}](${markdownUrl(thread.categoryUrl)})`,
    question.tags.length > 0
      ? `- Tags: ${question.tags.map((tag) => `[${markdownText(tag)}](${markdownUrl(thread.tagUrl(tag))})`).join(', ')}`
      : '',
    `- ${byline('Asked', question)}`,
    `- Score: ${question.score}`,
    `- Answers: ${answers.length}${answers.some(isAccepted) ? ', one accepted' : ''}`,
    question.closed ? `- ${closedNotice(question.closure?.reason ?? null)}` : '',
    `- Page: ${markdownUrl(thread.pageUrl)}`,
  ].filter(Boolean);
  const parts = [
    `# ${markdownText(summarize(question.question, TITLE_MAX))}`,
    facts.join('\n'),
    '## Question',
    question.question.trim(),
    `## Answers (${answers.length})`,
    ...answers.flatMap((answer) => [
      `### ${isAccepted(answer) ? '✓ Accepted answer' : 'Answer'}, ${points(answer.score)}`,
      byline('Answered', answer),
      answer.answer.trim(),
    ]),
  ];
  if (answers.length === 0) parts.push('No answers yet.');
  return `${parts.join('\n\n')}\n`;
}

/** The Markdown view of a question with its visible answers, its links on the site's `origin`. */
export function renderQuestionMarkdown(
  origin: string,
  question: QuestionView,
  answers: AnswerView[],
): string {
  return renderMarkdownView({
    question,
    answers,
    pageUrl: questionPageUrl(origin, question),
    categoryUrl: `${origin}${paths.category.getHref(question.catId, question.category)}`,
    tagUrl: (tag) => `${origin}${paths.tag.getHref(tag)}`,
  });
}
