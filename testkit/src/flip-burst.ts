// The vote and accept flip burst that the abuse test (tests/security/vote-flips) and the
// worst-case bench (bench/lib/vote-flips) both drive: one account flips its vote on a question as
// fast as the web SDK sends, and the asker toggles an accepted answer the same way. The caller
// decides what to assert or print from the counts.
import { COLLECTIONS } from '@queryhub/model';
import { errorCodeOf } from './errors.js';
import { answerFields, createPostAs, postCategory, questionFields } from './posts.js';
import { uniqueId } from './ids.js';
import { grantPrivilege } from './privileges.js';
import { createSignedInUser, type SignedInUser } from './users.js';
import { chooseAcceptedAnswer, writeVote, type VoteTarget } from './votes.js';

/** A question by `author` and an answer to it by `voter`, written through the rules. */
export interface FlipArena {
  author: SignedInUser;
  voter: SignedInUser;
  questionId: string;
  answerId: string;
  /** The voter's vote on the question. */
  questionVote: VoteTarget;
  /** Closes both users' SDK apps. */
  close: () => Promise<void>;
}

export interface FlipArenaOptions {
  /** What the users' e-mails and names start with (`<prefix>-author`, `<prefix>-voter`). */
  prefix: string;
  categorySubject: string;
  question: string;
  answer: string;
}

export async function createFlipArena(options: FlipArenaOptions): Promise<FlipArena> {
  const author = await createSignedInUser({ prefix: `${options.prefix}-author` });
  const voter = await createSignedInUser({ prefix: `${options.prefix}-voter` });
  // Every other flip is a downvote: a privilege (model/src/privileges.ts).
  await grantPrivilege(voter.session.uid, 'downvote');
  const category = await postCategory(author.session, options.categorySubject);
  const questionId = uniqueId('flip-q');
  await createPostAs(
    author.session,
    COLLECTIONS.questions,
    questionId,
    questionFields(author, questionId, category, options.question),
  );
  const answerId = uniqueId('flip-a');
  const question = { id: questionId, text: options.question, categoryId: category.id };
  await createPostAs(
    voter.session,
    COLLECTIONS.answers,
    answerId,
    answerFields(voter, answerId, question, options.answer),
  );
  return {
    author,
    voter,
    questionId,
    answerId,
    questionVote: { postId: questionId, postKind: 'question', questionId },
    close: async () => {
      await Promise.all([author.session.close(), voter.session.close()]);
    },
  };
}

export interface FlipCounts<T> {
  /** The state after the last accepted write. */
  final: T;
  /** Each write's outcome: 'succeeded' or the error code it was refused with. */
  codes: string[];
  accepted: number;
  refused: number;
}

function counted<T>(final: T, codes: string[]): FlipCounts<T> {
  const accepted = codes.filter((code) => code === 'succeeded').length;
  return { final, codes, accepted, refused: codes.length - accepted };
}

/**
 * Flips `voter`'s vote on `target` `flips` times in a row (up, down, up, ...), each write sent as
 * soon as the previous one is answered, starting from `from`.
 */
export async function flipVotes(
  voter: SignedInUser,
  target: VoteTarget,
  flips: number,
  from: -1 | 0 | 1 = 0,
): Promise<FlipCounts<-1 | 0 | 1>> {
  let current = from;
  const codes: string[] = [];
  for (let n = 0; n < flips; n += 1) {
    const next: -1 | 1 = current === 1 ? -1 : 1;
    const code = await errorCodeOf(writeVote(voter.session, target, current, next));
    if (code === 'succeeded') current = next;
    codes.push(code);
  }
  return counted(current, codes);
}

/**
 * Toggles the accepted answer of `questionId` between `answerId` and none, `toggles` times in a
 * row, starting from `from` ('' for none). Resolves with the choice left in place.
 */
export async function toggleAccepted(
  asker: SignedInUser,
  questionId: string,
  answerId: string,
  toggles: number,
  from = '',
): Promise<FlipCounts<string>> {
  let choice = from;
  const codes: string[] = [];
  for (let n = 0; n < toggles; n += 1) {
    const next = choice === '' ? answerId : '';
    const code = await errorCodeOf(chooseAcceptedAnswer(asker.session, questionId, next));
    if (code === 'succeeded') choice = next;
    codes.push(code);
  }
  return counted(choice, codes);
}
