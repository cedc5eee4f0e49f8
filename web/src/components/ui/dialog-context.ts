import { createContext, useContext } from 'react';

export interface AlertOptions {
  title: string;
  text: string;
  confirmLabel?: string;
}

export interface ConfirmOptions extends AlertOptions {
  cancelLabel?: string;
}

export interface DialogApi {
  /** Resolves when the user dismisses the alert (OK or Esc). */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true on confirm, false on Cancel or Esc. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog() must be used inside <DialogProvider>');
  return api;
}
