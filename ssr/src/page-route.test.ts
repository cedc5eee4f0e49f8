import { describe, expect, it } from 'vitest';
import { pageRoute } from './page-route';

describe('pageRoute', () => {
  it('recognises the server-rendered pages, with decoded ids', () => {
    expect(pageRoute('/')).toEqual({ kind: 'home' });
    expect(pageRoute('/Category/web%20dev/Web-Dev')).toEqual({
      kind: 'category',
      categoryId: 'web dev',
      nameInUrl: 'Web-Dev',
    });
    expect(pageRoute('/Questions/web/q1/Why%3F')).toEqual({ kind: 'question', questionId: 'q1' });
    expect(pageRoute('/Tags/c%23')).toEqual({ kind: 'tag', tag: 'c#' });
    expect(pageRoute('/Tags/node.js')).toEqual({ kind: 'tag', tag: 'node.js' });
    // The tag index and the all-questions list; a question's own page keeps its route.
    expect(pageRoute('/Tags')).toEqual({ kind: 'tags' });
    expect(pageRoute('/Questions')).toEqual({ kind: 'all-questions' });
    expect(pageRoute('/Results/boiled-eggs%3F')).toEqual({
      kind: 'results',
      searchText: 'boiled eggs?',
    });
  });

  it('tells other app routes from unknown ones', () => {
    expect(pageRoute('/Login')).toEqual({ kind: 'app' });
    expect(pageRoute('/Contact')).toEqual({ kind: 'app' });
    // The reset page and the account pages are app routes now (Hosting serves the shell).
    for (const path of ['/ResetPassword', '/Auth/Action', '/Welcome']) {
      expect(pageRoute(path)).toEqual({ kind: 'app' });
    }
    expect(pageRoute('/No/Such/Page')).toEqual({ kind: 'not-found' });
    expect(pageRoute('/Questions/only-two')).toEqual({ kind: 'not-found' });
    expect(pageRoute('/Category/%E0%A4%A/x')).toEqual({ kind: 'not-found' });
    // Not a tag's shape: uppercase, too long, markup.
    for (const path of ['/Tags/CSS', `/Tags/${'x'.repeat(36)}`, '/Tags/%3Cb%3E']) {
      expect(pageRoute(path)).toEqual({ kind: 'not-found' });
    }
  });
});
