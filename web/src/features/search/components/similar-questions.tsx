import type { QuestionView } from '@queryhub/model';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRelatedQuestions, useSimilarQuestions } from '../api/similar-questions';
import './similar-questions.css';

/** Questions like a draft being typed (under the ask form), or like a question (on its page). */
export type SimilarTo = { draft: string } | { questionId: string };

/**
 * "Similar questions" under the ask form, so an existing answer is found before asking again
 * (announced as they change, opened in a new tab so the draft stays), or "Related questions" on
 * a question page (shown once found).
 */
export function SimilarQuestions(props: SimilarTo) {
  const draft = 'draft' in props ? props.draft : null;
  const similar = useSimilarQuestions(draft ?? '');
  const related = useRelatedQuestions('questionId' in props ? props.questionId : '');
  if (draft === null) {
    if (related.length === 0) return null;
    return (
      <section className="similar-questions" aria-labelledby="related-title">
        <QuestionLinks titleId="related-title" title="Related questions" questions={related} />
      </section>
    );
  }
  return (
    <div className="similar-questions" aria-live="polite">
      {similar.length > 0 && (
        <QuestionLinks
          titleId="similar-title"
          title="Similar questions"
          questions={similar}
          newTab
        />
      )}
    </div>
  );
}

interface QuestionLinksProps {
  titleId: string;
  title: string;
  questions: QuestionView[];
  newTab?: boolean;
}

function QuestionLinks({ titleId, title, questions, newTab = false }: QuestionLinksProps) {
  return (
    <>
      <h2 id={titleId} className="similar-questions__title">
        {title}
      </h2>
      <ul aria-labelledby={titleId}>
        {questions.map((question) => (
          <li key={question.id}>
            <Link
              to={paths.question.getHref(question.catId, question.id, question.question)}
              target={newTab ? '_blank' : undefined}
            >
              {question.question}
            </Link>{' '}
            <span className="similar-questions__meta">
              ({question.score} votes, {question.answerCount} answers)
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
