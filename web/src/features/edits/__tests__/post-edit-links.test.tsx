import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPostTime } from '@/components/content/post-card';
import { renderScreen, signedInUser } from '@/testing/render';
import { PostEditLinks } from '../components/post-edit-links';

describe('PostEditLinks', () => {
  it('offers "Edit" to the author only', () => {
    const { unmount } = renderScreen(
      <PostEditLinks kind="question" id="q1" authorUid={signedInUser.uid} editedAtMillis={null} />,
      { auth: { user: signedInUser } },
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Edit/Questions/q1',
    );
    unmount();

    renderScreen(
      <PostEditLinks kind="question" id="q1" authorUid="someone-else" editedAtMillis={null} />,
      { auth: { user: signedInUser } },
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows "edited {time}" to everyone, leading to the history', () => {
    const at = Date.UTC(2026, 10, 22, 15, 5);
    renderScreen(<PostEditLinks kind="answer" id="a1" authorUid="someone" editedAtMillis={at} />);
    const link = screen.getByRole('link', { name: `edited ${formatPostTime(at)}` });
    expect(link).toHaveAttribute('href', '/History/Answers/a1');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
