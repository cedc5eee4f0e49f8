import { adminQuery, COLLECTIONS, CLOSE_VOTES_NEEDED, type CloseVoteAction } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';
import {
  isBindingVote,
  isDecided,
  outcomeNote,
  readCloseVote,
  roundOutcome,
  type RoundOutcome,
} from './close-decision';
import { settledRound } from './settled-round';

/** Who a round decided by members' votes names as its actor (history, inbox). */
const COMMUNITY_NAME = 'Community vote';

/** A decided round, for the asker's inbox item (closing/notify-closed.ts). */
export interface DecidedRound extends RoundOutcome {
  actorUid: string;
  actorName: string;
  questionId: string;
  round: number;
  askerUid: string;
  catId: string;
  question: string;
}

/** The votes of a round read to decide it: the first CLOSE_VOTES_NEEDED (by id). */
function roundVotes(db: Firestore, questionId: string, action: CloseVoteAction) {
  return adminQuery(db, 'closeVotes.ofRound', questionId, action);
}

/**
 * A new close or reopen vote. In one transaction: a vote that no longer matches the question's
 * state (the round was decided meanwhile) is dropped; a binding vote (isBindingVote: a
 * moderator's or an admin's, `isStaff`; the asker's close, and their reopen of their own close)
 * or the CLOSE_VOTES_NEEDED-th vote decides the round: the question's
 * derived close fields change, the round's history entry is written (`Revisions`, id
 * `{questionId}_close_{round}`) and the deciding votes are deleted. A redelivery of a vote that
 * decided returns the same round again, so its notification is sent even after a crash.
 * Returns the decided round, or null.
 */
export async function applyCloseVote(
  db: Firestore,
  voteId: string,
  isStaff: (uid: string) => Promise<boolean>,
): Promise<DecidedRound | null> {
  const voteRef = db.collection(COLLECTIONS.closeVotes).doc(voteId);
  const stored = await voteRef.get();
  const first = readCloseVote(stored.data());
  const questionId = readSnapshot('closeVotes', stored)?.questionId ?? '';
  if (!first || questionId === '') return null;
  const questionRef = db.collection(COLLECTIONS.questions).doc(questionId);
  const staff = await isStaff(first.uid);
  const profile = await db.collection(COLLECTIONS.profiles).doc(first.uid).get();
  const actorName = readSnapshot('profiles', profile)?.UserName ?? '';
  return runTransactionWithRetry(db, async (transaction) => {
    const vote = readCloseVote((await transaction.get(voteRef)).data());
    if (!vote) return null;
    const question = readSnapshot('questions', await transaction.get(questionRef));
    if (!question) {
      transaction.delete(voteRef);
      return null;
    }
    const round = question.CloseRound ?? 0;
    const base = {
      questionId,
      askerUid: question.uid,
      catId: question.CatID,
      question: question.Question,
    };
    const settled = settledRound(vote, question);
    if (settled !== null) {
      // Decided already: by this vote (a redelivery) or by others before it arrived.
      transaction.delete(voteRef);
      if (settled === 'late') return null;
      return {
        ...base,
        round,
        ...settled,
        actorUid: vote.uid,
        actorName: settled.deciders.length > 1 ? COMMUNITY_NAME : actorName,
      };
    }
    const binding = isBindingVote(vote, staff, question);
    // The round's votes so far, this one included.
    const votes = await transaction.get(
      roundVotes(db, questionId, vote.action).limit(CLOSE_VOTES_NEEDED),
    );
    const cast = votes.docs
      .map((doc) => readCloseVote(doc.data()))
      .filter((other) => other !== null);
    if (!isDecided(binding, cast.length)) return null;
    const outcome = roundOutcome(vote, binding, cast);
    const next = round + 1;
    const now = FieldValue.serverTimestamp();
    transaction.update(
      questionRef,
      outcome.action === 'close'
        ? {
            Closed: true,
            CloseReason: outcome.reason,
            DuplicateOf: outcome.duplicateOf,
            ClosedBy: outcome.deciders,
            ClosedAt: now,
            CloseRound: next,
            ReopenedBy: FieldValue.delete(),
            ReopenedAt: FieldValue.delete(),
          }
        : {
            Closed: false,
            CloseReason: FieldValue.delete(),
            DuplicateOf: FieldValue.delete(),
            ClosedBy: FieldValue.delete(),
            ClosedAt: FieldValue.delete(),
            ReopenedBy: outcome.deciders,
            ReopenedAt: now,
            CloseRound: next,
          },
    );
    transaction.set(db.collection(COLLECTIONS.revisions).doc(`${questionId}_close_${next}`), {
      Post: questionRef.path,
      PostID: questionId,
      Kind: 'question',
      // Who decided: the binding voter, or the last of the round's voters.
      uid: vote.uid,
      UserName: binding ? actorName : COMMUNITY_NAME,
      Before: base.question,
      After: base.question,
      Event: outcome.action === 'close' ? 'closed' : 'reopened',
      Note: outcomeNote(outcome),
      DuplicateOf: outcome.duplicateOf,
      date: now,
    });
    transaction.delete(voteRef);
    for (const doc of votes.docs) transaction.delete(doc.ref);
    return {
      ...base,
      ...outcome,
      round: next,
      actorUid: vote.uid,
      actorName: binding ? actorName : COMMUNITY_NAME,
    };
  });
}

const SWEEP_PAGE = 100;

/**
 * Deletes the votes of a decided round that the transaction did not (votes cast while it ran,
 * or beyond the first CLOSE_VOTES_NEEDED), a page at a time: the next round starts empty. Only
 * votes for the decided action: a vote for the next round is already valid and kept.
 */
export async function sweepRound(
  db: Firestore,
  questionId: string,
  action: CloseVoteAction,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await roundVotes(db, questionId, action).limit(SWEEP_PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < SWEEP_PAGE) return deleted;
  }
}
