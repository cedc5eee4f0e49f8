import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from './alert-dialog';
import { DialogContext, type AlertOptions, type ConfirmOptions } from './dialog-context';

interface OpenDialog {
  id: number;
  options: (AlertOptions & { variant: 'alert' }) | (ConfirmOptions & { variant: 'confirm' });
  resolve: (confirmed: boolean) => void;
}

/** Shows the spec's alerts one at a time, in the order they were asked for. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<OpenDialog[]>([]);
  const nextId = useRef(0);

  const open = useCallback((options: OpenDialog['options']) => {
    const id = (nextId.current += 1);
    return new Promise<boolean>((resolve) => setQueue((q) => [...q, { id, options, resolve }]));
  }, []);

  const api = useMemo(
    () => ({
      alert: (options: AlertOptions) =>
        open({ ...options, variant: 'alert' }).then(() => undefined),
      confirm: (options: ConfirmOptions) => open({ ...options, variant: 'confirm' }),
    }),
    [open],
  );

  const current = queue[0];
  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <AlertDialog
          key={current.id}
          {...current.options}
          onClose={(confirmed) => {
            setQueue((q) => q.slice(1));
            current.resolve(confirmed);
          }}
        />
      )}
    </DialogContext.Provider>
  );
}
