import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DUPLICATE_NOTICE, closedNotice, type QuestionView } from '@queryhub/model';
import { useDuplicateTarget } from '../api/duplicate-target';
import './close.css';

function DuplicateLink({ targetId }: { targetId: string }) {
  const target = useDuplicateTarget(targetId);
  const found = target.status === 'ready' ? target.data : null;
  return (
    <p className="close-notice__text">
      {DUPLICATE_NOTICE}{' '}
      {found ? (
        <Link to={paths.question.getHref(found.catId, found.id, found.question)}>
          {found.question}
        </Link>
      ) : (
        <span>{target.status === 'loading' ? '…' : 'the original question was removed'}</span>
      )}
    </p>
  );
}

/**
 * A closed question's notice: "Closed: {reason}", and for a duplicate "This question already
 * has an answer here:" with a link to the original. Nothing for an open question, or one its
 * author closed instead of deleting (the question's own line says so).
 */
export function CloseNotice({ question }: { question: QuestionView }) {
  const closure = question.closure;
  if (!question.closed || !closure || closure.reason === null) return null;
  return (
    <aside className="close-notice" aria-label="Closed">
      <p className="close-notice__title">{closedNotice(closure.reason)}</p>
      {closure.reason === 'duplicate' && closure.duplicateOf !== '' && (
        <DuplicateLink targetId={closure.duplicateOf} />
      )}
    </aside>
  );
}
