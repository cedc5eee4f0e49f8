// Votes and accepted answers, cast by the demo users through the web SDK (the rules apply), so
// the demo shows scores, "Accepted answer", sorting by score and reputations on first start.
// Who votes how is a fixed function of the post and the voter, so every seed is the same.
import {
  COLLECTIONS,
  VOTE_STAMP,
  postCollection,
  privilegeThreshold,
  type PostKind,
} from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { doc, getDoc } from 'firebase/firestore';
import { adminDb, chooseAcceptedAnswer, writeVote, type ClientSession } from '@queryhub/testkit';
import { sessionOf, type Sessions } from './accounts.js';
import { SEED_CATEGORIES } from './content/index.js';
import { answerId, questionId } from './posts.js';
import { DEMO_USERS, type DemoUserKey } from './users.js';

export interface SeedVote {
  voter: DemoUserKey;
  postKind: PostKind;
  postId: string;
  questionId: string;
  value: 1 | -1;
}

export interface SeedAcceptance {
  asker: DemoUserKey;
  questionId: string;
  answerId: string;
}

/** A small stable hash, so the pattern of votes looks varied but never changes. */
function hash(text: string): number {
  let h = 7;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) % 1_000_003;
  return h;
}

/** Roughly: 3 in 6 upvote, 1 in 6 downvotes, 2 in 6 do not vote. */
function voteOf(postId: string, voter: DemoUserKey): 1 | -1 | 0 {
  const bucket = hash(`${postId}:${voter}`) % 6;
  if (bucket < 3) return 1;
  if (bucket === 3) return -1;
  return 0;
}

export function seedVotes(): SeedVote[] {
  const votes: SeedVote[] = [];
  const castOn = (postKind: SeedVote['postKind'], postId: string, qid: string, author: string) => {
    for (const voter of DEMO_USERS) {
      if (voter.key === author) continue;
      const value = voteOf(postId, voter.key);
      if (value !== 0) votes.push({ voter: voter.key, postKind, postId, questionId: qid, value });
    }
  };
  for (const category of SEED_CATEGORIES) {
    for (const [index, question] of category.questions.entries()) {
      const qid = questionId(category, index);
      castOn('question', qid, qid, question.author);
      for (const [answerIndex, answer] of question.answers.entries()) {
        castOn('answer', answerId(qid, answerIndex), qid, answer.author);
      }
    }
  }
  return votes;
}

/** Every other question with an answer by someone else gets that answer accepted. */
export function seedAcceptances(): SeedAcceptance[] {
  const accepted: SeedAcceptance[] = [];
  for (const category of SEED_CATEGORIES) {
    for (const [index, question] of category.questions.entries()) {
      if (index % 2 === 1) continue;
      const qid = questionId(category, index);
      const answerIndex = question.answers.findIndex((answer) => answer.author !== question.author);
      if (answerIndex === -1) continue;
      accepted.push({
        asker: question.author,
        questionId: qid,
        answerId: answerId(qid, answerIndex),
      });
    }
  }
  return accepted;
}

/** The score each voted post should end with. */
export function expectedScores(): Map<string, number> {
  const scores = new Map<string, number>();
  for (const vote of seedVotes()) {
    const path = `${postCollection(vote.postKind)}/${vote.postId}`;
    scores.set(path, (scores.get(path) ?? 0) + vote.value);
  }
  return scores;
}

/**
 * Upvotes first, then downvotes: a downvote needs the `downvote` privilege (reputation from the
 * rules' Profiles/{uid}), which every demo downvoter earns from the upvotes on their own posts.
 */
export async function castVotes(sessions: Sessions): Promise<void> {
  const votes = seedVotes();
  const cast = async (vote: SeedVote) => {
    const session = sessionOf(sessions, vote.voter);
    const target = { postId: vote.postId, postKind: vote.postKind, questionId: vote.questionId };
    try {
      await writeVote(session, target, 0, vote.value);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'rate-limited') throw error;
      await startNextVotingDay(session.uid);
      await writeVote(session, target, 0, vote.value);
    }
  };
  for (const vote of votes.filter((candidate) => candidate.value === 1)) await cast(vote);
  const downvotes = votes.filter((candidate) => candidate.value === -1);
  for (const voter of new Set(downvotes.map((vote) => vote.voter))) {
    await untilReputation(sessionOf(sessions, voter), privilegeThreshold('downvote', 'young'));
  }
  for (const vote of downvotes) await cast(vote);
}

/**
 * The demo's votes stand for several days of activity, more than one day's vote budget per member
 * (model VOTES_PER_DAY). The seed stands in for the passing day: it ends the member's running
 * window with the Admin SDK, and the next vote opens a new one through the rules as usual.
 */
async function startNextVotingDay(uid: string): Promise<void> {
  await adminDb()
    .doc(`${COLLECTIONS.rateLimits}/${uid}`)
    .update({ [VOTE_STAMP]: FieldValue.delete() });
}

const REPUTATION_WAIT_MS = 120_000;

/** Waits until onVoteWritten has given the member at least `reputation`. */
async function untilReputation(session: ClientSession, reputation: number): Promise<void> {
  const deadline = Date.now() + REPUTATION_WAIT_MS;
  for (;;) {
    const profile = await getDoc(doc(session.db, COLLECTIONS.profiles, session.uid));
    if (Number(profile.get('Reputation') ?? 0) >= reputation) return;
    if (Date.now() > deadline) {
      throw new Error(`${session.uid} never reached ${reputation} reputation for downvoting`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function acceptAnswers(sessions: Sessions): Promise<void> {
  for (const choice of seedAcceptances()) {
    const session = sessionOf(sessions, choice.asker);
    await chooseAcceptedAnswer(session, choice.questionId, choice.answerId);
  }
}
