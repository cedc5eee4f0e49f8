import { useState } from 'react';
import { useDialog, type ConfirmOptions } from '@/components/ui';
import { useSubmit } from '@/hooks/use-submit';

/** One admin action: it runs, then says in a line what it did (or '' for nothing to say). */
export type AdminAction = () => Promise<string>;

/**
 * /Admin's actions, one at a time: `running` while one runs, its outcome line (for a live
 * region) once it is done, the error <FormError> shows when it failed; `confirmThenRun` asks
 * first and runs only what was confirmed.
 */
export function useAdminAction() {
  const dialog = useDialog();
  const [outcome, setOutcome] = useState('');
  const { submit, submitting, error } = useSubmit(async (action: AdminAction) => {
    setOutcome('');
    setOutcome(await action());
  });
  async function confirmThenRun(question: ConfirmOptions, action: AdminAction): Promise<void> {
    if (await dialog.confirm(question)) await submit(action);
  }
  return { run: submit, confirmThenRun, running: submitting, error, outcome };
}

export type AdminActions = ReturnType<typeof useAdminAction>;

/** An admin callable as an action whose outcome line is "Label: done." and what it answered. */
export function done(label: string, call: () => Promise<unknown>): AdminAction {
  return async () => {
    const result = await call();
    return `${label}: done. ${result ? JSON.stringify(result) : ''}`.trim();
  };
}
