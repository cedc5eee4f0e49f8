import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPostTime } from '@/components/content/post-card';
import type { PostRef } from '@queryhub/model';
import { renderScreen, signedInUser } from '@/testing/render';
import { PostEditLinks } from '../components/post-edit-links';

const question: PostRef = { kind: 'question', id: 'q1', questionId: 'q1', catId: 'c1' };
const answer: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };

describe('PostEditLinks', () => {
  it('offers "Edit" to the author only', () => {
    const { unmount } = renderScreen(
      <PostEditLinks post={question} authorUid={signedInUser.uid} editedAtMillis={null} />,
      { auth: { user: signedInUser } },
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Edit/Questions/q1',
    );
    unmount();

    renderScreen(<PostEditLinks post={question} authorUid="someone-else" editedAtMillis={null} />, {
      auth: { user: signedInUser },
    });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows "edited {time}" to everyone, leading to the history', () => {
    const at = Date.UTC(2026, 10, 22, 15, 5);
    renderScreen(<PostEditLinks post={answer} authorUid="someone" editedAtMillis={at} />);
    const link = screen.getByRole('link', { name: `edited ${formatPostTime(at)}` });
    expect(link).toHaveAttribute('href', '/History/Answers/a1');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
