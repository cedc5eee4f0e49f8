import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { LoadedValue } from '@/components/content/loaded-value';
import { AnswerCard, QuestionCard } from '@/components/content/post-cards';
import { ProfilePicture } from '@/components/content/profile-picture';
import { Card, Section } from '@/components/ui';
import { fromUrlText } from '@/config/paths';
import { MemberPrivileges } from '@/features/privileges';
import { visiblePosts, PAGE_SIZES } from '@queryhub/model';
import { usePageTitle } from '@/hooks/use-page-title';
import type { SubscriptionState } from '@/lib/subscription';
import { usePublicProfile, type PublicProfile } from '../api/get-public-profile';
import { useUserAnswers, useUserQuestions } from '../api/get-user-posts';
import './user-page.css';

/** One page of posts without the hidden ones (moderation); the cursor still counts them. */
function firstPage<T extends { hidden: boolean }>(
  state: SubscriptionState<T[]>,
): SubscriptionState<T[]> {
  return state.status === 'ready'
    ? { status: 'ready', data: visiblePosts(state.data.slice(0, PAGE_SIZES.userPosts)) }
    : state;
}

/** The id after which the next page starts, or null when this is the last page. */
function nextCursor<T extends { id: string }>(state: SubscriptionState<T[]>): string | null {
  if (state.status !== 'ready' || state.data.length <= PAGE_SIZES.userPosts) return null;
  return state.data[PAGE_SIZES.userPosts - 1]?.id ?? null;
}

function memberSince(millis: number | null): string {
  if (millis === null) return '—';
  return new Date(millis).toLocaleDateString(undefined, { dateStyle: 'long' });
}

function ProfileSummary({ profile }: { profile: PublicProfile }) {
  return (
    <Card className="user-summary" as="section" aria-label="About this user">
      <ProfilePicture
        className="user-summary__picture"
        photo={profile.photo}
        size={96}
        alt={`Profile picture of ${profile.userName}`}
      />
      <div>
        <h1 className="page-intro__title">{profile.userName}</h1>
        <dl className="user-summary__facts">
          <dt>Reputation</dt>
          <dd data-testid="reputation">{profile.reputation}</dd>
          <dt>Member since</dt>
          <dd>
            {profile.memberSinceMillis === null ? (
              '—'
            ) : (
              <time dateTime={new Date(profile.memberSinceMillis).toISOString()}>
                {memberSince(profile.memberSinceMillis)}
              </time>
            )}
          </dd>
          <dt>Questions asked</dt>
          <dd>{profile.questionsAsked}</dd>
          <dt>Questions answered</dt>
          <dd>{profile.questionsAnswered}</dd>
          <dt>Accepted answers</dt>
          <dd>{profile.acceptedAnswers}</dd>
        </dl>
        <MemberPrivileges reputation={profile.reputation} />
      </div>
    </Card>
  );
}

/** "Next" link of one list on the page, keeping the other list's cursor. */
function NextLink({
  param,
  cursor,
  label,
}: {
  param: string;
  cursor: string | null;
  label: string;
}) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (cursor === null) return null;
  const next = new URLSearchParams(searchParams);
  next.set(param, cursor);
  return (
    <nav className="page-links" aria-label={`${label} pages`}>
      <Link rel="next" to={`${pathname}?${next.toString()}`}>
        More {label.toLowerCase()}
      </Link>
    </nav>
  );
}

/**
 * /User/:uid/:name — a public user page: profile, reputation, questions and answers, paged;
 * `badges` (composed by the route) shows under the profile.
 */
export default function UserPage({ badges }: { badges?: ReactNode } = {}) {
  const { uid = '', name } = useParams();
  const [searchParams] = useSearchParams();
  usePageTitle(fromUrlText(name) || 'User');
  const profile = usePublicProfile(uid);
  const questions = useUserQuestions(uid, searchParams.get('questions') ?? '');
  const answers = useUserAnswers(uid, searchParams.get('answers') ?? '');

  return (
    <>
      <section className="page-intro" aria-label="User">
        <LoadedValue state={profile} what="The user" missingMessage="This user does not exist.">
          {(found) => <ProfileSummary profile={found} />}
        </LoadedValue>
      </section>
      {profile.status === 'ready' && profile.data !== null && (
        <>
          {badges}
          <Section titleId="user-questions-title" title="QUESTIONS">
            <LiveList
              state={firstPage(questions)}
              label="Questions"
              emptyMessage="No Questions Asked"
              renderItem={(question) => <QuestionCard key={question.id} question={question} />}
            />
            <NextLink param="questions" cursor={nextCursor(questions)} label="Questions" />
          </Section>
          <Section titleId="user-answers-title" title="ANSWERS">
            <LiveList
              state={firstPage(answers)}
              label="Answers"
              emptyMessage="No Questions Answered"
              renderItem={(answer) => <AnswerCard key={answer.id} answer={answer} linked />}
            />
            <NextLink param="answers" cursor={nextCursor(answers)} label="Answers" />
          </Section>
        </>
      )}
    </>
  );
}
