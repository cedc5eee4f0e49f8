import {
  COLLECTIONS,
  TOPIC_NAME_PATH,
  newUserRecord as buildUserRecord,
  newAnswer as buildAnswer,
  newCategory as buildCategory,
  newQuestion as buildQuestion,
  docPath,
  type PostKind,
} from '@queryhub/model';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { ADMIN, OTHER_USER, OWNER, SIGNED_IN_USER, firestoreOf } from '../environment.js';
import { BUCKET, urlOf } from '@queryhub/testkit';

// Documents seeded with rules disabled. The owner (alice) wrote every post; Cloud Functions
// triggers running in the same emulator suite may add derived fields to them, so cases only
// rely on the raw fields below.
export const CATEGORY_ID = 'cat-science';
const CATEGORY_SUBJECT = 'Science';
export const QUESTION_ID = 'q-gravity';
const QUESTION_TEXT = 'Why do apples fall down?';
export const ANSWER_ID = 'a-gravity';
export const MESSAGE_ID = 'msg-1';
export const EVENT_ID = 'event-1';
export const REVISION_ID = 'revision-1';
export const LEGACY_USER = 'legacy-erin';
// Notifications and moderation.
export const NOTIFICATION_ID = 'answer-a-gravity';
export const SUSPENDED_USER = 'sam';
export const QUEUE_ENTRY_ID = `answer_${ANSWER_ID}`;
export const AUDIT_ID = 'audit-1';
/** bob's flag of the seeded answer. */
export const FLAG_ID = `${ANSWER_ID}_bob`;
/** A question and answer (both by the owner) that the vote and accept cases use. */
export const VOTED_QUESTION_ID = 'q-votes';
export const VOTED_ANSWER_ID = 'a-votes';
/** The signed-in user's seeded upvote on the voted question. */
export const SEEDED_VOTE_ID = `${VOTED_QUESTION_ID}_${SIGNED_IN_USER}`;
/** The suspended user's question (answered by the owner) and their vote from before suspension. */
export const SUSPENDED_QUESTION_ID = 'q-suspended';
export const SUSPENDED_ANSWER_ID = 'a-suspended';
export const SUSPENDED_VOTE_ID = `${VOTED_ANSWER_ID}_${SUSPENDED_USER}`;

/** Enough reputation for every privilege but closing under the Stack Overflow-like preset. */
const TRUSTED_REPUTATION = 2000;

const seededAt = Timestamp.fromDate(new Date('2026-01-02T03:04:05Z'));

function userRecord(uid: string): DocumentData {
  return buildUserRecord({ uid, displayName: uid, email: `${uid}@example.com` }, seededAt);
}

const seededDocuments: Record<string, DocumentData> = {
  [`${COLLECTIONS.users}/${OWNER}`]: userRecord(OWNER),
  [`${COLLECTIONS.users}/${OTHER_USER}`]: userRecord(OTHER_USER),
  [`${COLLECTIONS.users}/${SIGNED_IN_USER}`]: userRecord(SIGNED_IN_USER),
  [`${COLLECTIONS.users}/${ADMIN}`]: userRecord(ADMIN),
  // A record migrated from the original app, with a picture URL the new rules would refuse.
  [`${COLLECTIONS.users}/${LEGACY_USER}`]: {
    ...userRecord(LEGACY_USER),
    photoURL: 'https://legacy.example/pictures/erin.png',
  },
  [`${COLLECTIONS.presence}/${OWNER}`]: { state: 'online', at: seededAt },
  [`${COLLECTIONS.categories}/${CATEGORY_ID}`]: buildCategory(
    { id: CATEGORY_ID, subject: CATEGORY_SUBJECT, uid: OWNER },
    seededAt,
  ),
  [TOPIC_NAME_PATH]: {
    categories: [{ id: CATEGORY_ID, Subject: CATEGORY_SUBJECT, UserName: OWNER, date: seededAt }],
  },
  [`${COLLECTIONS.topic}/Other`]: { note: 'not part of the public contract' },
  [`${COLLECTIONS.questions}/${QUESTION_ID}`]: {
    ...buildQuestion(
      {
        id: QUESTION_ID,
        question: QUESTION_TEXT,
        category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
        uid: OWNER,
        tags: ['physics'],
      },
      seededAt,
    ),
    // Derived by answer-derived-fields: the seeded answer below.
    AnswerCount: 1,
  },
  [`${COLLECTIONS.answers}/${ANSWER_ID}`]: buildAnswer(
    {
      id: ANSWER_ID,
      answer: 'Gravity pulls them.',
      question: { id: QUESTION_ID, question: QUESTION_TEXT, catId: CATEGORY_ID },
      uid: OWNER,
    },
    seededAt,
  ),
  [`${COLLECTIONS.questions}/${VOTED_QUESTION_ID}`]: buildQuestion(
    {
      id: VOTED_QUESTION_ID,
      question: 'Which way is up?',
      category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
      uid: OWNER,
      tags: ['physics'],
    },
    seededAt,
  ),
  [`${COLLECTIONS.answers}/${VOTED_ANSWER_ID}`]: buildAnswer(
    {
      id: VOTED_ANSWER_ID,
      answer: 'Away from the ground.',
      question: { id: VOTED_QUESTION_ID, question: 'Which way is up?', catId: CATEGORY_ID },
      uid: OWNER,
    },
    seededAt,
  ),
  [`${COLLECTIONS.votes}/${SEEDED_VOTE_ID}`]: {
    postId: VOTED_QUESTION_ID,
    postKind: 'question',
    questionId: VOTED_QUESTION_ID,
    uid: SIGNED_IN_USER,
    value: 1,
    date: seededAt,
  },
  [`${COLLECTIONS.questions}/${SUSPENDED_QUESTION_ID}`]: buildQuestion(
    {
      id: SUSPENDED_QUESTION_ID,
      question: 'Asked before the suspension?',
      category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
      uid: SUSPENDED_USER,
      tags: ['physics'],
    },
    seededAt,
  ),
  [`${COLLECTIONS.answers}/${SUSPENDED_ANSWER_ID}`]: buildAnswer(
    {
      id: SUSPENDED_ANSWER_ID,
      answer: 'Yes.',
      question: {
        id: SUSPENDED_QUESTION_ID,
        question: 'Asked before the suspension?',
        catId: CATEGORY_ID,
      },
      uid: OWNER,
    },
    seededAt,
  ),
  [`${COLLECTIONS.votes}/${SUSPENDED_VOTE_ID}`]: {
    postId: VOTED_ANSWER_ID,
    postKind: 'answer',
    questionId: VOTED_QUESTION_ID,
    uid: SUSPENDED_USER,
    value: 1,
    date: seededAt,
  },
  [`${COLLECTIONS.profiles}/${OWNER}`]: { uid: OWNER, UserName: OWNER, Reputation: 0 },
  // The members who downvote in the vote cases hold the `downvote` privilege under either preset
  // (reputation is written by functions only; privileges.cases.ts tests the thresholds).
  [`${COLLECTIONS.profiles}/${OTHER_USER}`]: {
    uid: OTHER_USER,
    UserName: OTHER_USER,
    Reputation: TRUSTED_REPUTATION,
  },
  [`${COLLECTIONS.profiles}/${SIGNED_IN_USER}`]: {
    uid: SIGNED_IN_USER,
    UserName: SIGNED_IN_USER,
    Reputation: TRUSTED_REPUTATION,
  },
  [`${COLLECTIONS.reputationDays}/${OWNER}_2026-01-02`]: {
    uid: OWNER,
    day: '2026-01-02',
    up: 5,
    down: 0,
  },
  [`${COLLECTIONS.contactForm}/${MESSAGE_ID}`]: {
    Name: 'Alice',
    EMail: 'alice@example.com',
    Comment: 'Hello',
    date: seededAt,
    uid: OWNER,
  },
  [`${COLLECTIONS.processedEvents}/${EVENT_ID}`]: { at: seededAt },
  [`${COLLECTIONS.users}/${SUSPENDED_USER}`]: userRecord(SUSPENDED_USER),
  [`${COLLECTIONS.suspended}/${SUSPENDED_USER}`]: { uid: SUSPENDED_USER, By: ADMIN, At: seededAt },
  [`${COLLECTIONS.users}/${OWNER}/${COLLECTIONS.notifications}/${NOTIFICATION_ID}`]: {
    Type: 'answer',
    QuestionID: QUESTION_ID,
    CatID: CATEGORY_ID,
    Question: QUESTION_TEXT,
    PostID: ANSWER_ID,
    ActorName: OTHER_USER,
    Read: false,
    date: seededAt,
  },
  [`${COLLECTIONS.users}/${OWNER}/${COLLECTIONS.follows}/${QUESTION_ID}`]: {
    QuestionID: QUESTION_ID,
    date: seededAt,
  },
  [`${COLLECTIONS.flags}/${FLAG_ID}`]: {
    uid: OTHER_USER,
    PostType: 'answer',
    PostID: ANSWER_ID,
    Reason: 'spam',
    Text: '',
    date: seededAt,
  },
  [`${COLLECTIONS.moderationQueue}/${QUEUE_ENTRY_ID}`]: {
    PostType: 'answer',
    PostID: ANSWER_ID,
    FlagCount: 1,
  },
  [`${COLLECTIONS.auditLog}/${AUDIT_ID}`]: {
    Action: 'hidePost',
    By: ADMIN,
    Target: docPath('answers', 'x'),
    At: seededAt,
  },
  [`${COLLECTIONS.revisions}/${REVISION_ID}`]: {
    Post: docPath('questions', QUESTION_ID),
    PostID: QUESTION_ID,
    Kind: 'question',
    uid: OWNER,
    UserName: OWNER,
    Before: 'Why do apples fall?',
    After: QUESTION_TEXT,
    date: seededAt,
  },
  'Unlisted/thing': { note: 'a collection no rule mentions' },
};

export async function seedFirestore(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(seededDocuments)) {
      await setDoc(doc(db, path), data);
    }
  });
}

/** A timestamp that is not the request time: forged dates must be refused. */
export const FAKE_TIME = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

/**
 * An emulator download URL for an object path, shaped as the Storage SDK builds it. Upload
 * fields hold object names, so every URL, even one of the author's own object, is refused.
 */
export function downloadUrl(objectPath: string): string {
  return (
    `${urlOf('storage')}/v0/b/${BUCKET}/o/` +
    encodeURIComponent(objectPath) +
    '?alt=media&token=0b1c2d3e'
  );
}

/** ProfilePictureQuota/{uid} as a client first writes it (its window starts now). */
export function firstQuota(): DocumentData {
  return { windowStart: serverTimestamp(), count: 1, at: serverTimestamp() };
}

export function newCategory(uid: string, id: string): DocumentData {
  return buildCategory({ id, subject: 'Gardening', uid }, serverTimestamp());
}

export function newQuestion(uid: string, id: string): DocumentData {
  return buildQuestion(
    {
      id,
      question: 'How deep should tulip bulbs go?',
      category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
      uid,
      tags: ['tulips', 'bulbs'],
    },
    serverTimestamp(),
  );
}

export function newAnswer(uid: string, id: string): DocumentData {
  return buildAnswer(
    {
      id,
      answer: 'About three times their height.',
      question: { id: QUESTION_ID, question: QUESTION_TEXT, catId: CATEGORY_ID },
      uid,
    },
    serverTimestamp(),
  );
}

export function newUserRecord(uid: string): DocumentData {
  return buildUserRecord(
    { uid, displayName: `Newcomer ${uid}`, email: `${uid}@example.com` },
    serverTimestamp(),
  );
}

export function newContactMessage(): DocumentData {
  return {
    Name: 'Erin',
    EMail: 'erin@example.com',
    Comment: 'The search box is great.',
    date: serverTimestamp(),
  };
}

/** A new vote by `uid` on a post, shaped as the web app writes it. */
export function newVote(
  uid: string,
  postKind: PostKind,
  postId: string,
  questionId: string,
  value: 1 | -1 = 1,
): DocumentData {
  return { postId, postKind, questionId, uid, value, date: serverTimestamp() };
}
