import { createContext, useContext } from 'react';

export const AuthRefreshContext = createContext<() => Promise<void>>(async () => {});

/** Re-reads the signed-in user (after a profile, e-mail or picture change). */
export function useRefreshAuthUser(): () => Promise<void> {
  return useContext(AuthRefreshContext);
}
