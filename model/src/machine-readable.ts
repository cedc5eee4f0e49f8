// Limits of the machine-readable views: the Atom feeds, /llms.txt and the Markdown
// view of a question. Each read is bounded, like every list the pages show.

export const MACHINE_LIMITS = {
  /** Entries in one Atom feed, newest first. */
  feedEntries: 30,
  /**
   * Hidden posts are left out after reading, so a feed reads in rounds of `feedEntries` until it
   * holds that many visible ones: at most this many rounds.
   */
  feedReadRounds: 3,
  /** Answers in a question's Markdown view (the accepted one comes too), best first. */
  markdownAnswers: 100,
  /** /llms.txt: categories (newest first), tags (most used first), newest questions. */
  llmsCategories: 50,
  llmsTags: 30,
  llmsQuestions: 30,
} as const;
