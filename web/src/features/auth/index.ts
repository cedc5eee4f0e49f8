// Public API of the auth feature (the only entry other features and app/ may import).
export { AuthContext, useAuth } from './auth-context';
export { clearLocalData, signOutAndClear } from './api/sign-out';
export { AuthProvider } from './auth-provider';
export { useRefreshAuthUser } from './auth-refresh-context';
export { RedirectIfSignedIn, RequireAuth } from './components/route-guards';
export { VerifyEmailBanner } from './components/verify-email-banner';
export { useWelcomeRedirect } from './hooks/use-welcome-redirect';
export {
  finishReauthentication,
  reauthenticateWithProvider,
  SOCIAL_PROVIDERS,
  socialOnlyProvider,
} from './api/social-sign-in';
export { usePresenceOnline } from './hooks/use-presence-online';
export type { AuthState, TimestampLike } from './types';
