import { isTag } from '@queryhub/model';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { QuestionPageList } from '@/components/content/question-page-list';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { parseQuestionSort } from '@/lib/question-sort';
import { useTagQuestions } from '../api/get-tag-questions';
import { FollowTagButton } from '../components/follow-toggle';

/** /Tags/:Tag?sort=&after= — the questions carrying the tag, sorted and paged, live. */
export default function TagPage() {
  const { Tag = '' } = useParams();
  usePageTitle(`Questions tagged ${Tag}`);
  if (!isTag(Tag)) {
    return (
      <section className="page-intro">
        <h1 className="page-intro__title">Tag not found</h1>
        <EmptyState message="This is not a tag." />
        <Link to={paths.tags.getHref()}>All tags</Link>
      </section>
    );
  }
  return <TagQuestions tag={Tag} />;
}

function TagQuestions({ tag }: { tag: string }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sort = parseQuestionSort(searchParams.get('sort'));
  const after = searchParams.get('after') ?? '';
  const questions = useTagQuestions(tag, sort, after);

  return (
    <>
      <section className="page-intro" aria-labelledby="tag-title">
        <h1 id="tag-title" className="page-intro__title">
          Questions tagged {tag}
        </h1>
        <p className="page-intro__text">
          Every question carrying the tag {tag}. <Link to={paths.tags.getHref()}>All tags</Link>
        </p>
        <FollowTagButton tag={tag} />
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
          emptyMessage="No Questions With This Tag"
        />
      </section>
    </>
  );
}
