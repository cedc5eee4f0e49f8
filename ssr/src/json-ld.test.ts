import { describe, expect, it } from 'vitest';
import type { AnswerView, QuestionView } from '@queryhub/model';
import { buildQaPageJsonLd } from './json-ld';

const question: QuestionView = {
  id: 'q1',
  question: 'How do I boil an egg?',
  category: 'Cooking',
  catId: 'cooking',
  userName: 'Ann',
  uid: 'ann',
  score: 0,
  answerCount: 0,
  acceptedAnswerId: '',
  html: null,
  screenshot: null,
  dateMillis: Date.UTC(2026, 0, 2, 3, 4, 5),
  hidden: false,
  editedAtMillis: null,
  closed: false,
  tags: [],
};

function answer(id: string, text: string, millis: number | null): AnswerView {
  return {
    id,
    answer: text,
    question: question.question,
    questionId: 'q1',
    catId: 'cooking',
    userName: 'Bob',
    uid: 'bob',
    score: 0,
    accepted: false,
    html: null,
    screenshot: null,
    dateMillis: millis,
    hidden: false,
    editedAtMillis: null,
  };
}

const pageUrl = 'https://queryhub.example/Questions/cooking/q1/How-do-I-boil-an-egg%3F';

describe('buildQaPageJsonLd', () => {
  it("has every property Google's Q&A rich result requires, and the recommended ones", () => {
    const ld = buildQaPageJsonLd({
      question,
      answers: [
        answer('a2', 'Nine minutes.', Date.UTC(2026, 0, 3)),
        answer('a1', 'Boil it.', null),
      ],
      answerCount: 5,
      pageUrl,
      answerUrl: (a) => `${pageUrl}#answer-${a.id}`,
    });
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('QAPage');
    const main = ld.mainEntity;
    expect(main['@type']).toBe('Question');
    expect(main.name).toBe('How do I boil an egg?');
    expect(main.text).toBe('How do I boil an egg?');
    expect(main.answerCount).toBe(5);
    expect(main.upvoteCount).toBe(0);
    expect(main.author).toEqual({ '@type': 'Person', name: 'Ann' });
    expect(main.datePublished).toBe('2026-01-02T03:04:05.000Z');
    expect(main.acceptedAnswer).toBeUndefined();
    expect(main.suggestedAnswer).toHaveLength(2);
    expect(main.suggestedAnswer[0]).toEqual({
      '@type': 'Answer',
      text: 'Nine minutes.',
      url: `${pageUrl}#answer-a2`,
      upvoteCount: 0,
      author: { '@type': 'Person', name: 'Bob' },
      datePublished: '2026-01-03T00:00:00.000Z',
    });
    expect(main.suggestedAnswer[1]?.datePublished).toBeUndefined();
  });

  it('carries the scores and names the accepted answer apart from the suggested ones', () => {
    const ld = buildQaPageJsonLd({
      question: { ...question, score: 4, acceptedAnswerId: 'a1' },
      answers: [
        { ...answer('a2', 'Nine minutes.', 2), score: 7 },
        { ...answer('a1', 'Boil it.', 1), score: -1 },
      ],
      answerCount: 2,
      pageUrl,
      answerUrl: (a) => `${pageUrl}#answer-${a.id}`,
    });
    expect(ld.mainEntity.upvoteCount).toBe(4);
    expect(ld.mainEntity.acceptedAnswer).toMatchObject({
      text: 'Boil it.',
      url: `${pageUrl}#answer-a1`,
      upvoteCount: -1,
    });
    expect(ld.mainEntity.suggestedAnswer).toEqual([
      expect.objectContaining({ text: 'Nine minutes.', upvoteCount: 7 }),
    ]);
  });

  it('has no acceptedAnswer when the accepted one is not among the answers shown', () => {
    const ld = buildQaPageJsonLd({
      question: { ...question, acceptedAnswerId: 'elsewhere' },
      answers: [answer('a1', 'Boil it.', 1)],
      answerCount: 1,
      pageUrl,
      answerUrl: () => pageUrl,
    });
    expect(ld.mainEntity.acceptedAnswer).toBeUndefined();
    expect(ld.mainEntity.suggestedAnswer).toHaveLength(1);
  });

  it('never counts fewer answers than it lists', () => {
    const ld = buildQaPageJsonLd({
      question,
      answers: [answer('a1', 'Boil it.', 1)],
      answerCount: 0,
      pageUrl,
      answerUrl: () => pageUrl,
    });
    expect(ld.mainEntity.answerCount).toBe(1);
  });
});
