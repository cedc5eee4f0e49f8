// View models for the forum's content documents (see docs/data-model.md) and pure parsers that
// turn raw Firestore data into them. No Firebase import: parsers duck-type Timestamps, so pages,
// converters and tests can use them without loading an SDK.

import type { ImageVariants } from './documents.js';

/**
 * A screenshot a page may show: only the processed variants the image function recorded. The
 * upload field names a Storage object that is never publicly readable, so until the variants
 * exist (or when the upload failed or was abandoned) there is no screenshot to show.
 */
export interface Screenshot {
  variants: ImageVariants;
}

export interface QuestionView {
  id: string;
  question: string;
  category: string;
  catId: string;
  userName: string;
  screenshot: Screenshot | null;
  /** Milliseconds since the epoch; `null` while a local write waits for its server timestamp. */
  dateMillis: number | null;
  /** Hidden by moderation (derived `Hidden`): shown to admins only. */
  hidden: boolean;
}

export interface AnswerView {
  id: string;
  answer: string;
  question: string;
  questionId: string;
  catId: string;
  userName: string;
  screenshot: Screenshot | null;
  dateMillis: number | null;
  hidden: boolean;
}

type RawData = Record<string, unknown>;

/** The author's name for display: `UserName` is written by a function just after posting. */
export function authorName(userName: string): string {
  return userName || '…';
}

export function readString(data: RawData, field: string): string {
  const value = data[field];
  return typeof value === 'string' ? value : '';
}

/** Reads a Firestore Timestamp (anything with `toMillis()`), a number, or a Date. */
export function readMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return null;
}

function readVariants(value: unknown): ImageVariants | null {
  if (typeof value !== 'object' || value === null) return null;
  const { large, thumb, width, height } = value as RawData;
  if (typeof large !== 'string' || typeof thumb !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return { large, thumb, width, height };
}

function readScreenshot(data: RawData): Screenshot | null {
  const variants = readVariants(data.ScreenShot);
  return variants ? { variants } : null;
}

export function toQuestionView(id: string, data: RawData): QuestionView {
  return {
    id,
    question: readString(data, 'Question'),
    category: readString(data, 'Category'),
    catId: readString(data, 'CatID'),
    userName: readString(data, 'UserName'),
    screenshot: readScreenshot(data),
    dateMillis: readMillis(data.date),
    hidden: data.Hidden === true,
  };
}

export function toAnswerView(id: string, data: RawData): AnswerView {
  return {
    id,
    answer: readString(data, 'Answer'),
    question: readString(data, 'Question'),
    questionId: readString(data, 'QuestionID'),
    catId: readString(data, 'CatID'),
    userName: readString(data, 'UserName'),
    screenshot: readScreenshot(data),
    dateMillis: readMillis(data.date),
    hidden: data.Hidden === true,
  };
}

/**
 * What a page shared with everyone (a CDN-cached server render) may hold of a question that
 * moderation hid: that it exists and is hidden, none of its content. Admins load the content
 * live, after the page hydrates.
 */
export function withoutHiddenContent(view: QuestionView): QuestionView {
  return view.hidden ? { ...view, question: '', screenshot: null } : view;
}

/** The posts a list shows: those moderation has not hidden. */
export function visiblePosts<T extends { hidden: boolean }>(posts: T[]): T[] {
  return posts.filter((post) => !post.hidden);
}
