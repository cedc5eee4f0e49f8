import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { signOutAndClear } from '@/features/auth';
import { failureCode, REQUIRES_RECENT_LOGIN } from '@/lib/errors';

/**
 * Handles a failed account change. For `auth/requires-recent-login` it shows the spec's alert,
 * signs out and goes to `/`, and returns null; for anything else it returns the error code.
 */
export function useAccountError(): (error: unknown) => Promise<string | null> {
  const dialog = useDialog();
  const navigate = useNavigate();
  return useCallback(
    async (error: unknown) => {
      const code = failureCode(error);
      if (code !== REQUIRES_RECENT_LOGIN) return code;
      await dialog.alert({
        title: 'Authorization Credentials Expired',
        text: 'Authorization Credentials Expired, Signing Out. Please Sign In Again',
      });
      await signOutAndClear().catch((failure: unknown) => console.error(failure));
      await navigate(paths.home.getHref(), { replace: true });
      return null;
    },
    [dialog, navigate],
  );
}
