import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { authorName, type AnswerView, type QuestionView } from '@queryhub/model';
import { PostCard } from './post-card';

/** A question in a list (category page, search results); it opens the question's page. */
export function QuestionCard({ question }: { question: QuestionView }) {
  return (
    <PostCard
      text={question.question}
      byline={`This question is asked by ${authorName(question.userName)}`}
      screenshot={question.screenshot}
      screenshotAlt={`Screenshot attached to the question: ${question.question}`}
      dateMillis={question.dateMillis}
      to={paths.question.getHref(question.catId, question.id, question.question)}
    />
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
  actions,
  footer,
}: {
  answer: AnswerView;
  linked?: boolean;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PostCard
      text={answer.answer}
      html={answer.html}
      byline={`This question is answered by ${authorName(answer.userName)}`}
      screenshot={answer.screenshot}
      screenshotAlt="Screenshot attached to the answer"
      dateMillis={answer.dateMillis}
      actions={actions}
      footer={footer}
      anchorId={linked ? undefined : answerAnchorId(answer.id)}
      to={
        linked
          ? paths.question.getHref(answer.catId, answer.questionId, answer.question)
          : undefined
      }
    />
  );
}
