// The first page's data, read with the Admin SDK: the same queries, limits and view models as the
// browser's first snapshot (web/src/features/*/api), under the same keys (web/src/lib/data-keys).
import type { Query, QuerySnapshot } from 'firebase-admin/firestore';
import type { TagIndexPage } from '@queryhub/web/server';
import {
  toCategorySummary,
  dataKeys,
  NO_TAGS,
  PREFIX_RANGE_END,
  TAG_INDEX_PAGE_SIZE,
  tagIndexQuery,
  toTagIndexPage,
} from '@queryhub/web/server';
import { firestore } from './admin-firestore';
import { loadPostComments } from './comment-data';
import { readQuestionThread } from './question-thread';
import { URLS_PER_SITEMAP } from './sitemap';
import type { AnswerView, QuestionView } from '@queryhub/model';
import {
  adminQuery,
  COLLECTIONS,
  PAGE_SIZES,
  toQuestionView,
  visiblePosts,
  withoutHiddenContent,
} from '@queryhub/model';

/**
 * A question list's first page as the browser reads it (web's useQuestionPage): a page and one
 * more, which only tells that a next page exists, so the server's HTML carries the "Next page"
 * link (crawlable, and clickable before the app is live) and the live listener's first value
 * equals the server's.
 */
const LIST_PAGE_READ = PAGE_SIZES.categoryQuestions + 1;

interface QuestionListPage {
  /** The visible questions, for the page's head and structured data. */
  questions: QuestionView[];
  data: Record<string, unknown>;
}

/**
 * A question list's first page: the visible questions, and the hydration data exactly as the
 * browser's listener reads it (hidden questions included, their content left out), so that the
 * server's "Next page" link and the cards it shows are the live page's: a hidden question among
 * the newest neither drops the link nor makes the list shrink under a reader once it is live.
 */
function questionListPage(snapshot: QuerySnapshot, key: string): QuestionListPage {
  const read = snapshot.docs.map((doc) => withoutHiddenContent(toQuestionView(doc.id, doc.data())));
  return { questions: visiblePosts(read), data: { [key]: read } };
}

export interface HomeData {
  data: Record<string, unknown>;
}

/** Home's first page: the newest categories, as the browser's paged list reads them. */
export async function loadHome(): Promise<HomeData> {
  const snapshot = await adminQuery(firestore(), 'categories.newest')
    .limit(PAGE_SIZES.categories)
    .get();
  const categories = snapshot.docs.map((doc) => toCategorySummary(doc.id, doc.data()));
  return { data: { [dataKeys.categories()]: categories } };
}

export interface CategoryData extends QuestionListPage {
  subject: string;
}

/** null when the category does not exist. */
export async function loadCategory(categoryId: string): Promise<CategoryData | null> {
  const store = firestore();
  const [category, questions] = await Promise.all([
    store.collection(COLLECTIONS.categories).doc(categoryId).get(),
    adminQuery(store, 'questions.category.newest', categoryId).limit(LIST_PAGE_READ).get(),
  ]);
  if (!category.exists) return null;
  const subject = category.get('Subject');
  return {
    subject: typeof subject === 'string' ? subject : '',
    ...questionListPage(questions, dataKeys.categoryQuestions(categoryId)),
  };
}

export type TagData = QuestionListPage;

/** The tag page's first page: the newest questions carrying the tag (web's useTagQuestions). */
export async function loadTag(tag: string): Promise<TagData> {
  const questions = await adminQuery(firestore(), 'questions.tag.newest', tag)
    .limit(LIST_PAGE_READ)
    .get();
  return questionListPage(questions, dataKeys.tagQuestions(tag));
}

export type AllQuestionsData = QuestionListPage;

/** `/Questions`' first page: the newest questions of every category (web's useAllQuestions). */
export async function loadAllQuestions(): Promise<AllQuestionsData> {
  const questions = await adminQuery(firestore(), 'questions.all.newest')
    .limit(LIST_PAGE_READ)
    .get();
  return questionListPage(questions, dataKeys.allQuestions());
}

export interface TagIndexData {
  page: TagIndexPage;
  data: Record<string, unknown>;
}

/**
 * One page of the tag index, exactly as the browser reads it (web's useTagIndex: the query of
 * tagIndexQuery, a page and one more), for the filter (parsed) and cursor of the URL.
 */
export async function loadTagIndex(filter: string, after: string): Promise<TagIndexData> {
  const plan = tagIndexQuery(filter, after);
  const key = dataKeys.tagIndex(filter, after);
  if (plan.kind === 'none') return { page: NO_TAGS, data: { [key]: NO_TAGS } };
  const store = firestore();
  let query: Query;
  if (plan.kind === 'most-used') {
    query = adminQuery(store, 'tags.used.mostUsed', 0);
    if (plan.after) {
      const cursor = await store.collection(COLLECTIONS.tags).doc(plan.after).get();
      if (cursor.exists) query = query.startAfter(cursor);
    }
  } else {
    const end = `${plan.prefix}${PREFIX_RANGE_END}`;
    query = adminQuery(store, 'tags.byNamePrefix', plan.prefix, end);
    if (plan.after) query = query.startAfter(plan.after);
  }
  const snapshot = await query.limit(TAG_INDEX_PAGE_SIZE + 1).get();
  const page = toTagIndexPage(snapshot.docs);
  return { page, data: { [key]: page } };
}

export interface QuestionData {
  question: QuestionView;
  answers: AnswerView[];
  /** The question's AnswerCount (kept by the functions), at least the answers read. */
  answerCount: number;
  data: Record<string, unknown>;
}

/** null when the question does not exist. */
export async function loadQuestion(questionId: string): Promise<QuestionData | null> {
  const thread = await readQuestionThread(questionId, PAGE_SIZES.questionAnswers);
  if (!thread) return null;
  // Moderation: hidden posts are not served (admins see them once the page is live); a hidden
  // question's page holds neither its text nor its answers.
  const view = withoutHiddenContent(thread.question);
  const { best, acceptedBeyond } = thread;
  // The page pins the accepted answer first.
  const answerViews = visiblePosts(acceptedBeyond ? [acceptedBeyond, ...best] : best);
  const count = view.hidden ? 0 : thread.raw.AnswerCount;
  const postIds = view.hidden ? [] : [view.id, ...answerViews.map((answer) => answer.id)];
  const comments = await loadPostComments(firestore(), questionId, postIds);
  return {
    question: view,
    answers: answerViews,
    answerCount: Math.max(typeof count === 'number' ? count : 0, answerViews.length),
    data: {
      [dataKeys.question(questionId)]: view,
      [dataKeys.questionAnswers(questionId)]: answerViews,
      ...comments,
    },
  };
}

/** The sitemap lists at most this many tags, the most used first. */
const MAX_SITEMAP_TAGS = 1000;

/** The sitemap's pages besides categories, tags and questions: Home, /Questions and /Tags. */
const SITEMAP_FIXED_PAGES = 3;

export interface SitemapCounts {
  categories: { id: string; subject: string; dateMillis: number | null }[];
  /** Tags that visible questions carry, the most used first. */
  tags: string[];
  questionCount: number;
}

export async function loadSitemapBasics(): Promise<SitemapCounts> {
  const store = firestore();
  const [categories, count, tags] = await Promise.all([
    // Bounded like every other read: the sitemap's fixed pages (Home, the lists, the categories and the tags) must
    // fit one sitemap file anyway; crawlers reach further categories through their questions.
    adminQuery(store, 'categories.all')
      .select('Subject', 'date')
      .limit(URLS_PER_SITEMAP - SITEMAP_FIXED_PAGES - MAX_SITEMAP_TAGS)
      .get(),
    store.collection(COLLECTIONS.questions).count().get(),
    adminQuery(store, 'tags.used.mostUsed', 0).select().limit(MAX_SITEMAP_TAGS).get(),
  ]);
  return {
    categories: categories.docs.map((doc) => {
      const subject = doc.get('Subject');
      const date = doc.get('date') as { toMillis?: () => number } | undefined;
      return {
        id: doc.id,
        subject: typeof subject === 'string' ? subject : '',
        dateMillis: typeof date?.toMillis === 'function' ? date.toMillis() : null,
      };
    }),
    questionCount: count.data().count,
    tags: tags.docs.map((doc) => doc.id),
  };
}

/**
 * One page of questions for the sitemap, newest first (offset paging: the CDN caches the file).
 * Hidden questions (three flags, or a moderator) are left out, so crawlers are never sent to
 * them; they still take their place in the paging, so a page lists at most `limit` URLs.
 */
export async function loadSitemapQuestions(offset: number, limit: number): Promise<QuestionView[]> {
  const snapshot = await adminQuery(firestore(), 'questions.all.newest')
    .select('Question', 'CatID', 'date', 'Hidden')
    .offset(offset)
    .limit(limit)
    .get();
  return snapshot.docs
    .map((doc) => toQuestionView(doc.id, doc.data()))
    .filter((question) => !question.hidden);
}
