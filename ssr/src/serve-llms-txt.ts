// GET /llms.txt, read fresh (and cached at the edge like a page): the newest categories, the
// most used tags and the newest visible questions.
import { adminQuery, MACHINE_LIMITS, readNumber, readString } from '@queryhub/model';
import { paths } from '@queryhub/web/server';
import { summarize } from './head';
import type { ResponseLike } from './http-types';
import { loadNewestQuestions } from './feed-data';
import { renderLlmsTxt, type LlmsTxtInput } from './llms-txt';
import { machinePaths } from './machine-paths';
import { sendDocument } from './machine-response';
import { firestore } from './admin-firestore';

async function loadLlmsTxtInput(origin: string): Promise<LlmsTxtInput> {
  const store = firestore();
  const [categories, tags, questions] = await Promise.all([
    adminQuery(store, 'categories.newest')
      .select('Subject')
      .limit(MACHINE_LIMITS.llmsCategories)
      .get(),
    adminQuery(store, 'tags.used.mostUsed', 0)
      .select('QuestionCount')
      .limit(MACHINE_LIMITS.llmsTags)
      .get(),
    loadNewestQuestions(),
  ]);
  return {
    origin,
    categories: categories.docs
      .map((doc) => ({ id: doc.id, subject: readString(doc.data(), 'Subject') }))
      .filter((category) => category.subject !== '')
      .map((category) => ({
        name: category.subject,
        pageUrl: `${origin}${paths.category.getHref(category.id, category.subject)}`,
        feedUrl: `${origin}${machinePaths.categoryFeed(category.id)}`,
      })),
    tags: tags.docs.map((doc) => ({
      tag: doc.id,
      questionCount: readNumber(doc.data(), 'QuestionCount'),
      pageUrl: `${origin}${paths.tag.getHref(doc.id)}`,
      feedUrl: `${origin}${machinePaths.tagFeed(doc.id)}`,
    })),
    questions: questions.slice(0, MACHINE_LIMITS.llmsQuestions).map((question) => ({
      title: summarize(question.question, 100),
      markdownUrl: `${origin}${machinePaths.markdownView(question.catId, question.id)}`,
      answerCount: question.answerCount,
      score: question.score,
    })),
    feeds: [
      {
        name: 'Newest questions',
        url: `${origin}${machinePaths.questionsFeed()}`,
        note: `Atom feed of the ${MACHINE_LIMITS.feedEntries} newest questions`,
      },
    ],
  };
}

export async function serveLlmsTxt(origin: string, response: ResponseLike): Promise<void> {
  sendDocument(response, 'text/plain', renderLlmsTxt(await loadLlmsTxtInput(origin)));
}
