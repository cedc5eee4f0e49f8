import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, FormError } from '@/components/ui';
import { renderScreen } from '@/testing/render';
import { done, useAdminAction } from '../hooks/use-admin-action';

function Console({ call }: { call: () => Promise<unknown> }) {
  const { run, confirmThenRun, running, error, outcome } = useAdminAction();
  return (
    <>
      <div role="status">{outcome}</div>
      {error && <FormError {...error} />}
      <Button disabled={running} onClick={() => void run(done('Recount', call))}>
        Run
      </Button>
      <Button
        disabled={running}
        onClick={() =>
          void confirmThenRun(
            { title: 'DELETE POST', text: 'Delete it for good?', confirmLabel: 'Delete' },
            done('Delete', call),
          )
        }
      >
        Ask first
      </Button>
    </>
  );
}

describe('useAdminAction', () => {
  it('says what the action did, with what the callable answered', async () => {
    const call = vi.fn().mockResolvedValue({ users: 3 });
    renderScreen(<Console call={call} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Recount: done. {"users":3}')).toBeInTheDocument();
  });

  it('runs a confirmed action only once confirmed', async () => {
    const call = vi.fn().mockResolvedValue(undefined);
    renderScreen(<Console call={call} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete: done.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows why an action failed', async () => {
    const call = vi.fn().mockRejectedValue(new Error('Recount refused.'));
    renderScreen(<Console call={call} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
