// The single keyword implementation, shared by the Cloud Functions (which store `Keywords`) and
// the web app's search box. Keep it pure and free of Node or Firebase imports: it runs in browsers.
//
// Every step is bounded whatever the text: the input is cut before NFKC (which can expand a
// character up to 18 times) and again after it, words are cut to MAX_WORD_LENGTH code points
// before any prefix is built, and collecting stops once MAX_KEYWORDS are reached. So the cost
// of one document is capped by these constants, not by what a client managed to store.

/** Bounds the index entries (and write cost) of one question or answer. */
export const MAX_KEYWORDS = 200;
/** `array-contains-any` accepts at most 30 values. */
export const MAX_SEARCH_WORDS = 30;
/** Prefixes shorter than this would match almost everything. */
const MIN_PREFIX_LENGTH = 3;
/** Only the first this many UTF-16 units of a text are indexed (the longest field allows 10,000). */
export const MAX_INDEXED_TEXT_LENGTH = 10_000;
/** NFKC output beyond this many UTF-16 units is dropped before it is split into words. */
const MAX_NORMALIZED_TEXT_LENGTH = 20_000;
/** A longer word is stored and searched by its first this many code points. */
export const MAX_WORD_LENGTH = 40;

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

/** The first `max` UTF-16 units of a text, never ending in half a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}

/** A word cut to its first MAX_WORD_LENGTH code points. */
export function capWord(word: string): string {
  if (word.length <= MAX_WORD_LENGTH) return word;
  let capped = '';
  let count = 0;
  for (const codePoint of word) {
    if (count === MAX_WORD_LENGTH) break;
    capped += codePoint;
    count += 1;
  }
  return capped;
}

/**
 * The words of a text, as both stored keywords and search queries use them: NFKC, lowercase,
 * Unicode punctuation and symbols treated as separators, words found by `Intl.Segmenter` (so
 * CJK text splits into words). Each space-separated chunk also yields its punctuation-free form
 * (the original app's rule), so `e-mail` gives `e`, `mail` and `email`. Deduplicated, in order,
 * each cut to MAX_WORD_LENGTH code points, at most `maxWords` of them.
 */
export function searchWords(text: string, maxWords: number = MAX_KEYWORDS): string[] {
  const words = new Set<string>();
  const normalized = cutText(
    cutText(text, MAX_INDEXED_TEXT_LENGTH).normalize('NFKC').toLowerCase(),
    MAX_NORMALIZED_TEXT_LENGTH,
  );
  const add = (word: string) => {
    if (words.size < maxWords) words.add(capWord(word));
  };
  for (const chunk of normalized.split(WHITESPACE)) {
    if (words.size >= maxWords) break;
    if (chunk === '') continue;
    for (const word of segmentWords(chunk.replace(PUNCTUATION_OR_SYMBOL, ' '))) add(word);
    const joined = chunk.replace(PUNCTUATION_OR_SYMBOL, '');
    if (joined !== '') add(joined);
  }
  return [...words];
}

/**
 * Prefixes of a word from MIN_PREFIX_LENGTH code points up to (not including) the whole word,
 * at most `max` of them. The word is cut to MAX_WORD_LENGTH first, so this is bounded too.
 */
export function wordPrefixes(word: string, max: number = MAX_WORD_LENGTH): string[] {
  const codePoints = Array.from(capWord(word));
  const prefixes: string[] = [];
  for (let length = MIN_PREFIX_LENGTH; length < codePoints.length; length += 1) {
    if (prefixes.length >= max) break;
    prefixes.push(codePoints.slice(0, length).join(''));
  }
  return prefixes;
}

/** The `Keywords` array stored on a question or answer: whole words first, then prefixes, capped. */
export function buildKeywords(text: string): string[] {
  const words = searchWords(text, MAX_KEYWORDS);
  const keywords = new Set(words);
  for (const word of words) {
    if (keywords.size >= MAX_KEYWORDS) break;
    for (const prefix of wordPrefixes(word, MAX_KEYWORDS - keywords.size)) {
      if (keywords.size >= MAX_KEYWORDS) break;
      keywords.add(prefix);
    }
  }
  return [...keywords];
}

/** The words a search box sends to `Keywords array-contains-any`. */
export function searchQueryWords(text: string): string[] {
  return searchWords(text, MAX_SEARCH_WORDS);
}
