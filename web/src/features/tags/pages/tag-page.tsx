import { isTag } from '@queryhub/model';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QuestionPageList } from '@/components/content/question-page-list';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQuestionListPosition } from '@/hooks/use-question-list-position';
import { useTagQuestions } from '../api/get-tag-questions';

/**
 * /Tags/:Tag?sort=&after= — the questions carrying the tag, sorted and paged, live; `actions` are
 * shown under the intro (the route adds Follow tag).
 */
export default function TagPage({ actions }: { actions?: ReactNode }) {
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
  return <TagQuestions tag={Tag} actions={actions} />;
}

function TagQuestions({ tag, actions }: { tag: string; actions: ReactNode }) {
  const position = useQuestionListPosition();
  const questions = useTagQuestions(tag, position.sort, position.after);

  return (
    <>
      <section className="page-intro" aria-labelledby="tag-title">
        <h1 id="tag-title" className="page-intro__title">
          Questions tagged {tag}
        </h1>
        <p className="page-intro__text">
          Every question carrying the tag {tag}. <Link to={paths.tags.getHref()}>All tags</Link>
        </p>
        {actions}
      </section>
      <QuestionPageList
        state={questions}
        position={position}
        emptyMessage="No Questions With This Tag"
      />
    </>
  );
}
