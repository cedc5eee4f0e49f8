import { useEffect, useState } from 'react';
import { fetchTagSuggestions, type TagSuggestion } from '../api/tag-suggestions';

/** Waits this long after the last keystroke before reading suggestions. */
const SUGGEST_DELAY_MS = 150;

/** The existing tags starting with what the user typed; stale answers are dropped. */
export function useTagSuggestions(prefix: string): TagSuggestion[] {
  const [suggestions, setSuggestions] = useState<TagSuggestion[]>([]);
  useEffect(() => {
    if (prefix === '') return;
    let current = true;
    const timer = setTimeout(() => {
      fetchTagSuggestions(prefix).then(
        (found) => current && setSuggestions(found),
        () => current && setSuggestions([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prefix]);
  return prefix === '' ? [] : suggestions;
}
