import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from './llms-txt';

const input = {
  origin: 'https://q.example',
  categories: [
    {
      name: 'Web [dev]',
      pageUrl: 'https://q.example/Category/c1/Web-%5Bdev%5D',
      feedUrl: 'https://q.example/feeds/categories/c1.atom',
    },
  ],
  tags: [
    {
      tag: 'c++',
      questionCount: 1,
      pageUrl: 'https://q.example/Tags/c%2B%2B',
      feedUrl: 'https://q.example/feeds/tags/c%2B%2B.atom',
    },
  ],
  questions: [
    {
      title: 'Why (not)?',
      markdownUrl: 'https://q.example/Questions/c1/q1.md',
      answerCount: 2,
      score: 4,
    },
  ],
  feeds: [
    { name: 'Newest questions', url: 'https://q.example/feeds/questions.atom', note: 'Atom' },
  ],
};

/** The llmstxt.org shape: H1, a `>` summary, free text, then H2 sections of link lists. */
function sections(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) found.set(heading[1]!, (current = []));
    else if (current && line !== '') current.push(line);
  }
  return found;
}

const LINK = /^- \[(?:[^\]\\]|\\.)+\]\(\S+\)(?:: .+)?$/;

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt(input);

  it('starts with the H1 title and a blockquote summary', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# QueryHub');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('lists categories, tags, questions (their Markdown views), feeds and APIs as links with notes', () => {
    const found = sections(text);
    expect([...found.keys()]).toEqual([
      'Categories',
      'Tags',
      'Questions',
      'Feeds',
      'Programs',
      'Optional',
    ]);
    for (const [name, lines] of found) {
      for (const line of lines) expect(line, name).toMatch(LINK);
    }
    expect(found.get('Categories')).toEqual([
      '- [Web \\[dev\\]](https://q.example/Category/c1/Web-%5Bdev%5D): its questions; Atom feed: https://q.example/feeds/categories/c1.atom',
    ]);
    expect(found.get('Tags')?.[0]).toBe(
      '- [c++](https://q.example/Tags/c%2B%2B): 1 question; Atom feed: https://q.example/feeds/tags/c%2B%2B.atom',
    );
    expect(found.get('Questions')).toEqual([
      '- [Why (not)?](https://q.example/Questions/c1/q1.md): Markdown view, 2 answers, score 4',
    ]);
    expect(found.get('Programs')).toEqual([
      expect.stringMatching(
        /^- \[MCP server\]\(https:\/\/q\.example\/mcp\): Model Context Protocol/,
      ),
      expect.stringMatching(/^- \[JSON API\]\(https:\/\/q\.example\/api\/v1\/openapi\.json\): /),
    ]);
    expect(found.get('Optional')).toEqual([
      '- [Sitemap](https://q.example/sitemap.xml): every public page, for crawlers',
    ]);
  });

  it('says when a section is empty', () => {
    const empty = renderLlmsTxt({ ...input, categories: [], tags: [], questions: [] });
    expect(empty).toContain('## Categories\n\nNo categories yet.');
    expect(empty).toContain('## Questions\n\nNo questions yet.');
  });
});
