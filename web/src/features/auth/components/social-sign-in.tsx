import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { providerSignInSentence } from '@queryhub/model';
import { Button, FormError, type FormErrorProps } from '@/components/ui';
import { paths } from '@/config/paths';
import { formFailure } from '@/lib/errors';
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
 * owner to sign in with the password, which links the provider (api/sign-in.ts); a failure says
 * in words why, naming the provider (offline its sign-in script cannot load), never a code.
 */
export function SocialSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormErrorProps | null>(null);
  const [linkNotice, setLinkNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readRedirectResult()
      .then(async (outcome) => {
        if (!current) return;
        if (outcome.kind === 'signed-in') await navigate(paths.home.getHref(), { replace: true });
        if (outcome.kind === 'failed') {
          const provider = SOCIAL_PROVIDERS[outcome.provider];
          setFailure({ detail: providerSignInSentence(provider, outcome.code) });
        }
        if (outcome.kind === 'needs-link') {
          setLinkNotice(
            `An account already uses ${outcome.email ?? 'this e-mail address'}. Sign in with its password to add ${SOCIAL_PROVIDERS[outcome.provider]} sign-in to it.`,
          );
        }
      })
      .catch((error: unknown) => current && setFailure(formFailure(error)));
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
      setFailure(formFailure(error));
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
      {failure && <FormError {...failure} />}
      {(Object.keys(SOCIAL_PROVIDERS) as SocialProviderId[]).map((id) => (
        <Button key={id} variant="secondary" disabled={busy} onClick={() => void continueWith(id)}>
          Continue with {SOCIAL_PROVIDERS[id]}
        </Button>
      ))}
    </div>
  );
}
