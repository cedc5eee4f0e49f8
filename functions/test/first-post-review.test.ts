// The spam review as the functions apply it: the account's age at the post's own time, the
// known-bad domain list kept as data, and what a missing or legacy Users record means.
import {
  NEW_ACCOUNT_POST_DAYS,
  readAnswerDoc,
  readUserDoc,
  type StoredTime,
} from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { reviewPost } from '../src/spam-review/first-post-review';
import { KNOWN_BAD_DOMAINS } from '../src/spam-review/known-bad-domains';

const DAY = 86_400_000;
const POSTED = 1_000 * DAY;
const time = (millis: number): StoredTime => ({
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

const answer = (text: string) =>
  readAnswerDoc({
    id: 'a1',
    Answer: text,
    Question: 'How?',
    QuestionID: 'q1',
    CatID: 'c1',
    uid: 'u1',
    date: time(POSTED),
    AnswerScreenShot: '',
  });
const author = (createdAt?: number) =>
  readUserDoc({
    uid: 'u1',
    displayName: 'U',
    ...(createdAt ? { CreatedAt: time(createdAt) } : {}),
  });

const THREE_LINKS = 'https://a.example/1 https://a.example/2 https://a.example/3';

describe('reviewPost', () => {
  it(`holds a post over the link limit until the account is ${NEW_ACCOUNT_POST_DAYS} days old at posting`, () => {
    const age = (ms: number) => reviewPost('answer', answer(THREE_LINKS), author(POSTED - ms));
    expect(age(NEW_ACCOUNT_POST_DAYS * DAY - 1).hold).toBe(true);
    expect(age(NEW_ACCOUNT_POST_DAYS * DAY).hold).toBe(false);
  });

  it('treats an author without a Users record as new, a legacy record without CreatedAt as established', () => {
    expect(reviewPost('answer', answer(THREE_LINKS), null).hold).toBe(true);
    expect(reviewPost('answer', answer(THREE_LINKS), author()).hold).toBe(false);
  });

  it('holds a link to a listed domain from anyone; the list is data that can grow', () => {
    for (const domain of KNOWN_BAD_DOMAINS) {
      expect(reviewPost('answer', answer(`https://${domain}/x`), author()).reasons).toEqual([
        'known-bad-domain',
      ]);
    }
    const extended = reviewPost('answer', answer('https://new-spam.test/x'), author(), [
      ...KNOWN_BAD_DOMAINS,
      'new-spam.test',
    ]);
    expect(extended.hold).toBe(true);
  });
});
