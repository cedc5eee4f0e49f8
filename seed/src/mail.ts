// Demo mail: the answers of the demo make unread alerts by themselves (the functions mail every
// verified asker whose inbox item stays unread for 10 s); Dalia, away for a week in the demo,
// has the weekly digest on and gets one. The local inbox shows them after every `npm start`
// (stack/src/mail-replay.ts).
import { COLLECTIONS, docPath } from '@queryhub/model';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, callFunction, signInAsAdmin } from '@queryhub/testkit';
import { sessionOf, type Sessions } from './accounts.js';

const DIGEST_READER = 'dalia';
const WEEK_AND_A_DAY_MS = 8 * 24 * 60 * 60 * 1000;

/** Dalia turns the digest on, was last here 8 days ago, and the digest runs. */
export async function sendDemoDigest(sessions: Sessions): Promise<void> {
  const session = sessionOf(sessions, DIGEST_READER);
  await setDoc(doc(session.db, COLLECTIONS.emailPreferences, session.uid), {
    Activity: true,
    Digest: true,
    UpdatedAt: serverTimestamp(),
  });
  const away = Timestamp.fromMillis(Date.now() - WEEK_AND_A_DAY_MS);
  await adminDb().doc(docPath('users', session.uid)).update({ LoginTime: away, LogoutTime: away });
  // As Alice, the demo's administrator (an existing account: the demo gains no other).
  const admin = await signInAsAdmin(sessionOf(sessions, 'alice').uid);
  try {
    await callFunction(admin.app, 'runDigest', {}, 120_000);
  } finally {
    await admin.close();
  }
}

/** Gaps until the demo has a delivered digest and delivered alerts, and nothing left to send. */
export async function mailProblems(): Promise<string[]> {
  const mail = await adminDb().collection(COLLECTIONS.mail).get();
  const sent = mail.docs.filter((entry) => entry.get('delivery.state') === 'SUCCESS');
  const problems: string[] = [];
  if (!sent.some((entry) => entry.get('kind') === 'digest')) problems.push('no digest sent yet');
  if (!sent.some((entry) => entry.get('kind') === 'activity')) problems.push('no alert sent yet');
  for (const entry of mail.docs) {
    const state = entry.get('delivery.state') as unknown;
    if (state !== 'SUCCESS' && state !== 'ERROR') problems.push(`${entry.id} is ${String(state)}`);
  }
  return problems;
}
