import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { ADMIN, OTHER_USER, OWNER, SIGNED_IN_USER, firestoreOf } from '../support/env.js';

// Documents seeded with rules disabled. The owner (alice) wrote every post; Cloud Functions
// triggers running in the same emulator suite may add derived fields to them, so cases only
// rely on the raw fields below.
export const CATEGORY_ID = 'cat-science';
export const CATEGORY_SUBJECT = 'Science';
export const QUESTION_ID = 'q-gravity';
export const QUESTION_TEXT = 'Why do apples fall down?';
export const ANSWER_ID = 'a-gravity';
export const MESSAGE_ID = 'msg-1';
export const EVENT_ID = 'event-1';
export const REVISION_ID = 'revision-1';
export const LEGACY_USER = 'legacy-erin';

const seededAt = Timestamp.fromDate(new Date('2026-01-02T03:04:05Z'));

function userRecord(uid: string): DocumentData {
  return {
    uid,
    displayName: uid,
    EMail: `${uid}@example.com`,
    photoURL: '',
    Status: 'Active Now',
    SetStatusDone: false,
    NoOfQuestionAsked: 0,
    NoOfQuestionAnswered: 0,
    CreatedAt: seededAt,
  };
}

export const seededDocuments: Record<string, DocumentData> = {
  [`Users/${OWNER}`]: userRecord(OWNER),
  [`Users/${OTHER_USER}`]: userRecord(OTHER_USER),
  [`Users/${SIGNED_IN_USER}`]: userRecord(SIGNED_IN_USER),
  [`Users/${ADMIN}`]: userRecord(ADMIN),
  // A record migrated from the original app, with a picture URL the new rules would refuse.
  [`Users/${LEGACY_USER}`]: {
    ...userRecord(LEGACY_USER),
    photoURL: 'https://legacy.example/pictures/erin.png',
  },
  [`Presence/${OWNER}`]: { state: 'online', at: seededAt },
  [`Categories/${CATEGORY_ID}`]: {
    id: CATEGORY_ID,
    Subject: CATEGORY_SUBJECT,
    uid: OWNER,
    date: seededAt,
  },
  'Topic/Name': {
    categories: [{ id: CATEGORY_ID, Subject: CATEGORY_SUBJECT, UserName: OWNER, date: seededAt }],
  },
  'Topic/Other': { note: 'not part of the public contract' },
  [`Questions/${QUESTION_ID}`]: {
    id: QUESTION_ID,
    Question: QUESTION_TEXT,
    Category: CATEGORY_SUBJECT,
    CatID: CATEGORY_ID,
    uid: OWNER,
    date: seededAt,
    QuestionScreenShot: '',
    // Derived by onAnswerCreated: the seeded answer below.
    AnswerCount: 1,
  },
  [`Answers/${ANSWER_ID}`]: {
    id: ANSWER_ID,
    Answer: 'Gravity pulls them.',
    Question: QUESTION_TEXT,
    QuestionID: QUESTION_ID,
    CatID: CATEGORY_ID,
    uid: OWNER,
    date: seededAt,
    AnswerScreenShot: '',
  },
  [`ContactForm/${MESSAGE_ID}`]: {
    Name: 'Alice',
    EMail: 'alice@example.com',
    Comment: 'Hello',
    date: seededAt,
    uid: OWNER,
  },
  [`ProcessedEvents/${EVENT_ID}`]: { at: seededAt },
  [`Revisions/${REVISION_ID}`]: {
    Post: `Questions/${QUESTION_ID}`,
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

/** An emulator download URL for an object path, shaped as the Storage SDK builds it. */
export function downloadUrl(objectPath: string): string {
  return (
    'http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/o/' +
    encodeURIComponent(objectPath) +
    '?alt=media&token=0b1c2d3e'
  );
}

export function newCategory(uid: string, id: string): DocumentData {
  return { id, Subject: 'Gardening', uid, date: serverTimestamp() };
}

export function newQuestion(uid: string, id: string): DocumentData {
  return {
    id,
    Question: 'How deep should tulip bulbs go?',
    Category: CATEGORY_SUBJECT,
    CatID: CATEGORY_ID,
    uid,
    date: serverTimestamp(),
    QuestionScreenShot: '',
  };
}

export function newAnswer(uid: string, id: string): DocumentData {
  return {
    id,
    Answer: 'About three times their height.',
    Question: QUESTION_TEXT,
    QuestionID: QUESTION_ID,
    CatID: CATEGORY_ID,
    uid,
    date: serverTimestamp(),
    AnswerScreenShot: '',
  };
}

export function newUserRecord(uid: string): DocumentData {
  return {
    uid,
    displayName: 'Newcomer',
    EMail: `${uid}@example.com`,
    photoURL: '',
    Status: 'Active Now',
    SetStatusDone: false,
    NoOfQuestionAsked: 0,
    NoOfQuestionAnswered: 0,
    CreatedAt: serverTimestamp(),
  };
}

export function newContactMessage(): DocumentData {
  return {
    Name: 'Erin',
    EMail: 'erin@example.com',
    Comment: 'The search box is great.',
    date: serverTimestamp(),
  };
}
