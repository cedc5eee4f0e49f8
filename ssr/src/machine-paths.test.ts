import { describe, expect, it } from 'vitest';
import { machinePaths, parseFeedPath, parseMarkdownViewPath } from './machine-paths';

describe('parseFeedPath', () => {
  it('recognises the four feeds, with decoded parameters', () => {
    expect(parseFeedPath('/feeds/questions.atom')).toEqual({ kind: 'questions' });
    expect(parseFeedPath('/feeds/categories/Ab_1-x.atom')).toEqual({
      kind: 'category',
      categoryId: 'Ab_1-x',
    });
    expect(parseFeedPath('/feeds/tags/c%23.atom')).toEqual({ kind: 'tag', tag: 'c#' });
    expect(parseFeedPath('/feeds/tags/node.js.atom')).toEqual({ kind: 'tag', tag: 'node.js' });
    expect(parseFeedPath('/feeds/questions/q1.atom')).toEqual({
      kind: 'question',
      questionId: 'q1',
    });
  });

  it('reads back what the builders write', () => {
    expect(parseFeedPath(machinePaths.questionsFeed())).toEqual({ kind: 'questions' });
    expect(parseFeedPath(machinePaths.tagFeed('c++'))).toEqual({ kind: 'tag', tag: 'c++' });
    expect(parseFeedPath(machinePaths.categoryFeed('cat-1'))).toEqual({
      kind: 'category',
      categoryId: 'cat-1',
    });
    expect(parseFeedPath(machinePaths.questionFeed('q_2'))).toEqual({
      kind: 'question',
      questionId: 'q_2',
    });
  });

  it('refuses parameters no document could have, and is not found for other paths', () => {
    for (const path of [
      '/feeds/categories/a%20b.atom',
      '/feeds/questions/%E0%A4%A.atom',
      '/feeds/questions/..%2Fsecret.atom',
      `/feeds/questions/${'a'.repeat(129)}.atom`,
      `/feeds/questions/${'a'.repeat(5000)}.atom`,
      '/feeds/tags/Not%20A%20Tag.atom',
      '/feeds/tags/UPPER.atom',
    ]) {
      expect(parseFeedPath(path).kind, path).toBe('malformed');
    }
    for (const path of [
      '/feeds/',
      '/feeds/questions.rss',
      '/feeds/users/u1.atom',
      '/feeds/questions/a/b.atom',
      '/feeds/questions.atom/',
    ]) {
      expect(parseFeedPath(path), path).toEqual({ kind: 'not-found' });
    }
  });
});

describe('parseMarkdownViewPath', () => {
  it('takes /Questions/{CatID}/{QuestionID}.md only', () => {
    expect(parseMarkdownViewPath(machinePaths.markdownView('c1', 'q1'))).toEqual({
      kind: 'markdown',
      categoryId: 'c1',
      questionId: 'q1',
    });
    // The question page (one segment longer), even when its title ends in .md, is no Markdown view.
    expect(parseMarkdownViewPath('/Questions/c1/q1/Why')).toBeNull();
    expect(parseMarkdownViewPath('/Questions/c1/q1/README.md')).toBeNull();
    expect(parseMarkdownViewPath('/Questions/c1/q1')).toBeNull();
    expect(parseMarkdownViewPath('/Questions/c1.md')).toBeNull();
  });

  it('refuses ids no document could have', () => {
    expect(parseMarkdownViewPath('/Questions/c%201/q1.md')?.kind).toBe('malformed');
    expect(parseMarkdownViewPath('/Questions/c1/%ZZ.md')?.kind).toBe('malformed');
    expect(parseMarkdownViewPath(`/Questions/c1/${'q'.repeat(200)}.md`)?.kind).toBe('malformed');
  });
});
