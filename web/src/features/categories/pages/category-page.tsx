import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { QuestionPageList } from '@/components/content/question-page-list';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { parseQuestionSort } from '@/lib/question-sort';
import { useCategoryQuestions } from '../api/get-category-questions';

/** /Category/:ID/:Name?sort=&after= — the category's questions, sorted and paged, live. */
/** The category page; `actions` are shown beside ASK QUESTIONS (the route adds Follow category). */
export default function CategoryPage({ actions }: { actions?: ReactNode }) {
  const { ID = '', Name } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sort = parseQuestionSort(searchParams.get('sort'));
  const after = searchParams.get('after') ?? '';
  const name = fromUrlText(Name);
  usePageTitle(name || 'Category');
  const { user } = useAuth();
  const questions = useCategoryQuestions(ID, sort, after);

  return (
    <>
      <section className="page-intro" aria-labelledby="category-title">
        <h1 id="category-title" className="page-intro__title">
          {name}
        </h1>
        <p className="page-intro__text">
          This category contains all queries and answers related to {name}
        </p>
        <LoginGatedLink
          signedIn={user === undefined ? undefined : Boolean(user)}
          to={paths.ask.getHref(ID, name)}
          loginMessage="Please Login To Ask Questions!"
        >
          ASK QUESTIONS
        </LoginGatedLink>
        {actions}
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
          emptyMessage="No Questions In This Category"
        />
      </section>
    </>
  );
}
