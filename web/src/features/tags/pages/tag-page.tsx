import { isTag, visiblePosts, type QuestionView } from '@queryhub/model';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { QuestionCard } from '@/components/content/post-cards';
import { PageLinks, SortTabs } from '@/components/content/sort-tabs';
import { EmptyState } from '@/components/ui';
import { usePageTitle } from '@/hooks/use-page-title';
import { parseQuestionSort, QUESTION_SORTS, QUESTIONS_PAGE_SIZE } from '@/lib/question-sort';
import type { SubscriptionState } from '@/lib/subscription';
import { useTagQuestions } from '../api/get-tag-questions';
import { FollowTagButton } from '../components/follow-toggle';

/** The page's questions without the hidden ones (the cursor still counts them). */
function onePage(state: SubscriptionState<QuestionView[]>): SubscriptionState<QuestionView[]> {
  return state.status === 'ready'
    ? { status: 'ready', data: visiblePosts(state.data.slice(0, QUESTIONS_PAGE_SIZE)) }
    : state;
}

/** /Tags/:Tag?sort=&after= — the questions carrying the tag, sorted and paged, live. */
export default function TagPage() {
  const { Tag = '' } = useParams();
  usePageTitle(`Questions tagged ${Tag}`);
  if (!isTag(Tag)) {
    return (
      <section className="page-intro">
        <h1 className="page-intro__title">Tag not found</h1>
        <EmptyState message="This is not a tag." />
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
  const more =
    questions.status === 'ready' && questions.data.length > QUESTIONS_PAGE_SIZE
      ? (questions.data[QUESTIONS_PAGE_SIZE - 1]?.id ?? null)
      : null;

  return (
    <>
      <section className="page-intro" aria-labelledby="tag-title">
        <h1 id="tag-title" className="page-intro__title">
          Questions tagged {tag}
        </h1>
        <p className="page-intro__text">Every question carrying the tag {tag}.</p>
        <FollowTagButton tag={tag} />
      </section>
      <section className="section" aria-labelledby="questions-title">
        <h2 id="questions-title" className="section__title">
          QUESTIONS
        </h2>
        <SortTabs sorts={QUESTION_SORTS} current={sort} defaultSort="newest" pathname={pathname} />
        <LiveList
          state={onePage(questions)}
          label="Questions"
          emptyMessage="No Questions With This Tag"
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
