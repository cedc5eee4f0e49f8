import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DOCUMENT_READERS,
  docPath,
  postCollection,
  postKindOfCollection,
  readAnswerDoc,
  readDocument,
  readQuestionDoc,
  readVoteDoc,
  TOPIC_NAME_PATH,
  type StoredTime,
} from '../src/index.js';

const at = (millis: number): StoredTime => ({
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

describe('the collection registry', () => {
  it('has a document reader for every collection in COLLECTIONS, and none for another', () => {
    expect(Object.keys(DOCUMENT_READERS).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it('reads an empty document of every collection without throwing', () => {
    for (const key of Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[]) {
      expect(() => readDocument(key, undefined)).not.toThrow();
    }
  });

  it('spells document paths from the collection names', () => {
    expect(docPath('questions', 'q1')).toBe('Questions/q1');
    expect(TOPIC_NAME_PATH).toBe('Topic/Name');
  });
});

describe('post kinds', () => {
  it('map each kind to its collection and back', () => {
    expect(postCollection('question')).toBe('Questions');
    expect(postCollection('answer')).toBe('Answers');
    expect(postKindOfCollection('Answers')).toBe('answer');
    expect(postKindOfCollection('Users')).toBeNull();
    expect(postKindOfCollection(undefined)).toBeNull();
  });
});

describe('document readers', () => {
  it('read a question with its derived fields, and leave absent ones out', () => {
    const date = at(1000);
    const question = readQuestionDoc({
      id: 'q1',
      Question: 'Why?',
      uid: 'u1',
      date,
      Score: 3,
      Hidden: true,
      AcceptedAnswerID: 'a1',
      LastActivity: at(2000),
      Keywords: ['why', 7],
    });
    expect(question).toMatchObject({
      id: 'q1',
      Question: 'Why?',
      Category: '',
      CatID: '',
      uid: 'u1',
      date,
      QuestionScreenShot: '',
      Score: 3,
      Hidden: true,
      AcceptedAnswerID: 'a1',
      Keywords: ['why'],
    });
    expect(question.LastActivity?.toMillis()).toBe(2000);
    expect('AnswerCount' in question).toBe(false);
    expect('Html' in question).toBe(false);
  });

  it('read what an old or malformed document holds as empty values', () => {
    const answer = readAnswerDoc({ Answer: 42, QuestionID: 'q1', date: '2020-01-01' });
    expect(answer.Answer).toBe('');
    expect(answer.QuestionID).toBe('q1');
    expect(answer.date).toBeNull();
    expect(answer.Accepted).toBeUndefined();
  });

  it('read a vote, falling back to the first choice of a malformed kind or value', () => {
    expect(readVoteDoc({ postId: 'p', postKind: 'answer', value: -1, uid: 'u' })).toMatchObject({
      postId: 'p',
      postKind: 'answer',
      value: -1,
      uid: 'u',
      questionId: '',
      date: null,
    });
    expect(readVoteDoc({ postKind: 'comment', value: 5 })).toMatchObject({
      postKind: 'question',
      value: 1,
    });
  });

  it('read nested maps: rate stamps and moderation reasons', () => {
    const stamps = readDocument('rateLimits', {
      Questions: { at: at(5), id: 'q1' },
      Flags: { at: at(6), id: 'p1', windowStart: at(1), count: 2 },
      Answers: 'nonsense',
    });
    expect(stamps.Questions?.id).toBe('q1');
    expect(stamps.Flags?.count).toBe(2);
    expect(stamps.Answers).toBeUndefined();
    const entry = readDocument('moderationQueue', { Reasons: { spam: 2, other: 'x' } });
    expect(entry.Reasons).toEqual({ spam: 2 });
  });
});
