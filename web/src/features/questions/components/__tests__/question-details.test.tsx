import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@queryhub/model';
import { formatPostTime } from '@/components/content/post-card';
import { markSanitized } from '@/lib/sanitized-html';
import { QuestionDetails, questionHeading } from '../question-details';

function question(overrides: Partial<QuestionView>): QuestionView {
  return {
    id: 'q1',
    question: 'What is JSX?',
    category: 'React',
    catId: 'c1',
    userName: 'ann',
    html: null,
    screenshot: null,
    dateMillis: 1,
    hidden: false,
    uid: 'u-author',
    score: 0,
    answerCount: 0,
    acceptedAnswerId: '',
    editedAtMillis: null,
    closed: false,
    tags: [],
    ...overrides,
  };
}

/** The byline links to the author's user page, so the details render inside a router. */
function showDetails(view: QuestionView) {
  render(
    <MemoryRouter>
      <QuestionDetails question={view} />
    </MemoryRouter>,
  );
}

describe('QuestionDetails', () => {
  it('shows a post without HTML as its whole text in the heading, as before', () => {
    showDetails(question({ question: 'Line one\nline <b>two</b>' }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Line one\nline <b>two</b>');
    expect(document.querySelector('.post-html')).toBeNull();
  });

  it('shows the first line as the heading and the rendered text below it', () => {
    const view = question({
      question: '# How do I map an array?\n\n```js\n[1].map(f)\n```',
      html: markSanitized(
        '<h3>How do I map an array?</h3>\n<pre><code class="language-js">[1].map(f)</code></pre>',
      ),
    });
    showDetails(view);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How do I map an array?');
    expect(document.querySelector('.post-html pre code.language-js')?.textContent).toBe(
      '[1].map(f)',
    );
  });

  it('says when the question was asked, as the answers do', () => {
    const asked = Date.UTC(2026, 10, 25, 15, 4);
    showDetails(question({ dateMillis: asked }));
    const time = screen.getByText((_, node) => node?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-25T15:04:00.000Z');
    expect(time.closest('p')?.textContent).toBe(`asked ${formatPostTime(asked)}`);
    expect(time.closest('p')?.textContent).toMatch(/^asked Nov 25, 2026/);
  });

  it('says nothing of the time while the server timestamp is pending', () => {
    showDetails(question({ dateMillis: null }));
    expect(screen.queryByText(/^asked /)).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('does not repeat a one-line question below its heading', () => {
    const view = question({ html: markSanitized('<p>What is JSX?</p>') });
    showDetails(view);
    expect(screen.getAllByText('What is JSX?')).toHaveLength(1);
  });
});

describe('questionHeading', () => {
  it('strips a heading marker from the first line of a rendered question', () => {
    expect(
      questionHeading(question({ question: '## Title\nbody', html: markSanitized('x') })),
    ).toBe('Title');
  });
});
