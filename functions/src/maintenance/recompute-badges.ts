import { adminQuery, BADGES, COLLECTIONS, readAwardDoc } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { awardBadge } from '../badges/award-badges';
import { BadgeRecomputePlan, countAwards } from '../badges/recompute-plan';
import { BatchedWriter } from '../shared/batches';
import { forEachDocument } from '../shared/paging';

export interface RecomputeBadgesCounts {
  /** Awards the data makes due. */
  due: number;
  /** Of those, awards that were missing and are now written (each with its inbox item). */
  awarded: number;
  /** Badge and member count documents rewritten from the awards. */
  countsWritten: number;
}

/**
 * Recomputes badges from the data: walks Questions, Answers, Votes, Revisions and Comments in
 * pages of 500, awards what the rules make due and is missing (create-if-absent, as the
 * triggers do, so a second run awards nothing), then recounts `Badges/{slug}` and
 * `MemberBadges/{uid}` from the awards that exist (which also repairs counts an account
 * deletion or a failed trigger left behind). Awards are never taken back: a badge, once earned,
 * stays. Memory grows with the number of questions (their dates) and of awards.
 */
export async function recomputeBadges(db: Firestore): Promise<RecomputeBadgesCounts> {
  const plan = new BadgeRecomputePlan();
  await forEachDocument(adminQuery(db, 'questions.all'), async (doc) => {
    plan.addQuestion(doc.id, doc.data());
  });
  await forEachDocument(adminQuery(db, 'answers.all'), async (doc) => {
    plan.addAnswer(doc.id, doc.data());
  });
  await forEachDocument(adminQuery(db, 'votes.all'), async (doc) => {
    plan.addVote(doc.data());
  });
  await forEachDocument(adminQuery(db, 'revisions.all'), async (doc) => {
    plan.addRevision(doc.data());
  });
  await forEachDocument(adminQuery(db, 'comments.all'), async (doc) => {
    plan.addComment(doc.data());
  });
  const due = plan.due();
  let awarded = 0;
  for (const award of due) if (await awardBadge(db, award)) awarded += 1;

  const awards: { uid: string; Badge: string }[] = [];
  await forEachDocument(adminQuery(db, 'awards.all'), async (doc) => {
    awards.push(readAwardDoc(doc.data()));
  });
  const counts = countAwards(awards);
  const writer = new BatchedWriter(db);
  for (const badge of BADGES) {
    const entry = counts.badges.get(badge.slug) ?? { holders: 0, awarded: 0 };
    await writer.set(db.collection(COLLECTIONS.badges).doc(badge.slug), {
      Name: badge.name,
      Tier: badge.tier,
      Holders: entry.holders,
      Awarded: entry.awarded,
      UpdatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const [uid, memberCounts] of counts.members) {
    await writer.set(db.collection(COLLECTIONS.memberBadges).doc(uid), { Counts: memberCounts });
  }
  await writer.flush();
  return { due: due.length, awarded, countsWritten: writer.written };
}
