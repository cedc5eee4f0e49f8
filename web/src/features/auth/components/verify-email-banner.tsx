import { authErrorSentence, isAuthErrorCode } from '@queryhub/model';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui';
import { failureCode } from '@/lib/errors';
import { sendVerificationEmail } from '../api/email-actions';
import { useAuth } from '../auth-context';

/** A person waits at least this long between two verification e-mails (Firebase limits too). */
const RESEND_GAP_MS = 60_000;
const LAST_SENT_KEY = 'queryhub:verification-sent-at';

/** When this browser last sent one (0 on the server, which renders no banner anyway). */
function lastSentAt(): number {
  if (typeof localStorage === 'undefined') return 0;
  return Number(localStorage.getItem(LAST_SENT_KEY) ?? 0);
}

/**
 * "Please verify your e-mail address" with **RESEND VERIFICATION E-MAIL**, on every page while
 * the signed-in account's address is unverified. Resending waits RESEND_GAP_MS per browser.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const waitMs = Math.max(0, lastSentAt() + RESEND_GAP_MS - now);

  useEffect(() => {
    if (waitMs === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(waitMs, 1000));
    return () => clearTimeout(timer);
  }, [waitMs, now]);

  if (!user || user.emailVerified !== false || !user.email) return null;

  async function resend() {
    setSending(true);
    setMessage(null);
    try {
      await sendVerificationEmail();
      localStorage.setItem(LAST_SENT_KEY, String(Date.now()));
      setNow(Date.now());
      setMessage(`We sent a new link to ${user?.email ?? 'your address'}.`);
    } catch (error) {
      const code = failureCode(error);
      setMessage(
        code === 'auth/too-many-requests'
          ? 'Too many e-mails were sent. Please try again later.'
          : `The e-mail could not be sent. ${isAuthErrorCode(code) ? authErrorSentence(code) : `(${code})`}`,
      );
    } finally {
      setSending(false);
    }
  }

  const seconds = Math.ceil(waitMs / 1000);
  // Labelled "Address …", not "E-mail …": the region would share a label with E-Mail fields.
  return (
    <section className="verify-banner" aria-label="Address verification">
      <p>Please verify your e-mail address</p>
      <Button
        variant="secondary"
        onClick={() => void resend()}
        disabled={sending || waitMs > 0}
        aria-busy={sending}
      >
        RESEND VERIFICATION E-MAIL
      </Button>
      {waitMs > 0 && <p className="verify-banner__wait">You can send another in {seconds} s.</p>}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
