import { createContext, useContext } from 'react';
import { useAuth } from '@/features/auth';
import { canSeePost, useIsAdmin } from '@/features/moderation';
import { useAcceptedAnswer, useQuestion, useQuestionAnswers } from '@/features/questions';
import { useMyVotes, type MyVotes } from '@/features/votes';
import type { PagedList } from '@/lib/paged-list';
import type { SubscriptionState } from '@/lib/subscription';
import { sortAnswers, type AnswerView, type PostView, type QuestionView } from '@queryhub/model';

/**
 * What the posts on the question page share: the question (null while it loads or when it is
 * missing), the reader's votes on the question and its answers (one query), and whether the
 * reader may see a post (hidden ones: admins, and their authors while held for review).
 */
export interface QuestionPageShared {
  question: QuestionView | null;
  myVotes: MyVotes;
  canSee: (post: PostView) => boolean;
}

export const QuestionPageContext = createContext<QuestionPageShared>({
  question: null,
  myVotes: new Map(),
  canSee: (post) => !post.hidden,
});

export function useQuestionPageShared(): QuestionPageShared {
  return useContext(QuestionPageContext);
}

export interface QuestionPageData {
  question: SubscriptionState<QuestionView | null>;
  /** The answers as shown (see `shown`). */
  answers: PagedList<AnswerView>;
  shared: QuestionPageShared;
}

/** The question page's reads: the question, its answers as shown, the reader's votes. */
export function useQuestionPage(questionId: string): QuestionPageData {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const question = useQuestion(questionId);
  const answers = useQuestionAnswers(questionId);
  const isAdmin = useIsAdmin() === true;
  const myVotes = useMyVotes(uid, questionId);
  const found = question.status === 'ready' ? question.data : null;
  const accepted = useAcceptedAnswer(questionId, found?.acceptedAnswerId ?? '');
  return {
    question,
    answers: { ...answers, state: shown(answers.state, found, accepted, isAdmin, uid) },
    shared: { question: found, myVotes, canSee: (post) => canSeePost(post, uid, isAdmin) },
  };
}

/**
 * The loaded answers as shown: the accepted one first (added when its page is not loaded yet),
 * hidden ones only for admins and, while held for review, their authors.
 */
function shown(
  answers: SubscriptionState<AnswerView[]>,
  question: QuestionView | null,
  accepted: AnswerView | null,
  isAdmin: boolean,
  uid: string | null,
): SubscriptionState<AnswerView[]> {
  if (answers.status !== 'ready') return answers;
  const loaded =
    accepted && !answers.data.some((answer) => answer.id === accepted.id)
      ? [accepted, ...answers.data]
      : answers.data;
  const visible = loaded.filter((answer) => canSeePost(answer, uid, isAdmin));
  return { status: 'ready', data: sortAnswers(visible, question?.acceptedAnswerId ?? '') };
}
