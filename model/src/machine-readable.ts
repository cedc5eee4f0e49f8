// Limits of the machine-readable views: the Atom feeds, /llms.txt and the Markdown
// view of a question. Each read is bounded, like every list the pages show.
import { MAX_LIST_LIMIT } from './limits.js';

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

/**
 * The public read API under /api/v1/ (ssr/src/api-*.ts; README "For programs"): page sizes,
 * what a request may send, and the per-client token bucket each function instance keeps.
 */
export const API_LIMITS = {
  /** Items per page when `limit` is not given. */
  defaultPageSize: 20,
  /** The largest `limit`: the rules' cap on a public list query. */
  maxPageSize: MAX_LIST_LIMIT,
  /** A question's answers in its response (best first; the accepted one comes too). */
  questionAnswers: 100,
  /** The longest path and query string accepted (characters); longer is refused (400). */
  urlChars: 2048,
  /** The longest `cursor` accepted (characters). */
  cursorChars: 256,
  /** Requests a client may send at once: its bucket's size. */
  burst: 60,
  /** Requests a client's bucket regains per second (60 a minute sustained). */
  refillPerSecond: 1,
  /** Clients an instance remembers; the least recently seen is forgotten beyond this. */
  trackedClients: 10_000,
} as const;
