import { diffWordsWithSpace } from 'diff';
import './edits.css';

/**
 * The words removed and added between two versions of a text, as text (never HTML): removed
 * words in `del`, added ones in `ins`, each also announced to screen readers.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWordsWithSpace(before, after);
  return (
    <pre className="text-diff">
      {parts.map((part, index) => {
        if (part.removed) {
          return (
            <del key={index}>
              <span className="visually-hidden">[removed: </span>
              {part.value}
              <span className="visually-hidden">]</span>
            </del>
          );
        }
        if (part.added) {
          return (
            <ins key={index}>
              <span className="visually-hidden">[added: </span>
              {part.value}
              <span className="visually-hidden">]</span>
            </ins>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </pre>
  );
}
