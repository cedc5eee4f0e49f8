// Tags: a question carries 0–5 of them beside its category, written by the asker (and, with the
// `editOthersTags` privilege, by other members). Their shape is checked here, by the web form,
// and by firestore.rules (`isTagList`); model/test/rules-constants.test.ts checks both agree.
// Per-tag counts (`Tags/{tag}`) are written only by the question-tag-counts handler (the question dispatcher).
import type { DocumentData, ReadTime } from './read-fields.js';
import { readNumber, readString, readTime } from './read-fields.js';

/** One tag: lowercase ASCII letters, digits and `+#.-`, 1–35 characters (Stack Overflow's set). */
export const TAG_PATTERN_SOURCE = '^[a-z0-9+#.-]{1,35}$';
const TAG_PATTERN = new RegExp(TAG_PATTERN_SOURCE);
export const TAG_MAX_LENGTH = 35;
/** How many tags a question carries: none is fine (the category is its primary place). */
export const TAGS_PER_QUESTION = { min: 0, max: 5 } as const;

/**
 * Followers of one tag or category told about one new question, at most (the fan-out reads
 * them FOLLOWER_PAGE_SIZE at a time): the cost of one question stays bounded however
 * popular its tags are (docs/decisions.md).
 */
export const MAX_TAG_FAN_OUT_RECIPIENTS = 1000;

/** What the Tags field turns a typed word into: trimmed, lowercase, inner spaces as `-`. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, '-');
}

export function isTag(value: unknown): value is string {
  return typeof value === 'string' && TAG_PATTERN.test(value);
}

/** Why a list of 0–5 tags is refused, as the form shows it, or null when it is valid. */
export function tagListProblem(tags: readonly string[]): string | null {
  if (tags.length > TAGS_PER_QUESTION.max)
    return `A question has at most ${TAGS_PER_QUESTION.max} tags.`;
  const invalid = tags.find((tag) => !isTag(tag));
  if (invalid !== undefined) return invalidTagMessage(invalid);
  if (new Set(tags).size !== tags.length) return 'Each tag may appear once.';
  return null;
}

/** Why one typed word is not a tag, naming it as it was typed. */
function invalidTagMessage(typed: string): string {
  return `'${typed}' is not a valid tag: a tag is 1–${TAG_MAX_LENGTH} characters of lowercase letters, digits and + # . - with no spaces or other signs.`;
}

/** What the Tags box's leftover text gives: the chips it adds, what stays typed, why. */
export interface TypedTags {
  /** The chosen tags followed by the new valid ones, each once. */
  tags: string[];
  /** The invalid words, as typed, which stay in the box (nothing typed is lost). */
  rest: string;
  /** The first invalid word's explanation, or null when every word was a tag. */
  problem: string | null;
}

/**
 * Takes the text left in the Tags box (typed or pasted, not yet a chip) as tags, on submit and
 * on blur: `alpha, beta gamma` gives alpha, beta and gamma. Words are split on commas and white
 * space, lowercased and deduplicated against the chosen tags; invalid words stay as typed.
 */
export function takeTypedTags(chosen: readonly string[], text: string): TypedTags {
  const tags = [...chosen];
  const invalid: string[] = [];
  for (const word of text.split(/[\s,]+/)) {
    if (word === '') continue;
    const tag = word.toLowerCase();
    if (!isTag(tag)) {
      if (!invalid.includes(word)) invalid.push(word);
    } else if (!tags.includes(tag)) {
      tags.push(tag);
    }
  }
  const first = invalid[0];
  return {
    tags,
    rest: invalid.join(' '),
    problem: first === undefined ? null : invalidTagMessage(first),
  };
}

/** The tags of a stored question: its `Tags` field's valid, distinct entries (old questions have none). */
export function questionTags(data: { Tags?: unknown } | undefined): string[] {
  const tags = Array.isArray(data?.Tags) ? (data.Tags as unknown[]) : [];
  return [...new Set(tags.filter(isTag))].slice(0, TAGS_PER_QUESTION.max);
}

/** The web route of a tag's question list. */
export function tagPath(tag: string): string {
  return `/Tags/${encodeURIComponent(tag)}`;
}

/** `Tags/{tag}` (functions only): how many visible questions carry the tag. */
export interface TagDoc<T> {
  QuestionCount: number;
  UpdatedAt: T;
}

/** `Users/{uid}/FollowedTags/{tag}`: the member follows the tag (the member writes it). */
export interface FollowedTagDoc<T> {
  Tag: string;
  date: T;
}

/** `Users/{uid}/FollowedCategories/{categoryId}`: the member follows the category. */
export interface FollowedCategoryDoc<T> {
  CatID: string;
  date: T;
}

export const FOLLOWED_TAG_FIELDS = [
  'Tag',
  'date',
] as const satisfies readonly (keyof FollowedTagDoc<unknown>)[];
export const FOLLOWED_CATEGORY_FIELDS = [
  'CatID',
  'date',
] as const satisfies readonly (keyof FollowedCategoryDoc<unknown>)[];

/** The inbox kind of "a new question in a tag or category you follow". */
export const NEW_QUESTION_NOTIFICATION = 'newQuestion';

export function readTagDoc(data: DocumentData): TagDoc<ReadTime> {
  return {
    QuestionCount: readNumber(data, 'QuestionCount'),
    UpdatedAt: readTime(data, 'UpdatedAt'),
  };
}

export function readFollowedTagDoc(data: DocumentData): FollowedTagDoc<ReadTime> {
  return { Tag: readString(data, 'Tag'), date: readTime(data, 'date') };
}

export function readFollowedCategoryDoc(data: DocumentData): FollowedCategoryDoc<ReadTime> {
  return { CatID: readString(data, 'CatID'), date: readTime(data, 'date') };
}
