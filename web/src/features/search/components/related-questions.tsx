import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { QuestionView } from '@queryhub/model';
import { paths } from '@/config/paths';
import { findRelatedQuestions } from '../api/similar-questions';
import './similar-questions.css';

/** "Related questions" on a question page, looked up once the page is shown. */
export function RelatedQuestions({ questionId }: { questionId: string }) {
  const [found, setFound] = useState<{ id: string; questions: QuestionView[] } | null>(null);
  useEffect(() => {
    let active = true;
    findRelatedQuestions(questionId).then(
      (questions) => {
        if (active) setFound({ id: questionId, questions });
      },
      () => {
        // A help, not a requirement: a failed lookup shows nothing.
      },
    );
    return () => {
      active = false;
    };
  }, [questionId]);
  const questions = found?.id === questionId ? found.questions : [];
  if (questions.length === 0) return null;
  return (
    <section className="similar-questions" aria-labelledby="related-title">
      <h2 id="related-title" className="similar-questions__title">
        Related questions
      </h2>
      <ul aria-labelledby="related-title">
        {questions.map((question) => (
          <li key={question.id}>
            <Link to={paths.question.getHref(question.catId, question.id, question.question)}>
              {question.question}
            </Link>{' '}
            <span className="similar-questions__meta">
              ({question.score} votes, {question.answerCount} answers)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
