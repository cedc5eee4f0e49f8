import { PageIntro } from '@/components/content/page-intro';
import { QuestionPageList } from '@/components/content/question-page-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQuestionListPosition } from '@/hooks/use-question-list-position';
import { useAllQuestions } from '../api/get-all-questions';

/** /Questions?sort=&after= — the questions of every category, sorted and paged, live. */
export default function AllQuestionsPage() {
  const position = useQuestionListPosition();
  usePageTitle('All questions');
  const questions = useAllQuestions(position.sort, position.after);

  return (
    <>
      <PageIntro titleId="all-questions-title" title="All questions">
        <p className="page-intro__text">The questions of every category on QueryHub.</p>
      </PageIntro>
      <QuestionPageList
        state={questions}
        position={position}
        emptyMessage="No Questions Yet"
        showCategory
      />
    </>
  );
}
