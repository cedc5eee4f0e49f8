import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { QuestionCard } from '@/components/content/post-cards';
import { PageLinks, SortTabs } from '@/components/content/sort-tabs';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { visiblePosts, type QuestionView } from '@queryhub/model';
import { parseQuestionSort, QUESTION_SORTS, QUESTIONS_PAGE_SIZE } from '@/lib/question-sort';
import type { SubscriptionState } from '@/lib/subscription';
import { useCategoryQuestions } from '../api/get-category-questions';

/** The page's questions without the hidden ones (the cursor still counts them). */
function onePage(state: SubscriptionState<QuestionView[]>): SubscriptionState<QuestionView[]> {
  return state.status === 'ready'
    ? { status: 'ready', data: visiblePosts(state.data.slice(0, QUESTIONS_PAGE_SIZE)) }
    : state;
}

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
  const more =
    questions.status === 'ready' && questions.data.length > QUESTIONS_PAGE_SIZE
      ? (questions.data[QUESTIONS_PAGE_SIZE - 1]?.id ?? null)
      : null;

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
        <SortTabs sorts={QUESTION_SORTS} current={sort} defaultSort="newest" pathname={pathname} />
        <LiveList
          state={onePage(questions)}
          label="Questions"
          emptyMessage="No Questions In This Category"
          renderItem={(question) => <QuestionCard key={question.id} question={question} />}
        />
        <PageLinks
          pathname={pathname}
          sort={sort}
          defaultSort="newest"
          nextAfter={more}
          paged={after !== ''}
        />
      </section>
    </>
  );
}
