import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paged } from '@/testing/paged';
import { renderScreen } from '@/testing/render';
import { useRevisions } from '../api/get-revisions';
import HistoryPage from '../pages/history-page';

vi.mock('../api/get-revisions', () => ({ useRevisions: vi.fn() }));

const route = { path: '/History/:Kind/:ID', url: '/History/Questions/q1' };

describe('HistoryPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists each edit with who made it and the words removed and added', () => {
    vi.mocked(useRevisions).mockReturnValue(
      paged({
        status: 'ready',
        data: [
          {
            id: 'r2',
            userName: 'Ann',
            dateMillis: 2,
            before: 'How to sort <b>numbers</b>?',
            after: 'How to sort numbers fast?',
            tags: null,
          },
          {
            id: 'r1',
            userName: 'Ann',
            dateMillis: 1,
            before: 'a',
            after: 'a',
            tags: { before: ['sorting'], after: ['sorting', 'c++'] },
          },
        ],
      }),
    );
    renderScreen(<HistoryPage />, route);
    expect(useRevisions).toHaveBeenCalledWith('question', 'q1');
    expect(screen.getByRole('heading', { name: 'EDIT HISTORY' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Edited by Ann');
    const removed = items[0]!.querySelectorAll('del');
    const added = items[0]!.querySelectorAll('ins');
    const removedText = Array.from(removed, (node) => node.textContent).join(' ');
    expect(removedText).toContain('[removed: <b>]');
    expect(removedText).toContain('</b>');
    expect(Array.from(added, (node) => node.textContent).join(' ')).toContain('fast');
    expect(removedText).not.toContain('numbers');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[0]).not.toHaveTextContent('Tags:');
    expect(items[1]).toHaveTextContent('Tags: sorting → sorting, c++');
  });

  it('says so when the post was never edited', () => {
    vi.mocked(useRevisions).mockReturnValue(paged({ status: 'ready', data: [] }));
    renderScreen(<HistoryPage />, route);
    expect(screen.getByText('This question has not been edited.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads older edits a page at a time', async () => {
    const list = paged(
      {
        status: 'ready',
        data: [{ id: 'r9', userName: 'Ann', dateMillis: 9, before: 'x', after: 'y', tags: null }],
      },
      { hasMore: true },
    );
    vi.mocked(useRevisions).mockReturnValue(list);
    renderScreen(<HistoryPage />, route);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows a close or reopen as what happened and who decided, without a diff', () => {
    vi.mocked(useRevisions).mockReturnValue(
      paged({
        status: 'ready',
        data: [
          {
            id: 'c2',
            userName: 'Mona',
            dateMillis: 2,
            before: 'q',
            after: 'q',
            note: 'Reopened',
            tags: null,
          },
          {
            id: 'c1',
            userName: 'Community vote',
            dateMillis: 1,
            before: 'q',
            after: 'q',
            note: 'Closed: Off-topic',
            tags: null,
          },
        ],
      }),
    );
    renderScreen(<HistoryPage />, route);
    const items = within(screen.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reopened by Mona');
    expect(items[1]).toHaveTextContent('Closed: Off-topic by Community vote');
    expect(items[1]!.querySelectorAll('del, ins')).toHaveLength(0);
  });
});
