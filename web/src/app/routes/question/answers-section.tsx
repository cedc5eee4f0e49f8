import { Section } from '@/components/ui';
import { PagedListView } from '@/components/content/paged-list-view';
import { AnswerCard } from '@/components/content/post-cards';
import { ModerationNotice } from '@/features/moderation';
import { AcceptedBadge } from '@/features/votes';
import type { PagedList } from '@/lib/paged-list';
import type { AnswerView } from '@queryhub/model';
import { PostActions } from './post-actions';
import { useQuestionPageShared } from './use-question-page';

/** ANSWERS: each answer's card, marked when accepted or hidden, with its PostActions. */
export function AnswersSection({ answers }: { answers: PagedList<AnswerView> }) {
  const { question } = useQuestionPageShared();
  return (
    <Section titleId="answers-title" title="ANSWERS">
      <PagedListView
        list={answers}
        label="Answers"
        listClassName="card-list card-list--deferred"
        emptyMessage="No Answers For This Question"
        renderItem={(answer) => (
          <AnswerCard
            key={answer.id}
            answer={answer}
            badge={
              <>
                {answer.hidden && <ModerationNotice what="answer" post={answer} />}
                {question?.acceptedAnswerId === answer.id && <AcceptedBadge />}
              </>
            }
          >
            <PostActions post={answer} />
          </AnswerCard>
        )}
      />
    </Section>
  );
}
