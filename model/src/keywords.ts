// The single keyword implementation, shared by the Cloud Functions (which store `Keywords`) and
// the web app's search box. Keep it pure and free of Node or Firebase imports: it runs in browsers.

/** Bounds the index entries (and write cost) of one question or answer. */
export const MAX_KEYWORDS = 200;
/** `array-contains-any` accepts at most 30 values. */
export const MAX_SEARCH_WORDS = 30;
/** Prefixes shorter than this would match almost everything. */
export const MIN_PREFIX_LENGTH = 3;

const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}]/gu;
const WHITESPACE = /\s+/u;

let segmenter: Intl.Segmenter | undefined;

function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  return segmenter;
}

function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter().segment(text)) {
    if (isWordLike) words.push(segment);
  }
  return words;
}

/**
 * The words of a text, as both stored keywords and search queries use them: NFKC, lowercase,
 * Unicode punctuation and symbols treated as separators, words found by `Intl.Segmenter` (so
 * CJK text splits into words). Each space-separated chunk also yields its punctuation-free form
 * (the original app's rule), so `e-mail` gives `e`, `mail` and `email`. Deduplicated, in order.
 */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const chunk of text.normalize('NFKC').toLowerCase().split(WHITESPACE)) {
    if (chunk === '') continue;
    for (const word of segmentWords(chunk.replace(PUNCTUATION_OR_SYMBOL, ' '))) words.add(word);
    const joined = chunk.replace(PUNCTUATION_OR_SYMBOL, '');
    if (joined !== '') words.add(joined);
  }
  return [...words];
}

/** Prefixes of a word from MIN_PREFIX_LENGTH code points up to (not including) the whole word. */
export function wordPrefixes(word: string): string[] {
  const codePoints = Array.from(word);
  const prefixes: string[] = [];
  for (let length = MIN_PREFIX_LENGTH; length < codePoints.length; length += 1) {
    prefixes.push(codePoints.slice(0, length).join(''));
  }
  return prefixes;
}

/** The `Keywords` array stored on a question or answer: whole words first, then prefixes, capped. */
export function buildKeywords(text: string): string[] {
  const words = searchWords(text);
  const keywords = new Set(words);
  for (const word of words) {
    for (const prefix of wordPrefixes(word)) {
      if (keywords.size >= MAX_KEYWORDS) break;
      keywords.add(prefix);
    }
  }
  return [...keywords].slice(0, MAX_KEYWORDS);
}

/** The words a search box sends to `Keywords array-contains-any`. */
export function searchQueryWords(text: string): string[] {
  return searchWords(text).slice(0, MAX_SEARCH_WORDS);
}
