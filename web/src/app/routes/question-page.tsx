import { useParams } from 'react-router';
import { fromUrlText, paths } from '@/config/paths';
import { SimilarQuestions } from '@/features/search';
import { usePageTitle } from '@/hooks/use-page-title';
import { AnswersSection } from './question/answers-section';
import { QuestionSection } from './question/question-section';
import { QuestionPageContext, useQuestionPage } from './question/use-question-page';

/**
 * /Questions/:CatID/:QuestionID/:Question — the question and its answers, live: the accepted
 * answer first, then by score, then newest. The page composes the features at the route
 * (app/routes/question/): each post, the question and every answer, carries one PostActions
 * (edit links, votes, accept, save, follow, flag, close, comments). Its sections, in order: the
 * question, the answers (once the question has loaded, so nothing moves), related questions.
 */
export default function QuestionPage() {
  const { CatID = '', QuestionID = '', Question } = useParams();
  const titleFromUrl = fromUrlText(Question);
  usePageTitle(titleFromUrl || 'Question');
  const page = useQuestionPage(QuestionID);
  return (
    <QuestionPageContext.Provider value={page.shared}>
      <QuestionSection
        question={page.question}
        replyHref={paths.reply.getHref(CatID, QuestionID, titleFromUrl)}
      />
      {page.question.status !== 'loading' && <AnswersSection answers={page.answers} />}
      {QuestionID && <SimilarQuestions questionId={QuestionID} />}
    </QuestionPageContext.Provider>
  );
}
