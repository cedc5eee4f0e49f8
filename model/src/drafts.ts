// Drafts: what a member is writing in the ask, answer or edit composer, saved as they type so
// it follows the account to any device (docs/data-model.md, Drafts). One draft per composer
// target: the id is `{Kind}-{TargetID}`, so the rules tie the id to the fields and a target
// never holds two drafts. Only the owner reads or writes them; they expire after DRAFT_TTL_DAYS.
import { DRAFT_TTL_DAYS, TEXT_LIMITS } from './limits.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readChoice, readString, readStringArray, readTime } from './read-fields.js';

/**
 * The composers that save drafts, each with the id of what it writes about: `ask` a category
 * (CatID), `answer` a question (QuestID), `edit-question` / `edit-answer` the post edited.
 */
export const DRAFT_KINDS = ['ask', 'answer', 'edit-question', 'edit-answer'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** The longest text each kind of draft holds: that of the post it drafts. */
export const DRAFT_TEXT_MAX_LENGTH: Readonly<Record<DraftKind, number>> = {
  ask: TEXT_LIMITS.question.max,
  answer: TEXT_LIMITS.answer.max,
  'edit-question': TEXT_LIMITS.question.max,
  'edit-answer': TEXT_LIMITS.answer.max,
};

/** Whether a kind of draft carries tags (questions do; answers have none, so `Tags` is []). */
export function draftHasTags(kind: DraftKind): boolean {
  return kind === 'ask' || kind === 'edit-question';
}

/** `Users/{uid}/Drafts/{Kind}-{TargetID}`: the member's unsent text for one composer. */
export interface DraftDoc<T> {
  Kind: DraftKind;
  /** The category (ask), question (answer, edit-question) or answer (edit-answer). */
  TargetID: string;
  /** As typed (not trimmed), 0..DRAFT_TEXT_MAX_LENGTH[Kind] characters. */
  Text: string;
  /** The chosen tags (question kinds; the same rules as a question's), else []. */
  Tags: string[];
  /** The server time of the last write. */
  updatedAt: T;
  /** When the draft may be deleted (the TTL field): the writer's clock + DRAFT_TTL_DAYS. */
  expireAt: T;
}

export const DRAFT_FIELDS = [
  'Kind',
  'TargetID',
  'Text',
  'Tags',
  'updatedAt',
  'expireAt',
] as const satisfies readonly (keyof DraftDoc<unknown>)[];

/** The draft's document id: one per composer target. */
export function draftId(kind: DraftKind, targetId: string): string {
  return `${kind}-${targetId}`;
}

/** When a draft written at `writtenAtMs` (the writer's clock) expires. */
export function draftExpiry(writtenAtMs: number): Date {
  return new Date(writtenAtMs + DRAFT_TTL_DAYS * 86_400_000);
}

/**
 * Whether a stored draft is still to be offered at `nowMs`: TTL deletion runs up to a day late
 * in production and never in the emulator, so readers drop expired drafts themselves.
 */
export function isLiveDraft(draft: DraftDoc<ReadTime>, nowMs: number): boolean {
  const expiry = draft.expireAt?.toMillis();
  return expiry !== undefined && expiry > nowMs;
}

/** Whether a draft holds anything worth keeping (else the composer deletes it). */
export function isEmptyDraft(content: { text: string; tags: readonly string[] }): boolean {
  return content.text.trim() === '' && content.tags.length === 0;
}

export function readDraftDoc(data: DocumentData): DraftDoc<ReadTime> {
  return {
    Kind: readChoice(data, 'Kind', DRAFT_KINDS),
    TargetID: readString(data, 'TargetID'),
    Text: readString(data, 'Text'),
    Tags: readStringArray(data, 'Tags'),
    updatedAt: readTime(data, 'updatedAt'),
    expireAt: readTime(data, 'expireAt'),
  };
}
