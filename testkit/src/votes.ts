// Votes and accept choices as the web app sends them: each write with the account's counted
// rate stamp (`RateLimits/{uid}.Votes` / `.Accepts`, a day-long window) in the same batch.
import {
  ACCEPT_STAMP,
  COLLECTIONS,
  VOTE_STAMP,
  WINDOW_STAMP_LIMITS,
  WINDOW_STAMP_SECONDS,
  type WindowStampName,
  type PostKind,
} from '@queryhub/model';
import {
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';

interface Session {
  db: Firestore;
  uid: string;
}

export interface VoteTarget {
  postId: string;
  postKind: PostKind;
  questionId: string;
}

/** The next value of a counted stamp: a new window, or one more in the running one. */
async function nextWindowStamp(session: Session, stamp: WindowStampName, id: string) {
  const stamps = (await getDoc(doc(session.db, COLLECTIONS.rateLimits, session.uid))).data();
  const current = stamps?.[stamp] as { windowStart?: Timestamp; count?: number } | undefined;
  const start = current?.windowStart?.toMillis();
  const running =
    start !== undefined &&
    typeof current?.count === 'number' &&
    Date.now() < start + WINDOW_STAMP_SECONDS[stamp] * 1000 - 5_000;
  if (running && current.count! >= WINDOW_STAMP_LIMITS[stamp]) {
    throw Object.assign(new Error(`${stamp} window full`), { code: 'rate-limited' });
  }
  return running
    ? { at: serverTimestamp(), id, windowStart: current.windowStart, count: current.count! + 1 }
    : { at: serverTimestamp(), id, windowStart: serverTimestamp(), count: 1 };
}

async function commitStamped(
  session: Session,
  stamp: WindowStampName,
  id: string,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const value = await nextWindowStamp(session, stamp, id);
  const batch = writeBatch(session.db);
  batch.set(
    doc(session.db, COLLECTIONS.rateLimits, session.uid),
    { [stamp]: value },
    { merge: true },
  );
  write(batch);
  await batch.commit();
}

/** Moves the session's vote on a post from `current` to `next` (0: no vote). */
export function writeVote(
  session: Session,
  target: VoteTarget,
  current: -1 | 0 | 1,
  next: -1 | 0 | 1,
): Promise<void> {
  const ref = doc(session.db, COLLECTIONS.votes, `${target.postId}_${session.uid}`);
  return commitStamped(session, VOTE_STAMP, target.postId, (batch) => {
    if (next === 0) batch.delete(ref);
    else if (current === 0)
      batch.set(ref, { ...target, uid: session.uid, value: next, date: serverTimestamp() });
    else batch.update(ref, { value: next, date: serverTimestamp() });
  });
}

/** The asker's choice of accepted answer (`''` clears it). */
export function chooseAcceptedAnswer(
  session: Session,
  questionId: string,
  answerId: string,
): Promise<void> {
  return commitStamped(session, ACCEPT_STAMP, questionId, (batch) =>
    batch.update(doc(session.db, COLLECTIONS.questions, questionId), {
      AcceptedAnswerID: answerId,
    }),
  );
}
