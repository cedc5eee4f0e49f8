// The demo's badges: the triggers award them while the seed votes, accepts and posts (nothing is
// written here). This module works out, by the same pure rules (model badges.ts) over the seeded
// data, the awards every seed must end with, so the seed waits for them before it exports.
import {
  COLLECTIONS,
  answerBadges,
  awardId,
  questionBadges,
  tagPioneerBadges,
  voteBadges,
  type DueAward,
} from '@queryhub/model';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '@queryhub/testkit';
import { SEED_CATEGORIES } from './content/index.js';
import { answerId, questionId } from './posts.js';
import { findDemoUser } from './users.js';
import { expectedScores, seedAcceptances, seedVotes } from './votes.js';

/** The awards the demo data makes due (Necromancer and the score badges need more than 6 voters). */
export function expectedDemoAwards(): DueAward[] {
  const scores = expectedScores();
  const accepted = new Set(seedAcceptances().map((choice) => choice.answerId));
  const askedWithAccept = new Set(seedAcceptances().map((choice) => choice.questionId));
  const seenTags = new Set<string>();
  const due: DueAward[] = [];
  for (const category of SEED_CATEGORIES) {
    for (const [index, question] of category.questions.entries()) {
      const qid = questionId(category, index);
      const uid = findDemoUser(question.author).uid;
      due.push(
        ...questionBadges({
          id: qid,
          uid,
          score: scores.get(`${COLLECTIONS.questions}/${qid}`) ?? 0,
          hasAcceptedAnswer: askedWithAccept.has(qid),
          hidden: false,
        }),
      );
      // Questions are posted in this order, so the first to carry a tag is its oldest.
      const opened = question.tags.some((tag) => !seenTags.has(tag));
      for (const tag of question.tags) seenTags.add(tag);
      due.push(...tagPioneerBadges({ id: qid, uid, openedNewTag: opened }));
      for (const [answerIndex, answer] of question.answers.entries()) {
        const aid = answerId(qid, answerIndex);
        due.push(
          ...answerBadges({
            id: aid,
            uid: findDemoUser(answer.author).uid,
            score: scores.get(`${COLLECTIONS.answers}/${aid}`) ?? 0,
            accepted: accepted.has(aid),
            hidden: false,
            dateMs: null,
            questionDateMs: null,
          }),
        );
      }
    }
  }
  for (const vote of seedVotes()) {
    due.push(
      ...voteBadges({ uid: findDemoUser(vote.voter).uid, value: vote.value, postId: vote.postId }),
    );
  }
  return [...new Map(due.map((award) => [awardId(award), award])).values()];
}

/** Expected awards the triggers have not written yet. */
export async function badgeProblems(): Promise<string[]> {
  const db = getFirestore(adminApp());
  const ids = expectedDemoAwards().map(awardId);
  const docs = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.awards).doc(id)));
  return docs.filter((doc) => !doc.exists).map((doc) => `${doc.ref.path} missing`);
}
