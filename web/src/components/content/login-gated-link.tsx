import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, useDialog } from '@/components/ui';

export interface LoginGatedLinkProps {
  /** `undefined` while the sign-in state is unknown (the Auth SDK loads after the first paint). */
  signedIn: boolean | undefined;
  to: string;
  /** The spec's LOGIN alert text, e.g. 'Please Login To Ask Questions!'. */
  loginMessage: string;
  children: ReactNode;
}

/**
 * A link for signed-in users; for visitors a button that explains, in a LOGIN dialog, why not.
 * While the sign-in state is unknown (always on a server-rendered page's first moments) it is a
 * button whose click waits for the state and then opens the form or the dialog, so a signed-in
 * user is never told to log in.
 */
export function LoginGatedLink({ signedIn, to, loginMessage, children }: LoginGatedLinkProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting || signedIn === undefined) return;
    setWaiting(false);
    if (signedIn) void navigate(to);
    else void dialog.alert({ title: 'LOGIN', text: loginMessage });
  }, [waiting, signedIn, navigate, to, dialog, loginMessage]);

  if (signedIn) return <ButtonLink to={to}>{children}</ButtonLink>;
  return (
    <Button
      aria-busy={waiting || undefined}
      onClick={() => {
        if (signedIn === undefined) setWaiting(true);
        else void dialog.alert({ title: 'LOGIN', text: loginMessage });
      }}
    >
      {children}
    </Button>
  );
}
