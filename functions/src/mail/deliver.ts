// The sender: delivers one Mail document over SMTP and records its delivery state as the
// Trigger Email extension does (PENDING → PROCESSING → SUCCESS | RETRY | ERROR). A transient
// failure (connection, 4xx) becomes RETRY, whose write runs the sender again, up to
// MAX_DELIVERY_ATTEMPTS; a permanent one (5xx, a refused address) or the last attempt is ERROR.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorCode, type DeliveryState, type MailDoc, type ReadTime } from '@queryhub/model';
import { readSnapshot } from '../shared/documents';
import { subjectLine } from './render';
import { runTransactionWithRetry } from '../shared/retry-contended';

export const MAX_DELIVERY_ATTEMPTS = 3;
/** Wait before attempt n (n ≥ 2): 2 s, then 4 s. Bounded: at most two waits per mail. */
const RETRY_BACKOFF_MS = 2000;

interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface SentInfo {
  messageId?: string;
  accepted?: unknown[];
  rejected?: unknown[];
  response?: string;
}

/** What the sender needs of a nodemailer transport (tests pass one to any SMTP server). */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<SentInfo>;
}

/** Whether an SMTP failure will fail the same way again. */
export function isPermanentFailure(error: unknown): boolean {
  // nodemailer's errors carry the SMTP reply's code as `responseCode`.
  const responseCode =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? error.responseCode
      : undefined;
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  const code = errorCode(error);
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** Takes a PENDING or RETRY mail for this run (PROCESSING, one more attempt), or null. */
async function claim(
  db: Firestore,
  ref: DocumentReference,
): Promise<{ mail: MailDoc<ReadTime>; attempts: number } | null> {
  return runTransactionWithRetry(db, async (transaction) => {
    const mail = readSnapshot('mail', await transaction.get(ref));
    if (!mail) return null;
    const { state } = mail.delivery;
    if (state !== 'PENDING' && state !== 'RETRY') return null;
    const attempts = mail.delivery.attempts + 1;
    transaction.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.now(),
    });
    return { mail, attempts };
  });
}

/** Delivers the mail at `ref` if it waits for delivery; returns the state it ends in, or null. */
export async function deliverMail(
  db: Firestore,
  ref: DocumentReference,
  transport: MailTransport,
  from: string,
  backoffMs = RETRY_BACKOFF_MS,
): Promise<DeliveryState | null> {
  const claimed = await claim(db, ref);
  if (!claimed) return null;
  const { mail, attempts } = claimed;
  if (attempts > 1) await sleep(backoffMs * 2 ** (attempts - 2));
  try {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject: subjectLine(mail.message.subject),
      text: mail.message.text,
      html: mail.message.html,
      headers: mail.headers,
    });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.now(),
      'delivery.error': null,
      'delivery.info': {
        messageId: String(info.messageId ?? ''),
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: String(info.response ?? ''),
      },
    });
    return 'SUCCESS';
  } catch (error) {
    const state: DeliveryState =
      isPermanentFailure(error) || attempts >= MAX_DELIVERY_ATTEMPTS ? 'ERROR' : 'RETRY';
    await ref.update({
      'delivery.state': state,
      'delivery.endTime': Timestamp.now(),
      'delivery.error': describe(error),
    });
    return state;
  }
}
