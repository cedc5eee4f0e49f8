// The settings of the mail pipeline. Production: `firebase functions:secrets:set` for the two
// secrets, functions/.env for the rest (README, "Deploy"). The emulator: files written by
// stack/src/local-mail-config.ts (functions/.secret.local, functions/.env.local).
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** `smtps://user:password@smtp.example.com:465` or `smtp://host:port`: any SMTP provider. */
export const SMTP_CONNECTION_URI = defineSecret('SMTP_CONNECTION_URI');
/** The key that signs unsubscribe links (any long random string). */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');
/** The sender: a clear name and an address of the domain whose SPF and DKIM cover the SMTP host. */
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'QueryHub <noreply@queryhub.example>',
});
/** The public origin links point at (the same as ssr's SITE_ORIGIN and the sitemap). */
const SITE_ORIGIN = defineString('SITE_ORIGIN', { default: 'http://127.0.0.1:5000' });
/** How long an inbox item must stay unread before it is mailed. */
export const MAIL_ALERT_DELAY_SECONDS = defineInt('MAIL_ALERT_DELAY_SECONDS', { default: 900 });

/** The origin without a trailing slash. */
export function siteOrigin(): string {
  return SITE_ORIGIN.value().replace(/\/+$/, '');
}
