// The weekly digest (opt-in): the top new questions of the categories a member follows or posted
// in, and the unanswered ones there, mailed only to members who have not visited for
// DIGEST_ABSENCE_DAYS. Every read is bounded per member; the run pages through the members who
// turned the digest on.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  adminQuery,
  COLLECTIONS,
  DIGEST_ABSENCE_DAYS,
  questionPath,
  readAnswerDoc,
  readDocument,
  readMillis,
  readQuestionDoc,
  type ReadTime,
  type UserDoc,
} from '@queryhub/model';
import { readSnapshot } from '../shared/documents';
import { verifiedAddresses } from './accounts';
import { mailDocument, unsubscribeUrl } from './compose';
import { digestBadgeItems, recentBadges } from './digest-badges';
import { renderMail } from './render';
import { createUnsubscribeToken } from './unsubscribe-token';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { followedCategoryIds, followedTagQuestions } from '../follows/member-follows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many of the member's categories are looked at. */
const DIGEST_MAX_CATEGORIES = 10;
/** Each list of the digest holds at most this many questions. */
const DIGEST_LIST_LENGTH = 5;
/** Posts and follows read to find the member's categories (each kind). */
const RECENT_ACTIVITY = 20;
/** Members handled per page of the run. */
const MEMBER_PAGE = 100;

export interface DigestQuestion {
  id: string;
  catId: string;
  question: string;
  score: number;
  answers: number;
  dateMs: number;
}

export interface DigestSelection {
  top: DigestQuestion[];
  unanswered: DigestQuestion[];
}

function toQuestion(doc: QueryDocumentSnapshot): DigestQuestion {
  const question = readQuestionDoc(doc.data());
  return {
    id: doc.id,
    catId: question.CatID,
    question: question.Question,
    score: question.Score ?? 0,
    answers: question.AnswerCount ?? 0,
    dateMs: question.date?.toMillis() ?? 0,
  };
}

/** ISO-8601 week of a time, `YYYY-Www`: one digest per member per week. */
export function isoWeek(ms: number): string {
  const date = new Date(ms);
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week =
    1 +
    Math.round(
      ((date.getTime() - firstThursday.getTime()) / DAY_MS -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The member's last visit (epoch ms): the later of their last sign-in and sign-out, or 0 (a
 * legacy LoginTime text counts as no visit).
 */
function lastVisitMs(user: UserDoc<ReadTime> | null): number {
  const times = [user?.LoginTime, user?.LogoutTime].map((value) => readMillis(value) ?? 0);
  return Math.max(0, ...times);
}

/** Whether the member counts as away: not online now and no visit in the last 7 days. */
export function isAbsent(user: UserDoc<ReadTime> | null, nowMs: number): boolean {
  if (!user || user.Status === 'Active Now') return false;
  return lastVisitMs(user) <= nowMs - DIGEST_ABSENCE_DAYS * DAY_MS;
}

/** The categories the member follows a question of, or asked or answered in (most recent first). */
async function memberCategories(db: Firestore, uid: string): Promise<string[]> {
  const user = db.collection(COLLECTIONS.users).doc(uid);
  const [follows, asked, answered] = await Promise.all([
    adminQuery(user, 'follows.newest').limit(RECENT_ACTIVITY).get(),
    adminQuery(db, 'questions.byAuthor.newest', uid).limit(RECENT_ACTIVITY).get(),
    adminQuery(db, 'answers.byAuthor.newest', uid).limit(RECENT_ACTIVITY).get(),
  ]);
  const followed =
    follows.size === 0
      ? []
      : await db.getAll(
          ...follows.docs.map((doc) => db.collection(COLLECTIONS.questions).doc(doc.id)),
        );
  const ids = [
    ...(await followedCategoryIds(db, uid, DIGEST_MAX_CATEGORIES)),
    ...followed.map((doc) => readSnapshot('questions', doc)?.CatID ?? ''),
    ...asked.docs.map((doc) => readQuestionDoc(doc.data()).CatID),
    ...answered.docs.map((doc) => readAnswerDoc(doc.data()).CatID),
  ];
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  return unique.slice(0, DIGEST_MAX_CATEGORIES);
}

/** Ranks and cuts the candidates: new ones by score, unanswered ones newest first. */
export function rankDigest(
  candidates: DigestQuestion[],
  unanswered: DigestQuestion[],
  excludeUid: (question: DigestQuestion) => boolean,
  sinceMs: number,
): DigestSelection {
  const top = candidates
    .filter((q) => q.dateMs > sinceMs && !excludeUid(q))
    .sort((a, b) => b.score - a.score || b.answers - a.answers || b.dateMs - a.dateMs)
    .slice(0, DIGEST_LIST_LENGTH);
  const shown = new Set(top.map((q) => q.id));
  const open = unanswered
    .filter((q) => q.answers === 0 && !shown.has(q.id) && !excludeUid(q))
    .sort((a, b) => b.dateMs - a.dateMs)
    .slice(0, DIGEST_LIST_LENGTH);
  return { top, unanswered: open };
}

/** What a member's digest would hold now (the member's own questions left out). */
export async function selectDigest(
  db: Firestore,
  uid: string,
  nowMs: number,
): Promise<DigestSelection> {
  const categories = await memberCategories(db, uid);
  const own = new Set<string>();
  const recent: DigestQuestion[] = [];
  const open: DigestQuestion[] = [];
  await Promise.all(
    categories.map(async (catId) => {
      const [newest, unanswered] = await Promise.all([
        adminQuery(db, 'questions.category.newest', catId).limit(20).get(),
        adminQuery(db, 'questions.category.unanswered', catId, 0).limit(DIGEST_LIST_LENGTH).get(),
      ]);
      for (const doc of [...newest.docs, ...unanswered.docs]) {
        const question = readQuestionDoc(doc.data());
        if (question.uid === uid || question.Hidden === true) own.add(doc.id);
      }
      recent.push(...newest.docs.map(toQuestion));
      open.push(...unanswered.docs.map(toQuestion));
    }),
  );
  const seen = new Set(recent.map((q) => q.id));
  for (const doc of await followedTagQuestions(db, uid)) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    if (doc.get('uid') === uid || doc.get('Hidden') === true) own.add(doc.id);
    recent.push(toQuestion(doc));
  }
  return rankDigest(recent, open, (q) => own.has(q.id), nowMs - DIGEST_ABSENCE_DAYS * DAY_MS);
}

export interface DigestContext {
  origin: string;
  secret: string;
  nowMs: number;
}

export type DigestOutcome = 'sent' | 'present' | 'unverified' | 'already' | 'empty' | 'off';

/** Queues one member's digest mail, unless they were here lately or got this week's already. */
export async function digestOne(
  db: Firestore,
  uid: string,
  address: string | undefined,
  context: DigestContext,
): Promise<DigestOutcome> {
  if (!address) return 'unverified';
  const week = isoWeek(context.nowMs);
  const stateRef = db.collection(COLLECTIONS.mailState).doc(uid);
  const [user, state] = await db.getAll(db.collection(COLLECTIONS.users).doc(uid), stateRef);
  if (!isAbsent(readSnapshot('users', user), context.nowMs)) return 'present';
  if (readDocument('mailState', state?.data()).LastDigestWeek === week) return 'already';
  const selection = await selectDigest(db, uid, context.nowMs);
  const badges = await recentBadges(db, uid, context.nowMs);
  const empty = selection.top.length === 0 && selection.unanswered.length === 0;
  if (empty && badges.length === 0) return 'empty';
  const item = (q: DigestQuestion) => ({
    text: q.question.replace(/\s+/g, ' ').slice(0, 140),
    link: {
      label: q.answers === 1 ? '1 answer' : `${q.answers} answers`,
      url: `${context.origin}${questionPath(q.catId, q.id, q.question.slice(0, 200))}`,
    },
  });
  const token = createUnsubscribeToken(uid, 'digest', context.secret, context.nowMs);
  const unsubscribe = unsubscribeUrl(context.origin, token);
  const message = renderMail({
    subject: 'Your weekly QueryHub digest',
    intro: 'Here is what happened this week in the categories you take part in.',
    action: { label: 'Visit QueryHub', url: `${context.origin}/` },
    sections: [
      ...(selection.top.length
        ? [{ heading: 'Top new questions', items: selection.top.map(item) }]
        : []),
      ...(selection.unanswered.length
        ? [{ heading: 'Waiting for an answer', items: selection.unanswered.map(item) }]
        : []),
      ...(badges.length
        ? [{ heading: 'Badges you earned', items: digestBadgeItems(badges, context.origin) }]
        : []),
    ],
    kind: 'digest',
    origin: context.origin,
    unsubscribeUrl: unsubscribe,
  });
  const mailRef = db.collection(COLLECTIONS.mail).doc(`digest-${uid}-${week}`);
  return runTransactionWithRetry(db, async (transaction) => {
    const fresh = readDocument('mailState', (await transaction.get(stateRef)).data());
    if (fresh.LastDigestWeek === week) return 'already';
    transaction.create(
      mailRef,
      mailDocument(address, uid, 'digest', message, unsubscribe, FieldValue.serverTimestamp()),
    );
    transaction.set(stateRef, { LastDigestWeek: week }, { merge: true });
    return 'sent';
  });
}

/** The whole run: every member with the digest on, a page at a time. */
export async function runDigest(
  db: Firestore,
  auth: Auth,
  context: DigestContext,
): Promise<Partial<Record<DigestOutcome, number>>> {
  const counts: Partial<Record<DigestOutcome, number>> = {};
  const query = adminQuery(db, 'emailPreferences.digest', true).limit(MEMBER_PAGE);
  let page = await query.get();
  while (!page.empty) {
    const uids = page.docs.map((doc) => doc.id);
    const addresses = await verifiedAddresses(auth, uids);
    for (const uid of uids) {
      const outcome = await digestOne(db, uid, addresses.get(uid), context);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    const last = page.docs[page.docs.length - 1];
    if (page.size < MEMBER_PAGE || !last) break;
    page = await query.startAfter(last).get();
  }
  return counts;
}
