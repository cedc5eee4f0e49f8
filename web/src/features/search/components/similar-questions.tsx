import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSimilarQuestions } from '../api/similar-questions';
import './similar-questions.css';

/** "Similar questions" under the ask form, so an existing answer is found before asking again. */
export function SimilarQuestions({ draft }: { draft: string }) {
  const questions = useSimilarQuestions(draft);
  return (
    <div className="similar-questions" aria-live="polite">
      {questions.length > 0 && (
        <>
          <h2 id="similar-title" className="similar-questions__title">
            Similar questions
          </h2>
          <ul aria-labelledby="similar-title">
            {questions.map((question) => (
              <li key={question.id}>
                <Link
                  to={paths.question.getHref(question.catId, question.id, question.question)}
                  target="_blank"
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
      )}
    </div>
  );
}
