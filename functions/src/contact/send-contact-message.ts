import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { clientAddress, COLLECTIONS, MEMBER_SIGN_IN_PROVIDERS } from '@queryhub/model';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { retryAfterText, spendContactBudget } from './contact-budget';
import { parseContactMessage } from './contact-message';

const FIELD_NAMES = { Name: 'name', EMail: 'e-mail', Comment: 'message' } as const;

/**
 * The sender's address: the last `x-forwarded-for` hop, the one Google's front end appends, or
 * under the emulator the socket's peer (the model's `clientAddress`, shared with the public API).
 */
function clientIp(
  rawRequest: Pick<CallableRequest['rawRequest'], 'headers' | 'socket'> | undefined,
  behindGoogleFrontEnd = process.env.FUNCTIONS_EMULATOR !== 'true',
): string {
  return clientAddress(
    rawRequest?.headers?.['x-forwarded-for'],
    rawRequest?.socket?.remoteAddress,
    behindGoogleFrontEnd,
  );
}

/**
 * Whose budget a message spends: a member's uid, or for a visitor a hash of the IP address
 * (no address is stored). Anonymous and custom-token sessions count as visitors; Google and
 * GitHub members count like e-mail/password ones.
 */
export function budgetKey(
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
  behindGoogleFrontEnd?: boolean,
): {
  key: string;
  uid: string | null;
} {
  const auth = request.auth;
  const provider = auth?.token.firebase?.sign_in_provider ?? '';
  if (auth && (MEMBER_SIGN_IN_PROVIDERS as readonly string[]).includes(provider)) {
    return { key: `uid-${auth.uid}`, uid: auth.uid };
  }
  const hash = createHash('sha256')
    .update(clientIp(request.rawRequest, behindGoogleFrontEnd))
    .digest('hex')
    .slice(0, 32);
  return { key: `ip-${hash}`, uid: null };
}

/**
 * Stores one contact message after spending the sender's budget, in one transaction. Refuses
 * invalid fields (`invalid-argument`), a deleted account's surviving session
 * (`permission-denied`) and a spent budget (`resource-exhausted`, saying when to retry).
 */
export async function sendContactMessage(
  db: Firestore,
  request: Pick<CallableRequest, 'auth' | 'rawRequest' | 'data'>,
  nowMs: number = Date.now(),
): Promise<{ id: string }> {
  const parsed = parseContactMessage(request.data);
  if ('invalid' in parsed) {
    throw new HttpsError('invalid-argument', `Please check the ${FIELD_NAMES[parsed.invalid]}.`);
  }
  const { key, uid } = budgetKey(request);
  if (uid && (await db.collection(COLLECTIONS.deletedAccounts).doc(uid).get()).exists) {
    throw new HttpsError('permission-denied', 'This account has been deleted.');
  }
  const budgetRef = db.collection(COLLECTIONS.contactBudgets).doc(key);
  const messageRef = db.collection(COLLECTIONS.contactForm).doc();
  await runTransactionWithRetry(db, async (transaction) => {
    const stored = readSnapshot('contactBudgets', await transaction.get(budgetRef));
    const decision = spendContactBudget(stored ?? undefined, nowMs);
    if (!decision.allowed) {
      throw new HttpsError(
        'resource-exhausted',
        `You have sent several messages in a short time. Please try again in ${retryAfterText(decision.retryAfterMs)}.`,
        { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
      );
    }
    transaction.set(budgetRef, {
      ...decision.budget,
      // A Firestore TTL policy on expireAt may remove spent windows.
      expireAt: Timestamp.fromMillis(decision.budget.windowStart + 2 * 60 * 60 * 1000),
    });
    transaction.set(messageRef, {
      ...parsed.message,
      date: FieldValue.serverTimestamp(),
      ...(uid ? { uid } : {}),
    });
  });
  return { id: messageRef.id };
}
