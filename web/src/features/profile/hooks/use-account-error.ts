import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import {
  finishReauthentication,
  reauthenticateWithProvider,
  signOutAndClear,
  SOCIAL_PROVIDERS,
  socialOnlyProvider,
  useAuth,
} from '@/features/auth';
import { failureCode, REQUIRES_RECENT_LOGIN } from '@/lib/errors';

/**
 * Handles a failed account change. For `auth/requires-recent-login` it shows the spec's alert,
 * signs out and goes to `/`, and returns null; a Google- or GitHub-only account instead signs in
 * again through its provider (reauthenticateWithRedirect) and comes back to the same page. For
 * anything else it returns the error code.
 */
export function useAccountError(): (error: unknown) => Promise<string | null> {
  const dialog = useDialog();
  const navigate = useNavigate();
  const { user } = useAuth();
  const provider = socialOnlyProvider(user?.providers);

  // Back from the provider: the reauthentication completes; the user repeats the change.
  useEffect(() => {
    finishReauthentication().catch((error: unknown) =>
      console.warn('Reauthentication failed', error),
    );
  }, []);

  return useCallback(
    async (error: unknown) => {
      const code = failureCode(error);
      if (code !== REQUIRES_RECENT_LOGIN) return code;
      if (provider) {
        await dialog.alert({
          title: 'Authorization Credentials Expired',
          text: `Authorization Credentials Expired. Please Sign In Again With ${SOCIAL_PROVIDERS[provider]}`,
        });
        await reauthenticateWithProvider(provider);
        return null;
      }
      await dialog.alert({
        title: 'Authorization Credentials Expired',
        text: 'Authorization Credentials Expired, Signing Out. Please Sign In Again',
      });
      await signOutAndClear().catch((failure: unknown) => console.error(failure));
      await navigate(paths.home.getHref(), { replace: true });
      return null;
    },
    [dialog, navigate, provider],
  );
}
