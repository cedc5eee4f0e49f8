import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { AnswerView, QuestionView } from '@queryhub/model';
import { AuthorLink } from './author-link';
import { PostCard } from './post-card';
import { TagLinks } from './tag-links';

/** Score, answers and whether one was accepted, as a line of text under a question in a list. */
function QuestionStats({ question }: { question: QuestionView }) {
  const answers = question.answerCount === 1 ? '1 answer' : `${question.answerCount} answers`;
  const votes = Math.abs(question.score) === 1 ? 'vote' : 'votes';
  return (
    <p className="post-card__stats">
      {question.score} {votes} · {answers}
      {question.acceptedAnswerId !== '' && (
        <>
          {' · '}
          <span className="post-card__answered">Answered</span>
        </>
      )}
    </p>
  );
}

/** A question in a list (category page, search results); it opens the question's page. */
/** A question in a list; `children` (a search passage) goes under its stats. */
export function QuestionCard({
  question,
  children,
}: {
  question: QuestionView;
  children?: ReactNode;
}) {
  return (
    <PostCard
      text={question.question}
      byline={
        <>
          This question is asked by <AuthorLink uid={question.uid} userName={question.userName} />
        </>
      }
      screenshot={question.screenshot}
      screenshotAlt={`Screenshot attached to the question: ${question.question}`}
      dateMillis={question.dateMillis}
      to={paths.question.getHref(question.catId, question.id, question.question)}
    >
      <QuestionStats question={question} />
      <TagLinks tags={question.tags} />
      {children}
    </PostCard>
  );
}

/** The id of an answer's card on its question's page (the target of `#answer-…` links). */
export function answerAnchorId(answerId: string): string {
  return `answer-${answerId}`;
}

/** An answer in a list; `linked` makes it open its question's page (search results). */
export function AnswerCard({
  answer,
  linked = false,
  badge,
  children,
}: {
  answer: AnswerView;
  linked?: boolean;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PostCard
      text={answer.answer}
      html={answer.html}
      byline={
        <>
          This question is answered by <AuthorLink uid={answer.uid} userName={answer.userName} />
        </>
      }
      screenshot={answer.screenshot}
      screenshotAlt="Screenshot attached to the answer"
      dateMillis={answer.dateMillis}
      anchorId={linked ? undefined : answerAnchorId(answer.id)}
      to={
        linked
          ? paths.question.getHref(answer.catId, answer.questionId, answer.question)
          : undefined
      }
      badge={badge}
    >
      {children ??
        (linked && (
          <p className="post-card__stats">
            {answer.score} {Math.abs(answer.score) === 1 ? 'vote' : 'votes'}
          </p>
        ))}
    </PostCard>
  );
}
