import { toAnswerView, toQuestionView } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { answerEntry, questionEntry } from './feed-entries';

const origin = 'https://q.example';
const question = toQuestionView('q1', {
  Question: 'Why is <b>this</b> slow?',
  CatID: 'c1',
  Category: 'Web',
  uid: 'u1',
  UserName: 'Ann',
  date: Date.UTC(2026, 0, 1),
  Html: '<p>Why is &lt;b&gt;this&lt;/b&gt; slow?</p>',
  Tags: ['c++', 'web'],
});

describe('questionEntry', () => {
  it('links the question page, names the author and carries the stored HTML and tags', () => {
    const entry = questionEntry(origin, question);
    expect(entry.url).toBe(
      'https://q.example/Questions/c1/q1/Why-is-%3Cb%3Ethis%3C%2Fb%3E-slow%3F',
    );
    expect(entry.title).toBe('Why is <b>this</b> slow?');
    expect(entry.author).toEqual({ name: 'Ann', url: 'https://q.example/User/u1/Ann' });
    expect(entry.html).toBe('<p>Why is &lt;b&gt;this&lt;/b&gt; slow?</p>');
    expect(entry.publishedMillis).toBe(Date.UTC(2026, 0, 1));
    expect(entry.updatedMillis).toBe(Date.UTC(2026, 0, 1));
    expect(entry.categories).toEqual([
      { term: 'c++', scheme: 'https://q.example/Tags/' },
      { term: 'web', scheme: 'https://q.example/Tags/' },
    ]);
  });

  it('escapes the text while the HTML is not rendered yet, and dates an edit', () => {
    const raw = toQuestionView('q2', {
      Question: 'a <script>x</script>',
      CatID: 'c1',
      uid: '',
      date: 1000,
      EditedAt: 2000,
    });
    const entry = questionEntry(origin, raw);
    expect(entry.html).toBe('<p>a &lt;script&gt;x&lt;/script&gt;</p>');
    expect(entry.updatedMillis).toBe(2000);
    // A deleted account has no page to link.
    expect(entry.author).toEqual({ name: '…' });
  });
});

describe('answerEntry', () => {
  it("links the answer's anchor on the question page and says when it is accepted", () => {
    const answer = toAnswerView('a1', {
      Answer: 'Cache it.',
      QuestionID: 'q1',
      CatID: 'c1',
      uid: 'u2',
      UserName: 'Bo',
      date: Date.UTC(2026, 0, 3),
      Html: '<p>Cache it.</p>',
      Accepted: true,
    });
    const entry = answerEntry(origin, question, answer);
    expect(entry.url).toBe(
      'https://q.example/Questions/c1/q1/Why-is-%3Cb%3Ethis%3C%2Fb%3E-slow%3F#answer-a1',
    );
    expect(entry.title).toBe('Accepted answer by Bo: Why is <b>this</b> slow?');
    expect(entry.html).toBe('<p>Cache it.</p>');
    expect(answerEntry(origin, question, { ...answer, accepted: false }).title).toMatch(
      /^Answer by Bo: /,
    );
  });
});
