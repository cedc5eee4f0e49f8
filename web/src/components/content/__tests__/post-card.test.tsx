import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markSanitized } from '@/lib/sanitized-html';
import { formatPostTime, PostCard } from '../post-card';

const at = Date.UTC(2026, 10, 22, 15, 5);

describe('PostCard', () => {
  it('shows text, author and the posting time, without a link when it leads nowhere', () => {
    render(
      <MemoryRouter>
        <PostCard
          text="<img src=x onerror=alert(1)>"
          byline="This question is answered by bob"
          screenshot={null}
          screenshotAlt="unused"
          dateMillis={at}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const time = screen.getByText(formatPostTime(at));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T15:05:00.000Z');
  });

  it('shows the stored HTML in place of the text when the card is not a link', () => {
    render(
      <MemoryRouter>
        <PostCard
          text="Use **bold**"
          html={markSanitized('<p>Use <strong>bold</strong></p>')}
          byline="by ann"
          screenshot={null}
          screenshotAlt=""
          dateMillis={null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.queryByText('Use **bold**')).toBeNull();
  });

  it('keeps a linked card as plain text even when it has HTML', () => {
    render(
      <MemoryRouter>
        <PostCard
          text="Use **bold**"
          html={markSanitized('<p>Use <strong>bold</strong></p>')}
          byline="by ann"
          screenshot={null}
          screenshotAlt=""
          dateMillis={null}
          to="/somewhere"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Use **bold**' })).toBeInTheDocument();
    expect(document.querySelector('strong')).toBeNull();
  });

  it('leaves the time out while the server timestamp is pending', () => {
    render(
      <MemoryRouter>
        <PostCard text="Hi" byline="by ann" screenshot={null} screenshotAlt="" dateMillis={null} />
      </MemoryRouter>,
    );
    expect(document.querySelector('time')).toBeNull();
  });
});

describe('formatPostTime', () => {
  it('uses a 12-hour clock', () => {
    expect(formatPostTime(at, 'en-US')).toMatch(/\d{1,2}:05\s?[AP]M$/);
  });
});
