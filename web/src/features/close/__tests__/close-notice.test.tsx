import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toQuestionView } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { useDuplicateTarget } from '../api/duplicate-target';
import { CloseNotice } from '../components/close-notice';

vi.mock('../api/duplicate-target', () => ({ useDuplicateTarget: vi.fn() }));

const question = (data: Record<string, unknown>) =>
  toQuestionView('q2', { Question: 'How do I sort?', CatID: 'c1', uid: 'ann', ...data });

describe('CloseNotice', () => {
  it('says "Closed: {reason}" for a closed question, nothing for an open one', () => {
    const { unmount } = renderScreen(<CloseNotice question={question({})} />);
    expect(screen.queryByRole('complementary', { name: 'Closed' })).toBeNull();
    unmount();
    renderScreen(<CloseNotice question={question({ Closed: true, CloseReason: 'offTopic' })} />);
    expect(screen.getByRole('complementary', { name: 'Closed' })).toHaveTextContent(
      'Closed: Off-topic',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a duplicate to its original', () => {
    vi.mocked(useDuplicateTarget).mockReturnValue({
      status: 'ready',
      data: toQuestionView('q1', { Question: 'Sorting arrays', CatID: 'c1' }),
    });
    renderScreen(
      <CloseNotice
        question={question({ Closed: true, CloseReason: 'duplicate', DuplicateOf: 'q1' })}
      />,
    );
    const notice = screen.getByRole('complementary', { name: 'Closed' });
    expect(notice).toHaveTextContent('Closed: Duplicate');
    expect(notice).toHaveTextContent('This question already has an answer here:');
    expect(screen.getByRole('link', { name: 'Sorting arrays' })).toHaveAttribute(
      'href',
      '/Questions/c1/q1/Sorting-arrays',
    );
  });
});
