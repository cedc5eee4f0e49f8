import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { preloadRouteModules } from '@/app/router';
import { markSanitized, toCommentView, type AnswerView, type QuestionView } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { NOT_FOUND_KEY, type InitialData } from '@/lib/initial-data';
import { renderApp } from '../render-app';

// No Firebase: every SDK load stays pending, so after hydration the page keeps the server's data
// and the sign-in state stays unknown (as in the first moments of a real visit).
vi.mock('@/lib/firebase', () => {
  const never = () => new Promise<never>(() => {});
  return {
    loadApp: never,
    loadAuth: never,
    loadFirestore: never,
    loadStorage: never,
    loadFunctions: never,
    getFirebase: never,
    clearFirestoreCache: never,
  };
});

const question: QuestionView = {
  id: 'q1',
  question: 'Why does <script> text stay text?',
  category: 'Web',
  catId: 'web',
  userName: 'Ann',
  uid: 'ann',
  score: 0,
  answerCount: 1,
  acceptedAnswerId: '',
  html: null,
  screenshot: null,
  dateMillis: Date.UTC(2026, 10, 22, 10, 5),
  hidden: false,
  editedAtMillis: null,
  closed: false,
  tags: [],
};
const answer: AnswerView = {
  id: 'a1',
  answer: 'React renders it as text & escapes it.',
  question: question.question,
  questionId: 'q1',
  catId: 'web',
  userName: 'Bob',
  uid: 'bob',
  score: 0,
  accepted: false,
  html: null,
  screenshot: null,
  dateMillis: Date.UTC(2026, 10, 22, 11, 0),
  hidden: false,
  editedAtMillis: null,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * console.error calls, minus React's dev-only note that the server and the client renderer
 * shared a context in this one test process (in production they never run in one process).
 */
function realErrors(calls: unknown[][]): unknown[][] {
  return calls.filter(
    ([message]) => !String(message).includes('multiple renderers concurrently rendering'),
  );
}

/** Server-renders `path`, puts the HTML in the page and hydrates it; returns what React reported. */
async function serverRenderThenHydrate(path: string, data: InitialData) {
  const html = await renderApp(new URL(path, 'http://localhost'), data);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await preloadRouteModules(window.location);
  await act(async () => {
    root = hydrateRoot(container, <App initialData={data} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { html, recoverable, consoleErrors: realErrors(consoleErrors.mock.calls) };
}

describe('server render + hydration', () => {
  it('a question page hydrates without a mismatch and keeps the server content', async () => {
    const result = await serverRenderThenHydrate('/Questions/web/q1/Why', {
      [dataKeys.question('q1')]: question,
      [dataKeys.questionAnswers('q1')]: [answer],
    });
    expect(result.html).toContain('Why does &lt;script&gt; text stay text?');
    expect(result.html).toContain('React renders it as text &amp; escapes it.');
    expect(result.html).toContain(
      '<time class="post-time" dateTime="2026-11-22T11:00:00.000Z" data-reserve="Nov 22, 2026, 11:00 AM UTC">Nov 22, 2026, 11:00 AM UTC</time>',
    );
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(question.question);
    expect(screen.getByRole('button', { name: 'ANSWER THE QUESTION' })).toBeInTheDocument();
  });

  it("a rendered post's sanitized Html, its edit time and its votes hydrate without a mismatch", async () => {
    const rendered: QuestionView = {
      ...question,
      score: 4,
      acceptedAnswerId: 'a1',
      question: 'Why **bold**?\n\nSee `code`.',
      html: markSanitized('<p>Why <strong>bold</strong>?</p>\n<p>See <code>code</code>.</p>\n'),
    };
    const renderedAnswer: AnswerView = {
      ...answer,
      answer: 'Use **this**.',
      html: markSanitized('<p>Use <strong>this</strong>.</p>\n'),
      editedAtMillis: Date.UTC(2026, 10, 22, 12, 30),
      score: 2,
      accepted: true,
    };
    const result = await serverRenderThenHydrate('/Questions/web/q1/Why', {
      [dataKeys.question('q1')]: rendered,
      [dataKeys.questionAnswers('q1')]: [renderedAnswer],
    });
    expect(result.html).toContain('<p>Why <strong>bold</strong>?</p>');
    expect(result.html).toContain('<p>Use <strong>this</strong>.</p>');
    expect(result.html).not.toContain('Use **this**');
    expect(result.html).toContain('Nov 22, 2026, 12:30 PM UTC');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why **bold**?');
    expect(screen.getByRole('link', { name: /^edited/ })).toHaveAttribute(
      'href',
      '/History/Answers/a1',
    );
    expect(result.html).toContain('Accepted answer');
    const answers = screen.getByRole('list', { name: 'Answers' });
    expect(within(answers).getByText('Accepted answer')).toBeInTheDocument();
    expect(within(answers).getByRole('button', { name: 'Upvote' })).toBeInTheDocument();
    expect(within(answers).getByText('Score:').parentElement).toHaveTextContent('Score: 2');
    expect(screen.getAllByRole('button', { name: 'Upvote' })).toHaveLength(2);
  });

  it('comments render on the server under their posts and hydrate without a mismatch', async () => {
    const comment = toCommentView('c1', {
      PostID: 'a1',
      QuestionID: 'q1',
      uid: 'ann',
      UserName: 'Ann',
      Comment: 'Thanks @Bob, `escape` is it.',
      Html: 'Thanks <a href="/User/bob/Bob" rel="nofollow ugc noopener">@Bob</a>, <code>escape</code> is it.',
      date: Date.UTC(2026, 10, 22, 12, 0),
    });
    const result = await serverRenderThenHydrate('/Questions/web/q1/Why', {
      [dataKeys.question('q1')]: question,
      [dataKeys.questionAnswers('q1')]: [answer],
      [dataKeys.postComments('q1')]: [],
      [dataKeys.postComments('a1')]: [comment],
    });
    expect(result.html).toContain('<code>escape</code> is it.');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    const onAnswer = screen.getByRole('region', { name: 'Comments on this answer' });
    expect(within(onAnswer).getByRole('link', { name: '@Bob' })).toHaveAttribute(
      'href',
      '/User/bob/Bob',
    );
    expect(within(onAnswer).getByRole('link', { name: 'Ann' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a comment' })).toHaveLength(2);
  });

  it('the home page hydrates with the server list of categories', async () => {
    const result = await serverRenderThenHydrate('/', {
      [dataKeys.categories()]: [{ id: 'web', subject: 'Web', userName: 'Ann', dateMillis: 1 }],
    });
    expect(result.html).toContain('href="/Category/web/Web"');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('href', '/Category/web/Web');
  });

  it('the all-questions list hydrates with the server page and its Next page link', async () => {
    const page = Array.from({ length: 21 }, (_, n) => ({
      ...question,
      id: `q${n}`,
      question: `Question ${n}`,
    }));
    const result = await serverRenderThenHydrate('/Questions', {
      [dataKeys.allQuestions()]: page,
    });
    // A page and one more: the server's HTML links to the next page before any script runs.
    expect(result.html).toContain('href="/Questions?after=q19"');
    expect(result.html).toContain('href="/Category/web/Web"');
    expect(result.html).not.toContain('Question 20');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Questions?after=q19',
    );
  });

  it('a hidden question among the newest neither drops the Next page link nor shows', async () => {
    // As the server sends it: the page as read, the hidden question's content left out.
    const page = Array.from({ length: 21 }, (_, n) => ({
      ...question,
      id: `q${n}`,
      question: n === 3 ? '' : `Question ${n}`,
      hidden: n === 3,
    }));
    const result = await serverRenderThenHydrate('/Questions', {
      [dataKeys.allQuestions()]: page,
    });
    expect(result.html).toContain('href="/Questions?after=q19"');
    expect(result.html).not.toContain('/Questions/web/q3/');
    expect(result.recoverable).toEqual([]);
    expect(
      within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem'),
    ).toHaveLength(19);
  });

  it('the tag index hydrates with the server page of counts', async () => {
    const result = await serverRenderThenHydrate('/Tags?filter=c', {
      [dataKeys.tagIndex('c', '')]: {
        tags: [
          { tag: 'c#', questionCount: 3 },
          { tag: 'c++', questionCount: 1 },
        ],
        nextAfter: 'c++',
      },
    });
    expect(result.html).toContain('href="/Tags/c%23"');
    expect(result.html).toContain('× 3 questions');
    expect(result.html).toContain('href="/Tags?filter=c&amp;after=c%2B%2B"');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Filter tags by name' })).toHaveValue('c');
  });

  it('a 404 answer for a missing question hydrates as the not-found page', async () => {
    const result = await serverRenderThenHydrate('/Questions/web/missing/Gone', {
      [NOT_FOUND_KEY]: true,
    });
    expect(result.html).toContain('Page Not Found');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('a mismatch is reported (the check above can fail)', async () => {
    const html = await renderApp(new URL('/', 'http://localhost'), {
      [dataKeys.categories()]: [{ id: 'web', subject: 'Web', userName: 'Ann', dateMillis: 1 }],
    });
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const recoverable: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <App initialData={{ [dataKeys.categories()]: [] }} />,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable.length).toBeGreaterThan(0);
  });
});
