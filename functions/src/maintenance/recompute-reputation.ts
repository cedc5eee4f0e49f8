import {
  adminQuery,
  COLLECTIONS,
  postQuestionId,
  readOptionalNumber,
  readPostDoc,
  readUserDoc,
  reputationDayId,
  type PostKind,
  type ReadTime,
  type StoredTime,
} from '@queryhub/model';
import type { DocumentReference, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { publicProfileFields } from '../profiles/public-profile';
import { dayReputation, totalReputation, utcDay, votePoints } from '../reputation/reputation-rules';
import { BatchedWriter } from '../shared/batches';
import { readSnapshot } from '../shared/documents';
import { forEachDocument } from '../shared/paging';
import { countedState } from '../votes/apply-vote-state';
import { readVote } from '../votes/vote-fields';

export interface RecomputeCounts {
  votes: number;
  posts: number;
  /** Posts whose Score / UpCount / DownCount (or a question's missing LastActivity) were rewritten. */
  countersUpdated: number;
  users: number;
  /** Profiles whose Reputation or AcceptedCount changed. */
  reputationsUpdated: number;
}

interface PostInfo {
  ref: DocumentReference;
  /** Questions: the stored LastActivity, and the latest of its own and its answers' dates. */
  lastActivity: ReadTime;
  latest: ReadTime;
  author: string;
  /** The stored counters (undefined when absent). */
  score?: number;
  up?: number;
  down?: number;
  /** Answers: the stored `Accepted` flag (the accept's reward is held). */
  acceptedFlag: boolean;
  tally: { score: number; up: number; down: number };
}

function isLater(time: StoredTime, than: ReadTime): boolean {
  return than === null || time.toMillis() > than.toMillis();
}

/**
 * Recomputes, from the raw Votes and the questions' AcceptedAnswerID, every post's vote counters
 * and every user's reputation (daily cap included), and rewrites the public profiles and the
 * reputation ledgers to match (with `applied` already equal to each day's value, so the ledger
 * trigger adds nothing on top). Meant for a quiet moment: votes cast while it runs may need
 * another run. Memory grows with the number of posts.
 */
export async function recomputeReputation(db: Firestore): Promise<RecomputeCounts> {
  const posts = new Map<string, PostInfo>();
  const accepted = new Map<string, string>(); // answer id → asker uid
  const remember = (kind: PostKind) => async (doc: QueryDocumentSnapshot) => {
    const post = readPostDoc(kind, doc.data());
    posts.set(`${kind}/${doc.id}`, {
      ref: doc.ref,
      author: post.uid,
      score: post.Score,
      up: post.UpCount,
      down: post.DownCount,
      tally: { score: 0, up: 0, down: 0 },
      acceptedFlag: 'Accepted' in post && post.Accepted === true,
      lastActivity: ('LastActivity' in post ? post.LastActivity : null) ?? null,
      latest: kind === 'question' ? post.date : null,
    });
    const question =
      kind === 'answer' ? posts.get(`question/${postQuestionId(kind, doc.id, post)}`) : undefined;
    if (question && post.date && isLater(post.date, question.latest)) {
      question.latest = post.date;
    }
    const acceptedId = 'AcceptedAnswerID' in post ? (post.AcceptedAnswerID ?? '') : '';
    if (acceptedId !== '') accepted.set(acceptedId, post.uid);
  };
  await forEachDocument(adminQuery(db, 'questions.all'), remember('question'));
  await forEachDocument(adminQuery(db, 'answers.all'), remember('answer'));

  const writer = new BatchedWriter(db);
  const days = new Map<string, Map<string, { up: number; down: number }>>();
  const votes = await forEachDocument(adminQuery(db, 'votes.all'), async (doc) => {
    const vote = readVote(doc.data());
    const post = vote ? posts.get(`${vote.postKind}/${vote.postId}`) : undefined;
    if (!vote || !post) return;
    // What the vote trigger compares the next change of this vote with (CountedVotes).
    await writer.set(
      db.collection(COLLECTIONS.countedVotes).doc(doc.id),
      { ...countedState(vote, post.author) },
      true,
    );
    post.tally.score += vote.value;
    if (vote.value === 1) post.tally.up += 1;
    else post.tally.down += 1;
    if (post.author === '' || post.author === vote.uid) return;
    const byDay = days.get(post.author) ?? new Map<string, { up: number; down: number }>();
    days.set(post.author, byDay);
    const day = utcDay(vote.dateMillis);
    const entry = byDay.get(day) ?? { up: 0, down: 0 };
    const points = votePoints(vote.postKind, vote.value);
    byDay.set(day, { up: entry.up + points.up, down: entry.down + points.down });
  });

  let countersUpdated = 0;
  const acceptedCount = new Map<string, number>();
  for (const [key, post] of posts) {
    const { score, up, down } = post.tally;
    const update: Record<string, unknown> = {};
    if (post.score !== score || post.up !== up || post.down !== down) {
      Object.assign(update, { Score: score, UpCount: up, DownCount: down });
    }
    // Questions from before the Active sort existed get their last activity.
    if (post.latest && (post.lastActivity === null || isLater(post.latest, post.lastActivity))) {
      update.LastActivity = post.latest;
    }
    const answerId = key.startsWith('answer/') ? key.slice('answer/'.length) : null;
    // `Accepted` says the accept's reward is held (the question-accepted handler): it follows the choice.
    if (answerId !== null && post.acceptedFlag !== accepted.has(answerId)) {
      update.Accepted = accepted.has(answerId);
    }
    if (Object.keys(update).length > 0) {
      countersUpdated += 1;
      await writer.update(post.ref, update);
    }
    const asker = answerId === null ? undefined : accepted.get(answerId);
    if (asker !== undefined && post.author !== '' && post.author !== asker) {
      acceptedCount.set(post.author, (acceptedCount.get(post.author) ?? 0) + 1);
    }
  }

  let reputationsUpdated = 0;
  const users = await forEachDocument(adminQuery(db, 'users.all'), async (user) => {
    const byDay = days.get(user.id) ?? new Map<string, { up: number; down: number }>();
    await forEachDocument(adminQuery(db, 'reputationDays.ofMember', user.id), (day) => {
      const kept = byDay.has(readSnapshot('reputationDays', day)?.day ?? '');
      return kept ? Promise.resolve() : writer.delete(day.ref);
    });
    for (const [day, { up, down }] of byDay) {
      await writer.set(
        db.collection(COLLECTIONS.reputationDays).doc(reputationDayId(user.id, day)),
        {
          uid: user.id,
          day,
          up,
          down,
          applied: dayReputation(up, down),
        },
      );
    }
    const acceptedAnswers = acceptedCount.get(user.id) ?? 0;
    const reputation = totalReputation(byDay.values(), acceptedAnswers);
    const profileRef = db.collection(COLLECTIONS.profiles).doc(user.id);
    // Absent counters count as changed, like different ones.
    const profile = (await profileRef.get()).data() ?? {};
    if (
      readOptionalNumber(profile, 'Reputation') !== reputation ||
      readOptionalNumber(profile, 'AcceptedCount') !== acceptedAnswers
    ) {
      reputationsUpdated += 1;
    }
    await writer.set(
      profileRef,
      {
        uid: user.id,
        ...publicProfileFields(readUserDoc(user.data())),
        Reputation: reputation,
        AcceptedCount: acceptedAnswers,
      },
      true,
    );
  });
  await writer.flush();
  return { votes, posts: posts.size, countersUpdated, users, reputationsUpdated };
}
