import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/content/page-intro';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { QuestionPageList } from '@/components/content/question-page-list';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQuestionListPosition } from '@/hooks/use-question-list-position';
import { useCategoryQuestions } from '../api/get-category-questions';

/** /Category/:ID/:Name?sort=&after= — the category's questions, sorted and paged, live. */
/** The category page; `actions` are shown beside ASK QUESTIONS (the route adds Follow category). */
export default function CategoryPage({ actions }: { actions?: ReactNode }) {
  const { ID = '', Name } = useParams();
  const position = useQuestionListPosition();
  const name = fromUrlText(Name);
  usePageTitle(name || 'Category');
  const { user } = useAuth();
  const questions = useCategoryQuestions(ID, position.sort, position.after);

  return (
    <>
      <PageIntro titleId="category-title" title={name}>
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
      </PageIntro>
      <QuestionPageList
        state={questions}
        position={position}
        emptyMessage="No Questions In This Category"
      />
    </>
  );
}
