import { useParams } from 'react-router';
import { PagedListView } from '@/components/content/paged-list-view';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { QuestionCard } from '@/components/content/post-cards';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCategoryQuestions } from '../api/get-category-questions';

/** /Category/:ID/:Name — the category's questions, newest first, live. */
export default function CategoryPage() {
  const { ID = '', Name } = useParams();
  const name = fromUrlText(Name);
  usePageTitle(name || 'Category');
  const { user } = useAuth();
  const questions = useCategoryQuestions(ID);

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
      </section>
      <section className="section" aria-labelledby="questions-title">
        <h2 id="questions-title" className="section__title">
          QUESTIONS
        </h2>
        <PagedListView
          list={questions}
          label="Questions"
          emptyMessage="No Questions In This Category"
          renderItem={(question) => <QuestionCard key={question.id} question={question} />}
        />
      </section>
    </>
  );
}
