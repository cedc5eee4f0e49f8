import { describe, expect, it } from 'vitest';
import {
  DRAFT_TTL_DAYS,
  draftExpiry,
  draftId,
  isEmptyDraft,
  isLiveDraft,
  readDraftDoc,
} from '../src/index.js';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });

describe('drafts', () => {
  it('names one draft per composer target', () => {
    expect(draftId('ask', 'cat1')).toBe('ask-cat1');
    expect(draftId('edit-answer', 'a9')).toBe('edit-answer-a9');
  });

  it('expires a draft DRAFT_TTL_DAYS after it is written', () => {
    expect(draftExpiry(0).getTime()).toBe(DRAFT_TTL_DAYS * 86_400_000);
  });

  it('offers a draft only before it expires, and never one without an expiry', () => {
    const draft = readDraftDoc({ Kind: 'ask', TargetID: 'c', Text: 'x', expireAt: at(1000) });
    expect(isLiveDraft(draft, 999)).toBe(true);
    expect(isLiveDraft(draft, 1000)).toBe(false);
    expect(isLiveDraft(readDraftDoc({ Kind: 'ask', Text: 'x' }), 0)).toBe(false);
  });

  it('reads what is stored tolerantly', () => {
    expect(readDraftDoc({ Kind: 'nonsense', Tags: ['a', 3], Text: 7 })).toEqual({
      Kind: 'ask',
      TargetID: '',
      Text: '',
      Tags: ['a'],
      updatedAt: null,
      expireAt: null,
    });
  });

  it('calls a draft empty when it has no visible text and no tags', () => {
    expect(isEmptyDraft({ text: '  \n', tags: [] })).toBe(true);
    expect(isEmptyDraft({ text: '', tags: ['go'] })).toBe(false);
    expect(isEmptyDraft({ text: 'a', tags: [] })).toBe(false);
  });
});
