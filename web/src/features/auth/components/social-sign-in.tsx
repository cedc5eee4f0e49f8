import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, FormError } from '@/components/ui';
import { paths } from '@/config/paths';
import { failureCode } from '@/lib/errors';
import {
  readRedirectResult,
  SOCIAL_PROVIDERS,
  startSocialSignIn,
  type SocialProviderId,
} from '../api/social-sign-in';

/**
 * **Continue with Google** / **Continue with GitHub** on /Login and /Register. Back from the
 * provider, it reads the redirect result: a signed-in account goes home (the welcome redirect
 * sends a new one to /Welcome first); an address that belongs to a password account asks the
 * owner to sign in with the password, which links the provider (api/sign-in.ts).
 */
export function SocialSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkNotice, setLinkNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readRedirectResult()
      .then(async (outcome) => {
        if (!current) return;
        if (outcome.kind === 'signed-in') await navigate(paths.home.getHref(), { replace: true });
        if (outcome.kind === 'needs-link') {
          setLinkNotice(
            `An account already uses ${outcome.email ?? 'this e-mail address'}. Sign in with its password to add ${SOCIAL_PROVIDERS[outcome.provider]} sign-in to it.`,
          );
        }
      })
      .catch((error: unknown) => current && setFailure(failureCode(error)));
    return () => {
      current = false;
    };
  }, [navigate]);

  async function continueWith(id: SocialProviderId) {
    setBusy(true);
    setFailure(null);
    try {
      await startSocialSignIn(id);
    } catch (error) {
      setFailure(failureCode(error));
      setBusy(false);
    }
  }

  return (
    <div className="social-sign-in">
      {linkNotice && (
        <p className="form__notice" role="status">
          {linkNotice}
        </p>
      )}
      {failure && <FormError code={failure} />}
      {(Object.keys(SOCIAL_PROVIDERS) as SocialProviderId[]).map((id) => (
        <Button key={id} variant="secondary" disabled={busy} onClick={() => void continueWith(id)}>
          Continue with {SOCIAL_PROVIDERS[id]}
        </Button>
      ))}
    </div>
  );
}
