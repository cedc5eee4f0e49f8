import { toAnswerView, toQuestionView } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { markdownText, markdownUrl, renderMarkdownView } from './markdown-view';

const question = toQuestionView('q1', {
  Question: 'How do I **sort** a list?\n\n```js\nlist.sort()\n```',
  CatID: 'c1',
  Category: 'JavaScript',
  uid: 'u1',
  UserName: 'Ann_*',
  date: Date.UTC(2026, 0, 1),
  Score: 3,
  AcceptedAnswerID: 'a2',
  Tags: ['sorting'],
});

function answer(id: string, text: string, score: number, extra: Record<string, unknown> = {}) {
  return toAnswerView(id, {
    Answer: text,
    QuestionID: 'q1',
    CatID: 'c1',
    uid: `u-${id}`,
    UserName: `user ${id}`,
    date: Date.UTC(2026, 0, 2),
    Score: score,
    ...extra,
  });
}

const thread = {
  question,
  answers: [answer('a1', 'Use `sort()`.', 5), answer('a2', 'Use *toSorted*.', 1)],
  pageUrl: 'https://q.example/Questions/c1/q1/How-do-I',
  categoryUrl: 'https://q.example/Category/c1/JavaScript',
  tagUrl: (tag: string) => `https://q.example/Tags/${tag}`,
};

describe('renderMarkdownView', () => {
  const markdown = renderMarkdownView(thread);

  it('keeps every post exactly as its author wrote it', () => {
    expect(markdown).toContain('\n\nHow do I **sort** a list?\n\n```js\nlist.sort()\n```\n\n');
    expect(markdown).toContain('\n\nUse `sort()`.\n');
    expect(markdown).toContain('\n\nUse *toSorted*.\n');
  });

  it('says who asked and answered, the scores, dates and category, with the page link', () => {
    expect(
      markdown.startsWith(
        '# How do I \\*\\*sort\\*\\* a list? \\`\\`\\`js list.sort() \\`\\`\\`\n',
      ),
    ).toBe(true);
    expect(markdown).toContain(
      '- Category: [JavaScript](https://q.example/Category/c1/JavaScript)',
    );
    expect(markdown).toContain('- Tags: [sorting](https://q.example/Tags/sorting)');
    expect(markdown).toContain('- Asked by **Ann\\_\\*** on 2026-01-01T00:00:00.000Z');
    expect(markdown).toContain('- Score: 3');
    expect(markdown).toContain('- Answers: 2, one accepted');
    expect(markdown).toContain('- Page: https://q.example/Questions/c1/q1/How-do-I');
    expect(markdown).toContain('## Answers (2)');
    expect(markdown).toContain('Answered by **user a1** on 2026-01-02T00:00:00.000Z');
  });

  it('puts the accepted answer first and marks it, then the others by score', () => {
    const accepted = markdown.indexOf('### ✓ Accepted answer, score 1');
    const other = markdown.indexOf('### Answer, score 5');
    expect(accepted).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(accepted);
    expect(markdown.match(/Accepted answer/g)).toHaveLength(1);
  });

  it('says so when there are no answers, and shows a closed question as closed', () => {
    const closed = toQuestionView('q2', {
      Question: 'Old?',
      CatID: 'c1',
      Category: 'JavaScript',
      Closed: true,
      CloseReason: 'offTopic',
    });
    const alone = renderMarkdownView({ ...thread, question: closed, answers: [] });
    expect(alone).toContain('## Answers (0)\n\nNo answers yet.\n');
    expect(alone).toContain('- Closed: ');
    expect(alone).toContain('- Answers: 0\n');
  });
});

describe('markdownText and markdownUrl', () => {
  it('keep a name or title from making links, emphasis or HTML', () => {
    expect(markdownText('[x](javascript:alert(1)) <img> *a*')).toBe(
      '\\[x\\](javascript:alert(1)) \\<img\\> \\*a\\*',
    );
    expect(markdownText('two\nlines')).toBe('two lines');
  });
  it('encode what would end a link destination', () => {
    expect(markdownUrl('https://q.example/Questions/c/q/A-(b)-c d<e>')).toBe(
      'https://q.example/Questions/c/q/A-%28b%29-c%20d%3Ce%3E',
    );
  });
});
