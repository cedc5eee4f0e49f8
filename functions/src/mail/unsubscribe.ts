// One-click unsubscribe (RFC 8058) without signing in: a signed link turns one kind of mail off
// for one member, but only by a POST (the mail client's one-click POST, or the button of the
// page the link opens): a GET, as mail scanners and link previews send, only shows that page.
// Each link works once (its nonce is recorded in UnsubscribeTokens), and the confirmation page
// can undo it once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EMAIL_PREFERENCES_PATH,
  readDocument,
  PREFERENCE_FIELDS,
  UNSUBSCRIBE_PATH,
  type MailKind,
} from '@queryhub/model';
import { escapeHtml } from './render';
import { verifyUnsubscribeToken, type UnsubscribeClaims } from './unsubscribe-token';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { readSnapshot } from '../shared/documents';

export type UnsubscribeAction = 'unsubscribe' | 'undo';

export type UnsubscribeResult =
  | { status: 'confirm' | 'unsubscribed' | 'resubscribed'; claims: UnsubscribeClaims }
  | { status: 'malformed' | 'forged' | 'expired' | 'used' };

/** HTTP status of each result. */
export const RESULT_STATUS: Record<UnsubscribeResult['status'], number> = {
  confirm: 200,
  unsubscribed: 200,
  resubscribed: 200,
  malformed: 400,
  forged: 403,
  expired: 410,
  used: 409,
};

/**
 * What opening a link (a GET) shows: the question whether to unsubscribe, or why the link does
 * nothing. It reads, and never writes: a scanner fetching the link changes nothing.
 */
export async function previewUnsubscribe(
  db: Firestore,
  token: unknown,
  secret: string,
  nowMs: number,
): Promise<UnsubscribeResult> {
  const check = verifyUnsubscribeToken(token, secret, nowMs);
  if (!check.ok) return { status: check.reason };
  const record = await db.collection(COLLECTIONS.unsubscribeTokens).doc(check.claims.nonce).get();
  return record.exists ? { status: 'used' } : { status: 'confirm', claims: check.claims };
}

/** Applies a token: turns its kind off (once), or back on (once, after it was turned off). */
export async function applyUnsubscribe(
  db: Firestore,
  token: unknown,
  action: UnsubscribeAction,
  secret: string,
  nowMs: number,
): Promise<UnsubscribeResult> {
  const check = verifyUnsubscribeToken(token, secret, nowMs);
  if (!check.ok) return { status: check.reason };
  const { claims } = check;
  const recordRef = db.collection(COLLECTIONS.unsubscribeTokens).doc(claims.nonce);
  const prefsRef = db.collection(COLLECTIONS.emailPreferences).doc(claims.uid);
  return runTransactionWithRetry(db, async (transaction) => {
    const [record, prefs] = await Promise.all([
      transaction.get(recordRef),
      transaction.get(prefsRef),
    ]);
    const used = readSnapshot('unsubscribeTokens', record);
    if (action === 'unsubscribe' ? used : !used || used.Undone) {
      return { status: 'used' as const };
    }
    const on = action === 'undo';
    // The whole document, so it keeps the exact fields the member's own writes must carry.
    transaction.set(prefsRef, {
      ...readDocument('emailPreferences', prefs.data()),
      [PREFERENCE_FIELDS[claims.kind]]: on,
      UpdatedAt: FieldValue.serverTimestamp(),
    });
    if (on) transaction.update(recordRef, { Undone: true });
    else
      transaction.create(recordRef, {
        uid: claims.uid,
        Kind: claims.kind,
        UsedAt: FieldValue.serverTimestamp(),
        ExpiresAt: new Date(claims.expiresAt),
        Undone: false,
      });
    return { status: on ? ('resubscribed' as const) : ('unsubscribed' as const), claims };
  });
}

const KIND_NAMES: Record<MailKind, string> = {
  activity: 'e-mails about activity on your posts',
  digest: 'the weekly digest',
};

const FAILURE_TEXT: Record<'malformed' | 'forged' | 'expired' | 'used', string> = {
  malformed: 'This unsubscribe link is incomplete. Copy the whole link from the e-mail.',
  forged: 'This unsubscribe link is not valid.',
  expired: 'This unsubscribe link has expired.',
  used: 'This unsubscribe link has already been used.',
};

/** The page a browser shows: what happened, an undo button when it can be undone, the settings. */
export function unsubscribePage(result: UnsubscribeResult, token: string, origin: string): string {
  const settings = `${origin}${EMAIL_PREFERENCES_PATH}`;
  let heading: string;
  let body: string;
  if (result.status === 'confirm') {
    heading = 'Unsubscribe?';
    body =
      `<p>Stop ${KIND_NAMES[result.claims.kind]}?</p>` +
      `<form method="post" action="${UNSUBSCRIBE_PATH}">` +
      `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
      '<input type="hidden" name="action" value="unsubscribe">' +
      '<button type="submit">Unsubscribe</button></form>';
  } else if (result.status === 'unsubscribed') {
    heading = 'You are unsubscribed';
    body =
      `<p>You will no longer get ${KIND_NAMES[result.claims.kind]}.</p>` +
      `<form method="post" action="${UNSUBSCRIBE_PATH}">` +
      `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
      '<input type="hidden" name="action" value="undo">' +
      '<button type="submit">Undo</button></form>';
  } else if (result.status === 'resubscribed') {
    heading = 'You are subscribed again';
    body = `<p>You will get ${KIND_NAMES[result.claims.kind]} again.</p>`;
  } else {
    heading = 'Nothing was changed';
    body = `<p>${escapeHtml(FAILURE_TEXT[result.status])}</p>`;
  }
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)} · QueryHub</title>` +
    '<style>body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
    'button{font-size:1rem;padding:.5rem 1rem}</style></head><body>' +
    `<h1>${escapeHtml(heading)}</h1>${body}` +
    `<p><a href="${escapeHtml(settings)}">Your e-mail settings</a> · <a href="${escapeHtml(origin)}/">QueryHub</a></p>` +
    '</body></html>'
  );
}
