import { MAX_LIST_LIMIT } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import type { OwnVote } from '../types';

/** The reader's votes on a question page, by post id. */
export type MyVotes = ReadonlyMap<string, OwnVote>;

const NO_VOTES: MyVotes = new Map();

/** A page shows at most this many of the reader's votes (the rules cap the query here too). */
const MY_VOTES_LIMIT = MAX_LIST_LIMIT;

function subscribeToMyVotes(uid: string | null, questionId: string): Subscribe<MyVotes> {
  return async (onData, onError) => {
    if (!uid) {
      onData(NO_VOTES);
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    const mine = query(
      catalogueQuery(sdk, db, 'votes.ofMemberOnQuestion', uid, questionId),
      limit(MY_VOTES_LIMIT),
    );
    return onSnapshot(
      mine,
      (snapshot) => {
        const votes = new Map<string, OwnVote>();
        for (const vote of snapshot.docs) {
          const { postId, value } = vote.data();
          if (typeof postId === 'string' && (value === 1 || value === -1)) votes.set(postId, value);
        }
        onData(votes);
      },
      onError,
    );
  };
}

/** The signed-in reader's own votes on a question and its answers, live; none for visitors. */
export function useMyVotes(uid: string | null, questionId: string): MyVotes {
  const state = useSubscription(
    `Votes?uid=${uid ?? ''}&questionId=${questionId}`,
    subscribeToMyVotes(uid, questionId),
  );
  return state.status === 'ready' ? state.data : NO_VOTES;
}
