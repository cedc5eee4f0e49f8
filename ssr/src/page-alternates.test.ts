import { describe, expect, it } from 'vitest';
import { pageAlternates } from './page-alternates';

describe('pageAlternates', () => {
  const origin = 'https://q.example';
  it('announces the feed each list follows', () => {
    expect(pageAlternates.home(origin)).toEqual([
      {
        type: 'application/atom+xml',
        href: 'https://q.example/feeds/questions.atom',
        title: 'QueryHub: newest questions',
      },
    ]);
    expect(pageAlternates.category(origin, 'c1', 'Web')[0]?.href).toBe(
      'https://q.example/feeds/categories/c1.atom',
    );
    expect(pageAlternates.tag(origin, 'c#')[0]?.href).toBe(
      'https://q.example/feeds/tags/c%23.atom',
    );
  });
  it("announces a question's answers feed and its Markdown view", () => {
    expect(pageAlternates.question(origin, { id: 'q1', catId: 'c1' })).toEqual([
      {
        type: 'application/atom+xml',
        href: 'https://q.example/feeds/questions/q1.atom',
        title: 'QueryHub: answers to this question',
      },
      {
        type: 'text/markdown',
        href: 'https://q.example/Questions/c1/q1.md',
        title: 'This question as Markdown',
      },
    ]);
  });
});
