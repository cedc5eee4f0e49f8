// GET /Questions/{CatID}/{QuestionID}.md: the question and its visible answers as Markdown.
import type { ResponseLike } from './http-types';
import { MARKDOWN_TYPE, type MarkdownViewRoute } from './machine-paths';
import { sendDocument, sendMalformed, sendNotFound } from './machine-response';
import { renderQuestionMarkdown } from './markdown-view';
import { loadMarkdownThread } from './markdown-view-data';

export async function serveMarkdownView(
  route: MarkdownViewRoute,
  origin: string,
  response: ResponseLike,
): Promise<void> {
  if (route.kind === 'malformed') return sendMalformed(response, route.message);
  const thread = await loadMarkdownThread(route.categoryId, route.questionId);
  if (!thread) return sendNotFound(response);
  sendDocument(
    response,
    MARKDOWN_TYPE,
    renderQuestionMarkdown(origin, thread.question, thread.answers),
  );
}
