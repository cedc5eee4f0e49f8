// Under `npm start`, the Auth emulator's messages (password reset, e-mail verification, e-mail
// change, recovery) are only printed in its log. This forwarder polls the emulator's list of
// out-of-band codes and mails each new one to the local inbox, with the link pointing at the
// app's own action page (/Auth/Action), as a production project's custom handler URL does.
import { setTimeout as sleep } from 'node:timers/promises';

/** One entry of `GET /emulator/v1/projects/<project>/oobCodes`. */
export interface OobCode {
  email: string;
  newEmail?: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The action page's `mode` for each request type the Auth emulator records. */
const ACTION_MODES: Record<string, string> = {
  PASSWORD_RESET: 'resetPassword',
  VERIFY_EMAIL: 'verifyEmail',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
  RECOVER_EMAIL: 'recoverEmail',
};

const SUBJECTS: Record<string, string> = {
  PASSWORD_RESET: 'Reset your QueryHub password',
  VERIFY_EMAIL: 'Verify your e-mail address for QueryHub',
  VERIFY_AND_CHANGE_EMAIL: 'Confirm your new e-mail address for QueryHub',
  RECOVER_EMAIL: 'Your QueryHub e-mail address was changed',
};

const INTROS: Record<string, string> = {
  PASSWORD_RESET: 'Follow this link to choose a new password:',
  VERIFY_EMAIL: 'Follow this link to verify your e-mail address:',
  VERIFY_AND_CHANGE_EMAIL: 'Follow this link to confirm your new e-mail address:',
  RECOVER_EMAIL:
    'The e-mail address of your account was changed. If you did not do this, follow this link to restore it:',
};

export interface ForwardedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mail for one code, or null for a request type the app has no page for (EMAIL_SIGNIN). */
export function mailForOobCode(code: OobCode, appOrigin: string): ForwardedMail | null {
  const mode = ACTION_MODES[code.requestType];
  if (!mode) return null;
  const link = `${appOrigin}/Auth/Action?mode=${mode}&oobCode=${encodeURIComponent(code.oobCode)}`;
  // A change of address is confirmed from the new address; everything else goes to the account's.
  const to =
    code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail ? code.newEmail : code.email;
  const intro = INTROS[code.requestType] ?? '';
  return {
    to,
    subject: SUBJECTS[code.requestType] ?? 'QueryHub',
    text: `Hello,\n\n${intro}\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n\nQueryHub\n`,
    html:
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      '<p>If you did not ask for this, ignore this e-mail.</p><p>QueryHub</p>',
  };
}

export interface ForwarderOptions {
  authUrl: string;
  projectId: string;
  smtpUri: string;
  appOrigin: string;
  intervalMs?: number;
}

/**
 * Polls until `stop` is called; each code is forwarded once. Codes already listed when it starts
 * (restored with the emulators' saved state) are old and not sent again.
 */
export function forwardAuthMail(options: ForwarderOptions): { stop: () => void } {
  let stopped = false;
  void (async () => {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport(options.smtpUri);
    const url = `${options.authUrl}/emulator/v1/projects/${options.projectId}/oobCodes`;
    let seen: Set<string> | undefined;
    while (!stopped) {
      try {
        const response = await fetch(url);
        const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
        const fresh = seen ? oobCodes.filter((code) => !seen?.has(code.oobCode)) : [];
        seen ??= new Set();
        for (const code of oobCodes) seen.add(code.oobCode);
        for (const code of fresh) {
          const mail = mailForOobCode(code, options.appOrigin);
          if (mail)
            await transport.sendMail({ from: 'QueryHub <noreply@queryhub.local>', ...mail });
        }
      } catch {
        // The emulator is starting or stopping; try again on the next round.
      }
      await sleep(options.intervalMs ?? 1000);
    }
    transport.close();
  })();
  return { stop: () => (stopped = true) };
}
