import { Section } from '@/components/ui';
import type { QuestionView } from '@queryhub/model';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { QuestionListPosition } from '@/hooks/use-question-list-position';
import { QUESTION_SORTS, splitQuestionPage } from '@/lib/question-sort';
import type { SubscriptionState } from '@/lib/subscription';
import { LiveList } from './live-list';
import { QuestionCard } from './post-cards';
import { PageLinks, SortTabs } from './sort-tabs';

export interface QuestionPageListProps {
  /** The page as read: QUESTIONS_PAGE_SIZE + 1 questions at most, hidden ones included. */
  state: SubscriptionState<QuestionView[]>;
  position: QuestionListPosition;
  /** The spec's empty text, e.g. 'No Questions In This Category'. */
  emptyMessage: string;
  /** Each card names its category with a link (lists that mix categories). */
  showCategory?: boolean;
}

function CategoryLine({ question }: { question: QuestionView }) {
  return (
    <p className="question-card__category">
      in{' '}
      <Link to={paths.category.getHref(question.catId, question.category)}>
        {question.category}
      </Link>
    </p>
  );
}

/**
 * The QUESTIONS section of a paged question list (category, tag and all-questions pages): the
 * sort tabs, one page of question cards without the hidden ones, and the "First page" /
 * "Next page" links.
 */
export function QuestionPageList({
  state,
  position: { pathname, sort, after },
  emptyMessage,
  showCategory = false,
}: QuestionPageListProps) {
  const page = state.status === 'ready' ? splitQuestionPage(state.data) : null;
  return (
    <Section titleId="questions-title" title="QUESTIONS">
      <SortTabs sorts={QUESTION_SORTS} current={sort} defaultSort="newest" pathname={pathname} />
      <LiveList
        state={page ? { status: 'ready', data: page.shown } : state}
        label="Questions"
        emptyMessage={emptyMessage}
        renderItem={(question) => (
          <QuestionCard key={question.id} question={question}>
            {showCategory && <CategoryLine question={question} />}
          </QuestionCard>
        )}
      />
      <PageLinks
        pathname={pathname}
        sort={sort}
        defaultSort="newest"
        nextAfter={page?.nextAfter ?? null}
        paged={after !== ''}
      />
    </Section>
  );
}
