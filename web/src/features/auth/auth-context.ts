import { createContext, useContext } from 'react';
import type { AuthState } from './types';

export const AuthContext = createContext<AuthState>({
  user: undefined,
  profile: null,
  profileLoaded: false,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
