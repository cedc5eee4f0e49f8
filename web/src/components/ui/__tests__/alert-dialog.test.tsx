import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogProvider, useDialog, type DialogApi } from '..';

let api: DialogApi;
function Capture() {
  api = useDialog();
  return <button type="button">Opener</button>;
}

function setup() {
  render(
    <DialogProvider>
      <Capture />
    </DialogProvider>,
  );
  screen.getByRole('button', { name: 'Opener' }).focus();
}

describe('AlertDialog via useDialog', () => {
  it('shows a labelled alert, focuses OK and resolves on OK, returning focus', async () => {
    setup();
    let closed = false;
    act(() => {
      void api.alert({ title: 'LOGIN', text: 'Please Login To Create A Category!' }).then(() => {
        closed = true;
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'LOGIN' });
    expect(dialog).toHaveAccessibleDescription('Please Login To Create A Category!');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('traps Tab inside a confirm dialog and resolves false on Escape', async () => {
    setup();
    let answer: boolean | undefined;
    act(() => {
      void api
        .confirm({
          title: 'Are You Sure? You Want To Delete The Account',
          text: "Once Deleted, It Can't Be Undone!",
          confirmLabel: 'Delete',
        })
        .then((value) => (answer = value));
    });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answer).toBe(false);
  });

  it('resolves true on confirm and shows queued alerts one after another', async () => {
    setup();
    const answers: unknown[] = [];
    act(() => {
      void api.confirm({ title: 'First', text: 'one' }).then((v) => answers.push(v));
      void api.alert({ title: 'Second', text: 'two' }).then((v) => answers.push(v ?? 'ok'));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(answers).toEqual([true, 'ok']);
  });
});
