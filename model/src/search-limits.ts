// Search limits (README "Limits"): what one query may ask and cost.

export const SEARCH_LIMITS = {
  /** The longest search text accepted (characters); longer is refused, not cut. */
  queryChars: 200,
  /** Results per page. */
  pageSize: 20,
  /**
   * A query ranks at most this many matches, the newest (Discourse's bound): a common word
   * must not rank the whole table. More specific words narrow the matches below it.
   */
  candidatePool: 1000,
  /** Pages of a result list (pool / page size). */
  maxPage: 50,
  /** Every search statement is cancelled after this long (ms). */
  statementTimeoutMs: 2000,
  /** A new connection that takes longer than this counts as the database being unreachable. */
  connectTimeoutMs: 1500,
  /**
   * Document reads one search may cost when the keyword search stands in for the search
   * database (questions and answers together), whatever the text.
   */
  keywordReads: 60,
  /** Similar and related questions shown. */
  similarCount: 5,
  /** Words of a draft title searched for similar questions: its rarest. */
  similarWords: 4,
  titleChars: 200,
  bodyChars: 20_000,
} as const;
