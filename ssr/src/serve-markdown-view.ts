// GET /Questions/{CatID}/{QuestionID}.md: the question and its visible answers as Markdown.
import { paths } from '@queryhub/web/server';
import { questionPageUrl } from './feed-entries';
import type { ResponseLike } from './http-types';
import { MARKDOWN_TYPE, type MarkdownViewRoute } from './machine-paths';
import { sendDocument, sendMalformed, sendNotFound } from './machine-response';
import { renderMarkdownView } from './markdown-view';
import { loadMarkdownThread } from './markdown-view-data';

export async function serveMarkdownView(
  route: MarkdownViewRoute,
  origin: string,
  response: ResponseLike,
): Promise<void> {
  if (route.kind === 'malformed') return sendMalformed(response, route.message);
  const thread = await loadMarkdownThread(route.categoryId, route.questionId);
  if (!thread) return sendNotFound(response);
  const { question, answers } = thread;
  const markdown = renderMarkdownView({
    question,
    answers,
    pageUrl: questionPageUrl(origin, question),
    categoryUrl: `${origin}${paths.category.getHref(question.catId, question.category)}`,
    tagUrl: (tag) => `${origin}${paths.tag.getHref(tag)}`,
  });
  sendDocument(response, MARKDOWN_TYPE, markdown);
}
