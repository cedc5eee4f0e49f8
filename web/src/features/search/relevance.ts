// Ranking of search matches: how many searched words a post matches, then its score, then how
// recent it is. Pure, so the results page and the similar-questions box share it.

export interface Rankable {
  score: number;
  dateMillis: number | null;
}

/** How many of the searched words are among a post's keywords. */
export function matchedWords(keywords: unknown, words: readonly string[]): number {
  if (!Array.isArray(keywords)) return 0;
  const set = new Set(keywords.filter((k): k is string => typeof k === 'string'));
  return words.reduce((count, word) => count + (set.has(word) ? 1 : 0), 0);
}

/** Sorts matches by relevance: matched words, then score, then recency (stable otherwise). */
export function rankByRelevance<T extends Rankable>(
  matches: ReadonlyArray<{ item: T; matched: number }>,
): T[] {
  return [...matches]
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        b.item.score - a.item.score ||
        (b.item.dateMillis ?? 0) - (a.item.dateMillis ?? 0),
    )
    .map(({ item }) => item);
}
