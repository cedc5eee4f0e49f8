import type { ReactNode } from 'react';
import { Button, ButtonLink, useDialog } from '@/components/ui';

export interface LoginGatedLinkProps {
  signedIn: boolean;
  to: string;
  /** The spec's LOGIN alert text, e.g. 'Please Login To Ask Questions!'. */
  loginMessage: string;
  children: ReactNode;
}

/** A link for signed-in users; for visitors a button that explains, in a LOGIN dialog, why not. */
export function LoginGatedLink({ signedIn, to, loginMessage, children }: LoginGatedLinkProps) {
  const dialog = useDialog();
  if (signedIn) return <ButtonLink to={to}>{children}</ButtonLink>;
  return (
    <Button onClick={() => void dialog.alert({ title: 'LOGIN', text: loginMessage })}>
      {children}
    </Button>
  );
}
