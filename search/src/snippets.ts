// Snippet markers: ts_headline wraps matched words in these control characters (which the
// mirror strips from post text, post-row.ts), and the page turns them into <mark> elements
// itself, so no HTML from the database ever reaches a page.

export const SNIPPET_START = '\u0002';
export const SNIPPET_END = '\u0003';

/** ts_headline's options: up to two passages of about 15 to 35 words. */
export const SNIPPET_OPTIONS =
  'StartSel=\u0002, StopSel=\u0003, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "';
