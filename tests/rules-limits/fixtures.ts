// The database the measured requests run against: a small forum as the app and its functions
// leave it (raw fields from the model's builders plus the derived fields functions add), chosen
// so each request takes its longest legitimate path through the rules (a member who needs a
// privilege rather than an admin, the Stack Overflow preset in force, running rate windows).
import {
  ACCEPT_STAMP,
  SAVE_STAMP,
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  COMMENT_STAMP,
  EDIT_STAMP,
  FLAG_STAMP,
  IMAGE_FOLDERS,
  MAX_KEYWORDS,
  PRIVILEGE_SETTINGS_ID,
  PRIVILEGE_THRESHOLDS,
  VOTE_STAMP,
  imageObjectPath,
  newAnswer,
  newCategory,
  newComment,
  newQuestion,
  newUserRecord,
  variantObjectName,
  voteId,
  type CollectionKey,
} from '@queryhub/model';
import type { Fields } from './firestore-requests.js';

/** The time every measured request is made at. */
export const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const LONG_AGO = ago(30 * 86_400);

/** The asker: owns the category, the questions q1 and q2 and a comment. */
export const ASKER = 'alice';
/** A member with every privilege by reputation (not an admin): answers, votes, closes, flags. */
export const MEMBER = 'bob';
/** Another member: wrote the answers `a1` and `a2`. */
export const ANSWERER = 'carol';
/** A new account that has claimed its name and writes its profile. */
export const NEWCOMER = 'dave';

export const CATEGORY_ID = 'cat-science';
export const CATEGORY_SUBJECT = 'Science';
export const Q1 = 'q-gravity';
export const Q1_TEXT = 'Why do apples fall down?';
/** Another open question by the asker (a duplicate target), with the member's answer accepted. */
export const Q2 = 'q-orbits';
const Q2_TEXT = 'Why do planets orbit?';
/** The asker's question without answers (its author may delete it). */
export const Q4 = 'q-unanswered';
/** A question by the answerer that a moderator closed: the member votes to reopen it. */
export const Q3 = 'q-closed';
export const A1 = 'a-gravity';
/** An answer edited after the member's (now locked) vote on it. */
export const A2 = 'a-edited';
/** The member's own answer (to q2). */
export const A3 = 'a-member';
export const C1 = 'c-question';
/** The member's vote on q2, cast a minute ago (still unlocked). */
export const RECENT_VOTE = voteId(Q2, MEMBER);
/** The member's vote on a2, cast 10 minutes ago (locked) before a2 was edited. */
export const LOCKED_VOTE = voteId(A2, MEMBER);
/** Unread notifications of the asker (a page of "Mark all as read" reads up to 50). */
const UNREAD_NOTIFICATIONS = 50;

export function path(collection: CollectionKey, id: string): string {
  return `${COLLECTIONS[collection]}/${id}`;
}

export function notificationPath(uid: string, id: string): string {
  return `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}/${id}`;
}

/** The highest reputation any privilege needs under any preset: the member holds them all. */
const MEMBER_REPUTATION = Math.max(
  ...Object.values(PRIVILEGE_THRESHOLDS).flatMap((thresholds) => Object.values(thresholds)),
);

/**
 * What functions add to a post, every field present (the more fields, the more a diff walks):
 * MAX_KEYWORDS search keywords, the rendered HTML, the screenshot's variants, the counters.
 */
function derivedPostFields(uid: string, text: string, kind: 'question' | 'answer', id: string) {
  const original = imageObjectPath(IMAGE_FOLDERS[kind], uid, id);
  return {
    Keywords: Array.from({ length: MAX_KEYWORDS }, (_, i) => `keyword${i}`),
    UserName: uid,
    ScreenShot: {
      large: variantObjectName(original, 'large'),
      thumb: variantObjectName(original, 'thumb'),
      width: 1600,
      height: 900,
      original,
    },
    Html: `<p>${text}</p>`,
    EditedAt: LONG_AGO,
    Score: 3,
    UpCount: 4,
    DownCount: 1,
    FlagCount: 0,
    Hidden: false,
    Anonymised: false,
  };
}

function question(id: string, uid: string, text: string, extra: Fields = {}): Fields {
  return {
    ...newQuestion(
      {
        id,
        question: text,
        category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
        uid,
        tags: ['physics', 'gravity'],
        screenshotUrl: imageObjectPath(IMAGE_FOLDERS.question, uid, id),
      },
      LONG_AGO,
    ),
    ...derivedPostFields(uid, text, 'question', id),
    AnswerCount: 1,
    HasAcceptedAnswer: false,
    LastActivity: ago(3600),
    CloseRound: 1,
    ReopenedBy: ['mod'],
    ReopenedAt: LONG_AGO,
    ...extra,
  };
}

function answer(
  id: string,
  uid: string,
  question: { id: string; text: string },
  text: string,
  extra: Fields = {},
): Fields {
  return {
    ...newAnswer(
      {
        id,
        answer: text,
        question: { id: question.id, question: question.text, catId: CATEGORY_ID },
        uid,
        screenshotUrl: imageObjectPath(IMAGE_FOLDERS.answer, uid, id),
      },
      LONG_AGO,
    ),
    ...derivedPostFields(uid, text, 'answer', id),
    Accepted: false,
    ...extra,
  };
}

/** A counted stamp in a window that is running (so the next one counts on in it). */
function runningWindow(id: string, openedSecondsAgo: number, count: number): Fields {
  return { at: ago(60), id, windowStart: ago(openedSecondsAgo), count };
}

/** Every stamp present, gaps long over, counted windows running: the longest update path. */
export function rateStamps(): Fields {
  return {
    [COLLECTIONS.categories]: { at: LONG_AGO, id: 'old-category' },
    [COLLECTIONS.questions]: { at: LONG_AGO, id: 'old-question' },
    [COLLECTIONS.answers]: { at: LONG_AGO, id: 'old-answer' },
    [EDIT_STAMP]: { at: LONG_AGO, id: 'old-edit' },
    [COMMENT_STAMP]: { at: LONG_AGO, id: 'old-comment' },
    [CLOSE_VOTE_STAMP]: { at: LONG_AGO, id: 'old-close' },
    [FLAG_STAMP]: runningWindow('old-flag', 600, 2),
    [VOTE_STAMP]: runningWindow('old-vote', 3600, 3),
    [ACCEPT_STAMP]: runningWindow('old-accept', 3600, 1),
    [SAVE_STAMP]: runningWindow('old-save', 3600, 4),
  };
}

export function forum(): Map<string, Fields> {
  const q1 = { id: Q1, text: Q1_TEXT };
  const closedQuestion = question(Q3, ANSWERER, 'Is this on topic?', {
    Closed: true,
    CloseReason: 'offTopic',
    ClosedBy: ['mod'],
    ClosedAt: ago(86_400),
  });
  const notifications: Array<[string, Fields]> = Array.from(
    { length: UNREAD_NOTIFICATIONS },
    (_, i) => [
      notificationPath(ASKER, `answer-${i}`),
      {
        Type: 'answer',
        QuestionID: Q1,
        CatID: CATEGORY_ID,
        Question: Q1_TEXT,
        PostID: A1,
        ActorName: ANSWERER,
        Read: false,
        date: ago(i * 60),
      },
    ],
  );
  return new Map<string, Fields>([
    [path('settings', PRIVILEGE_SETTINGS_ID), { Preset: 'stackOverflow' }],
    ...[ASKER, MEMBER, ANSWERER].flatMap((uid): Array<[string, Fields]> => [
      [
        path('users', uid),
        {
          ...newUserRecord({ uid, displayName: uid, email: `old-${uid}@example.com` }, LONG_AGO),
          photoURL: imageObjectPath(IMAGE_FOLDERS.profile, uid, 'first-picture'),
        },
      ],
      [
        path('profiles', uid),
        { uid, UserName: uid, Reputation: uid === MEMBER ? MEMBER_REPUTATION : 10 },
      ],
      [path('rateLimits', uid), rateStamps()],
    ]),
    [path('profilePictureQuota', MEMBER), { windowStart: ago(1200), count: 2, at: ago(1200) }],
    [
      path('nameClaims', NEWCOMER),
      { displayName: 'Dave Newcomer', key: 'dave newcomer', at: ago(5) },
    ],
    [
      path('categories', CATEGORY_ID),
      { ...newCategory({ id: CATEGORY_ID, subject: CATEGORY_SUBJECT, uid: ASKER }, LONG_AGO) },
    ],
    [path('questions', Q1), question(Q1, ASKER, Q1_TEXT, { AnswerCount: 2 })],
    [
      path('questions', Q2),
      question(Q2, ASKER, Q2_TEXT, { AcceptedAnswerID: A3, HasAcceptedAnswer: true }),
    ],
    [path('questions', Q4), question(Q4, ASKER, 'Do pears fall too?', { AnswerCount: 0 })],
    [path('questions', Q3), closedQuestion],
    [path('answers', A1), answer(A1, ANSWERER, q1, 'Gravity pulls them.')],
    [path('answers', A2), answer(A2, ANSWERER, q1, 'Mass attracts mass.', { EditedAt: ago(120) })],
    [
      path('answers', A3),
      answer(A3, MEMBER, { id: Q2, text: Q2_TEXT }, 'Their speed balances the pull.', {
        Accepted: true,
      }),
    ],
    [
      path('comments', C1),
      {
        ...newComment(
          {
            id: C1,
            text: 'Which apples do you mean?',
            post: { kind: 'question', id: Q1, questionId: Q1 },
            uid: ASKER,
          },
          ago(3600),
        ),
        Html: 'Which apples do you mean?',
        UserName: ASKER,
      },
    ],
    [
      path('votes', RECENT_VOTE),
      { postId: Q2, postKind: 'question', questionId: Q2, uid: MEMBER, value: 1, date: ago(60) },
    ],
    [
      path('votes', LOCKED_VOTE),
      { postId: A2, postKind: 'answer', questionId: Q1, uid: MEMBER, value: 1, date: ago(600) },
    ],
    ...notifications,
  ]);
}
