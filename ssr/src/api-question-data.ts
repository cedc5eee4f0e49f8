// The public API's question reads (Admin SDK): a list page under a sort tab, and one question
// with its answers and comments as the question page reads them (readQuestionThread, the
// comments loader), best answers first, the accepted one even beyond them.
import {
  API_LIMITS,
  COLLECTIONS,
  toQuestionView,
  visiblePosts,
  type CommentView,
  type QuestionListSort,
  type QuestionView,
} from '@queryhub/model';
import { dataKeys } from '@queryhub/web/server';
import type { ReadPage } from './api-handler';
import { readListPage } from './api-list-read';
import type { PageRequest } from './api-params';
import { questionListQuery, type ApiQuestionScope } from './api-queries';
import type { QuestionThreadRead } from './api-shape';
import { loadPostComments } from './comment-data';
import { firestore } from './admin-firestore';
import { readQuestionThread } from './question-thread';

/** What a list item shows, and the sort values of its cursor: never the long texts. */
const SUMMARY_FIELDS = [
  'Question',
  'Category',
  'CatID',
  'Tags',
  'uid',
  'UserName',
  'Score',
  'AnswerCount',
  'AcceptedAnswerID',
  'Closed',
  'Hidden',
  'date',
  'EditedAt',
  'LastActivity',
];

/** null when the list is a category's and there is no such category. */
export async function readQuestionList(
  scope: ApiQuestionScope,
  sort: QuestionListSort,
  page: PageRequest,
): Promise<ReadPage<QuestionView> | null> {
  const [exists, read] = await Promise.all([
    scope.kind === 'category'
      ? firestore()
          .collection(COLLECTIONS.categories)
          .doc(scope.categoryId)
          .get()
          .then((snapshot) => snapshot.exists)
      : true,
    readListPage(questionListQuery(scope, sort), page, toQuestionView, SUMMARY_FIELDS),
  ]);
  return exists ? read : null;
}

/** null when the question does not exist; a hidden one comes back without answers. */
export async function readQuestion(questionId: string): Promise<QuestionThreadRead | null> {
  const thread = await readQuestionThread(questionId, API_LIMITS.questionAnswers);
  if (!thread) return null;
  const { question, best, acceptedBeyond } = thread;
  if (question.hidden) return { question, answers: [], comments: {} };
  const answers = acceptedBeyond ? [...best, acceptedBeyond] : best;
  const postIds = [question.id, ...visiblePosts(answers).map((answer) => answer.id)];
  const grouped = await loadPostComments(firestore(), questionId, postIds);
  const comments: Record<string, CommentView[]> = {};
  for (const id of postIds) comments[id] = grouped[dataKeys.postComments(id)] ?? [];
  return { question, answers, comments };
}
