import { LoadedValue } from '@/components/content/loaded-value';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { useAuth } from '@/features/auth';
import { CloseNotice } from '@/features/close';
import { HiddenNotice, ModerationNotice } from '@/features/moderation';
import { QuestionDetails } from '@/features/questions';
import type { SubscriptionState } from '@/lib/subscription';
import type { QuestionView } from '@queryhub/model';
import { PostActions } from './post-actions';
import { useQuestionPageShared } from './use-question-page';

export interface QuestionSectionProps {
  question: SubscriptionState<QuestionView | null>;
  /** The reply form of this question. */
  replyHref: string;
}

/**
 * The question: its details, the close notice and its actions (or why it is hidden), then
 * ANSWER THE QUESTION while it is open.
 */
export function QuestionSection({ question, replyHref }: QuestionSectionProps) {
  const { user } = useAuth();
  const { canSee } = useQuestionPageShared();
  const closed = question.status === 'ready' && question.data?.closed === true;
  return (
    <section className="page-intro" aria-label="Question">
      <LoadedValue
        state={question}
        what="The question"
        missingMessage="This question does not exist."
      >
        {(loaded) =>
          canSee(loaded) ? (
            <>
              {loaded.hidden && <ModerationNotice what="question" post={loaded} />}
              <QuestionDetails question={loaded} />
              <CloseNotice question={loaded} />
              <PostActions post={loaded} />
            </>
          ) : (
            <HiddenNotice what="question" />
          )
        }
      </LoadedValue>
      {/* Everything below waits for the question, so its arrival moves nothing (CLS). */}
      {question.status !== 'loading' && !closed && (
        <LoginGatedLink
          signedIn={user === undefined ? undefined : Boolean(user)}
          to={replyHref}
          loginMessage="Please Login To Answer The Question!"
        >
          ANSWER THE QUESTION
        </LoginGatedLink>
      )}
    </section>
  );
}
