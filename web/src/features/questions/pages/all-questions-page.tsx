import { useLocation, useSearchParams } from 'react-router';
import { QuestionPageList } from '@/components/content/question-page-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { parseQuestionSort } from '@/lib/question-sort';
import { useAllQuestions } from '../api/get-all-questions';

/** /Questions?sort=&after= — the questions of every category, sorted and paged, live. */
export default function AllQuestionsPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sort = parseQuestionSort(searchParams.get('sort'));
  const after = searchParams.get('after') ?? '';
  usePageTitle('All questions');
  const questions = useAllQuestions(sort, after);

  return (
    <>
      <section className="page-intro" aria-labelledby="all-questions-title">
        <h1 id="all-questions-title" className="page-intro__title">
          All questions
        </h1>
        <p className="page-intro__text">The questions of every category on QueryHub.</p>
      </section>
      <section className="section" aria-labelledby="questions-title">
        <h2 id="questions-title" className="section__title">
          QUESTIONS
        </h2>
        <QuestionPageList
          state={questions}
          sort={sort}
          after={after}
          pathname={pathname}
          emptyMessage="No Questions Yet"
          showCategory
        />
      </section>
    </>
  );
}
