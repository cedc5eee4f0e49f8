// GET /feeds/questions.atom, /feeds/categories/{CatID}.atom, /feeds/tags/{tag}.atom and
// /feeds/questions/{QuestionID}.atom (a question's answers): Atom 1.0, 30 entries, newest first.
import { paths } from '@queryhub/web/server';
import { renderAtomFeed, type FeedEntry, type FeedHeader } from './atom-feed';
import { answerEntry, questionEntry, questionPageUrl } from './feed-entries';
import { loadCategoryFeed, loadNewestQuestions, loadQuestionFeed, loadTagFeed } from './feed-data';
import { summarize } from './head';
import type { ResponseLike } from './http-types';
import { ATOM_TYPE, machinePaths, parseFeedPath } from './machine-paths';
import { sendDocument, sendMalformed, sendNotFound } from './machine-response';

interface Feed {
  header: FeedHeader;
  entries: FeedEntry[];
}

async function loadFeed(pathname: string, origin: string): Promise<Feed | string | null> {
  const route = parseFeedPath(pathname);
  switch (route.kind) {
    case 'questions': {
      const questions = await loadNewestQuestions();
      return {
        header: {
          title: 'QueryHub: newest questions',
          subtitle: 'The newest questions asked on QueryHub.',
          pageUrl: `${origin}${paths.home.getHref()}`,
          feedUrl: `${origin}${machinePaths.questionsFeed()}`,
        },
        entries: questions.map((question) => questionEntry(origin, question)),
      };
    }
    case 'category': {
      const category = await loadCategoryFeed(route.categoryId);
      if (!category) return null;
      return {
        header: {
          title: `QueryHub: ${category.subject}`,
          subtitle: `The newest questions in ${category.subject} on QueryHub.`,
          pageUrl: `${origin}${paths.category.getHref(route.categoryId, category.subject)}`,
          feedUrl: `${origin}${machinePaths.categoryFeed(route.categoryId)}`,
        },
        entries: category.questions.map((question) => questionEntry(origin, question)),
      };
    }
    case 'tag': {
      const questions = await loadTagFeed(route.tag);
      if (!questions) return null;
      return {
        header: {
          title: `QueryHub: questions tagged ${route.tag}`,
          subtitle: `The newest questions tagged ${route.tag} on QueryHub.`,
          pageUrl: `${origin}${paths.tag.getHref(route.tag)}`,
          feedUrl: `${origin}${machinePaths.tagFeed(route.tag)}`,
        },
        entries: questions.map((question) => questionEntry(origin, question)),
      };
    }
    case 'question': {
      const thread = await loadQuestionFeed(route.questionId);
      if (!thread) return null;
      const { question, answers } = thread;
      return {
        header: {
          title: `QueryHub: answers to ${summarize(question.question, 100)}`,
          subtitle: 'The newest answers to this question on QueryHub.',
          pageUrl: questionPageUrl(origin, question),
          feedUrl: `${origin}${machinePaths.questionFeed(question.id)}`,
        },
        entries: answers.map((answer) => answerEntry(origin, question, answer)),
      };
    }
    case 'malformed':
      return route.message;
    case 'not-found':
      return null;
  }
}

export async function serveFeed(
  pathname: string,
  origin: string,
  response: ResponseLike,
): Promise<void> {
  const feed = await loadFeed(pathname, origin);
  if (feed === null) return sendNotFound(response);
  if (typeof feed === 'string') return sendMalformed(response, feed);
  sendDocument(response, ATOM_TYPE, renderAtomFeed(feed.header, feed.entries, Date.now()));
}
