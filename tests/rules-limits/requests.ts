// The legitimate requests the app makes, each shaped as the web app sends it
// (web/src/features/*/api): posts, edits, votes, accept choices, comments, close votes and flags
// in one batch with the author's RateLimits stamp (web/src/lib/rate-limits.ts, commitWithStamp),
// the profile with its picture quota, the rest as lone writes; and the main reads. Each runs
// against fixtures.ts's forum, on the longest path a legitimate request takes through the rules.
import {
  ACCEPT_STAMP,
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  DRAFT_TEXT_MAX_LENGTH,
  draftExpiry,
  draftId,
  COMMENT_STAMP,
  EDIT_STAMP,
  FLAG_STAMP,
  IMAGE_FOLDERS,
  MARK_ALL_READ_BATCH,
  MAX_LIST_LIMIT,
  PRIVILEGE_SETTINGS_ID,
  SAVE_STAMP,
  VOTE_STAMP,
  buildSave,
  savedPostId,
  type SaveTarget,
  closeVoteId,
  flagId,
  imageObjectPath,
  newAnswer,
  newCategory,
  newComment,
  newPresence,
  newQuestion,
  newUserRecord,
  voteId,
} from '@queryhub/model';
import {
  A1,
  ANSWERER,
  A2,
  A3,
  ASKER,
  C1,
  CATEGORY_ID,
  NOW,
  CATEGORY_SUBJECT,
  LOCKED_VOTE,
  MEMBER,
  NEWCOMER,
  Q1,
  Q1_TEXT,
  Q2,
  Q3,
  Q4,
  RECENT_VOTE,
  notificationPath,
  path,
  rateStamps,
} from './fixtures.js';
import { SERVER_TIME, type Caller, type Fields, type Write } from './firestore-requests.js';

type Read =
  { method: 'get'; path: string } | { method: 'list'; path: string; sample: Fields; query: Fields };

export type Request =
  | { name: string; caller: Caller; writes: Write[]; firstStamp?: boolean }
  | { name: string; caller: Caller | null; read: Read };

const member: Caller = { uid: MEMBER };
const asker: Caller = { uid: ASKER };
const newcomer: Caller = { uid: NEWCOMER };
/** A member whose address is not verified yet: longer gaps (rateGap), a few more expressions. */
const unverified = (caller: Caller): Caller => ({ ...caller, emailVerified: false });

/** The fields a counted stamp (flags, votes, accept choices) adds: the window it counts in. */
function windowFields(stamp: string, first: boolean): Fields {
  if (first) return { windowStart: SERVER_TIME, count: 1 };
  const current = rateStamps()[stamp] as { windowStart: Date; count: number };
  return { windowStart: current.windowStart, count: current.count + 1 };
}

const COUNTED_STAMPS: readonly string[] = [FLAG_STAMP, VOTE_STAMP, ACCEPT_STAMP, SAVE_STAMP];

/**
 * commitWithStamp's batch: the stamp naming `id` merged into RateLimits/{uid} (created by it when
 * the account has none yet, `first`), then the write itself.
 */
function stamped(uid: string, stamp: string, id: string, write: Write, first = false): Write[] {
  const window = COUNTED_STAMPS.includes(stamp) ? windowFields(stamp, first) : {};
  return [
    {
      op: 'merge',
      path: path('rateLimits', uid),
      data: { [stamp]: { at: SERVER_TIME, id, ...window } },
    },
    write,
  ];
}

const NEW_CATEGORY = 'cat-gardening';
const NEW_QUESTION = 'q-tulips';
const NEW_ANSWER = 'a-depth';
const NEW_COMMENT = 'c-new';
const FIVE_TAGS = ['gardening', 'tulips', 'bulbs', 'c++', 'spring.planting-2026'];

function createCategory(uid: string, first = false): Write[] {
  const category = newCategory({ id: NEW_CATEGORY, subject: 'Gardening', uid }, SERVER_TIME);
  const write: Write = { op: 'set', path: path('categories', NEW_CATEGORY), data: { ...category } };
  return stamped(uid, COLLECTIONS.categories, NEW_CATEGORY, write, first);
}

function askQuestion(uid: string, tags: string[], screenshot: boolean, first = false): Write[] {
  const data = newQuestion(
    {
      id: NEW_QUESTION,
      question: 'How deep should tulip bulbs go?',
      category: { id: CATEGORY_ID, subject: CATEGORY_SUBJECT },
      uid,
      tags,
      screenshotUrl: screenshot
        ? imageObjectPath(IMAGE_FOLDERS.question, uid, NEW_QUESTION)
        : undefined,
    },
    SERVER_TIME,
  );
  const write: Write = { op: 'set', path: path('questions', NEW_QUESTION), data: { ...data } };
  return stamped(uid, COLLECTIONS.questions, NEW_QUESTION, write, first);
}

function answerQuestion(uid: string, first = false): Write[] {
  const data = newAnswer(
    {
      id: NEW_ANSWER,
      answer: 'About three times their height.',
      question: { id: Q1, question: Q1_TEXT, catId: CATEGORY_ID },
      uid,
      screenshotUrl: imageObjectPath(IMAGE_FOLDERS.answer, uid, NEW_ANSWER),
    },
    SERVER_TIME,
  );
  const write: Write = { op: 'set', path: path('answers', NEW_ANSWER), data: { ...data } };
  return stamped(uid, COLLECTIONS.answers, NEW_ANSWER, write, first);
}

function comment(uid: string, post: { kind: 'question' | 'answer'; id: string }, first = false) {
  const data = newComment(
    {
      id: NEW_COMMENT,
      text: 'Which variety do you mean, exactly?',
      post: { ...post, questionId: Q1 },
      uid,
    },
    SERVER_TIME,
  );
  const write: Write = { op: 'set', path: path('comments', NEW_COMMENT), data: { ...data } };
  return stamped(uid, COMMENT_STAMP, NEW_COMMENT, write, first);
}

function edit(uid: string, postPath: string, id: string, change: Fields, first = false): Write[] {
  return stamped(uid, EDIT_STAMP, id, { op: 'update', path: postPath, data: change }, first);
}

function castVote(
  uid: string,
  post: { kind: 'question' | 'answer'; id: string; questionId: string },
  value: 1 | -1,
  first = false,
): Write[] {
  const data = {
    postId: post.id,
    postKind: post.kind,
    questionId: post.questionId,
    uid,
    value,
    date: SERVER_TIME,
  };
  const write: Write = { op: 'set', path: path('votes', voteId(post.id, uid)), data };
  return stamped(uid, VOTE_STAMP, post.id, write, first);
}

function changeVote(uid: string, vote: string, postId: string, value: 1 | -1): Write[] {
  const write: Write = {
    op: 'update',
    path: path('votes', vote),
    data: { value, date: SERVER_TIME },
  };
  return stamped(uid, VOTE_STAMP, postId, write);
}

function takeBackVote(uid: string, vote: string, postId: string): Write[] {
  return stamped(uid, VOTE_STAMP, postId, { op: 'delete', path: path('votes', vote) });
}

/** Saving a post as SaveButton does: the save and its counted `Saves` stamp in one batch. */
function savePost(uid: string, target: SaveTarget, first = false): Write[] {
  const id = savedPostId(target);
  const write: Write = {
    op: 'set',
    path: subcollection(uid, COLLECTIONS.saves, id),
    data: { ...buildSave(target, SERVER_TIME) },
  };
  return stamped(uid, SAVE_STAMP, id, write, first);
}

function accept(uid: string, questionId: string, answerId: string, first = false): Write[] {
  const write: Write = {
    op: 'update',
    path: path('questions', questionId),
    data: { AcceptedAnswerID: answerId },
  };
  return stamped(uid, ACCEPT_STAMP, questionId, write, first);
}

function closeVote(
  uid: string,
  questionId: string,
  vote: { action: 'close' | 'reopen'; reason: string; duplicateOf: string },
  first = false,
): Write[] {
  const write: Write = {
    op: 'set',
    path: path('closeVotes', closeVoteId(questionId, uid)),
    data: { questionId, uid, ...vote, date: SERVER_TIME },
  };
  return stamped(uid, CLOSE_VOTE_STAMP, questionId, write, first);
}

function flag(
  uid: string,
  post: { type: 'question' | 'answer' | 'comment'; id: string },
  reason: string,
  text: string,
  first = false,
): Write[] {
  const write: Write = {
    op: 'set',
    path: path('flags', flagId(post.id, uid)),
    data: {
      uid,
      PostType: post.type,
      PostID: post.id,
      Reason: reason,
      Text: text,
      date: SERVER_TIME,
    },
  };
  return stamped(uid, FLAG_STAMP, post.id, write, first);
}

function newProfile(withPicture: boolean): Write[] {
  const photoURL = withPicture ? imageObjectPath(IMAGE_FOLDERS.profile, NEWCOMER, 'p1') : '';
  const record = newUserRecord(
    { uid: NEWCOMER, displayName: 'Dave Newcomer', email: `${NEWCOMER}@example.com`, photoURL },
    SERVER_TIME,
  );
  const writes: Write[] = [{ op: 'set', path: path('users', NEWCOMER), data: { ...record } }];
  if (withPicture) {
    writes.push({
      op: 'set',
      path: path('profilePictureQuota', NEWCOMER),
      data: { windowStart: SERVER_TIME, count: 1, at: SERVER_TIME },
    });
  }
  return writes;
}

/** nameNewProfilePicture's transaction: the quota counts one more, the record names the picture. */
function newProfilePicture(uid: string, quota: { windowStart: Date; count: number }): Write[] {
  return [
    {
      op: 'set',
      path: path('profilePictureQuota', uid),
      data: { windowStart: quota.windowStart, count: quota.count + 1, at: SERVER_TIME },
    },
    {
      op: 'update',
      path: path('users', uid),
      data: { photoURL: imageObjectPath(IMAGE_FOLDERS.profile, uid, 'second-picture') },
    },
  ];
}

const subcollection = (uid: string, name: string, id: string) =>
  `${COLLECTIONS.users}/${uid}/${name}/${id}`;

const DUPLICATE = { action: 'close', reason: 'duplicate', duplicateOf: Q2 } as const;
const NEEDS_DETAILS = { action: 'close', reason: 'needsDetails', duplicateOf: '' } as const;
const REOPEN = { action: 'reopen', reason: '', duplicateOf: '' } as const;

export function writeRequests(quota: { windowStart: Date; count: number }): Request[] {
  const questionVote = { kind: 'question', id: Q1, questionId: Q1 } as const;
  const answerVote = { kind: 'answer', id: A1, questionId: Q1 } as const;
  return [
    { name: 'create a category', caller: member, writes: createCategory(MEMBER) },
    {
      name: 'ask a question (no tags, no screenshot)',
      caller: member,
      writes: askQuestion(MEMBER, [], false),
    },
    {
      name: 'ask a question (5 tags, a screenshot)',
      caller: member,
      writes: askQuestion(MEMBER, FIVE_TAGS, true),
    },
    { name: 'answer (with a screenshot)', caller: member, writes: answerQuestion(MEMBER) },
    {
      name: 'answer, unverified member',
      caller: unverified(member),
      writes: answerQuestion(MEMBER),
    },
    {
      name: 'comment on own question',
      caller: asker,
      writes: comment(ASKER, { kind: 'question', id: Q1 }),
    },
    {
      name: "comment on another's answer",
      caller: member,
      writes: comment(MEMBER, { kind: 'answer', id: A1 }),
    },
    {
      name: 'edit own question text',
      caller: asker,
      writes: edit(ASKER, path('questions', Q1), Q1, { Question: 'Why do apples fall at all?' }),
    },
    {
      name: 'edit own question tags',
      caller: asker,
      writes: edit(ASKER, path('questions', Q1), Q1, { Tags: FIVE_TAGS }),
    },
    {
      name: "edit another's question tags",
      caller: member,
      writes: edit(MEMBER, path('questions', Q1), Q1, { Tags: FIVE_TAGS }),
    },
    {
      name: 'edit own answer',
      caller: member,
      writes: edit(MEMBER, path('answers', A3), A3, { Answer: 'Speed balances the pull.' }),
    },
    { name: 'upvote a question', caller: member, writes: castVote(MEMBER, questionVote, 1) },
    { name: 'downvote an answer', caller: member, writes: castVote(MEMBER, answerVote, -1) },
    {
      name: 'downvote an answer, unverified member',
      caller: unverified(member),
      writes: castVote(MEMBER, answerVote, -1),
    },
    {
      name: 'change a recent vote to down',
      caller: member,
      writes: changeVote(MEMBER, RECENT_VOTE, Q2, -1),
    },
    {
      name: 'change a locked vote (post edited since)',
      caller: member,
      writes: changeVote(MEMBER, LOCKED_VOTE, A2, -1),
    },
    {
      name: 'take back a recent vote',
      caller: member,
      writes: takeBackVote(MEMBER, RECENT_VOTE, Q2),
    },
    {
      name: 'take back a locked vote (post edited since)',
      caller: member,
      writes: takeBackVote(MEMBER, LOCKED_VOTE, A2),
    },
    { name: 'accept an answer', caller: asker, writes: accept(ASKER, Q1, A1) },
    { name: 'clear the accepted answer', caller: asker, writes: accept(ASKER, Q2, '') },
    {
      name: 'vote to close as a duplicate',
      caller: member,
      writes: closeVote(MEMBER, Q1, DUPLICATE),
    },
    {
      name: 'the asker votes to close',
      caller: asker,
      writes: closeVote(ASKER, Q1, NEEDS_DETAILS),
    },
    { name: 'vote to reopen', caller: member, writes: closeVote(MEMBER, Q3, REOPEN) },
    {
      name: 'flag an answer',
      caller: member,
      writes: flag(MEMBER, { type: 'answer', id: A1 }, 'spam', ''),
    },
    {
      name: "flag a comment ('other', with a text)",
      caller: member,
      writes: flag(MEMBER, { type: 'comment', id: C1 }, 'other', 'This reveals a phone number.'),
    },
    // The first stamp of each kind creates RateLimits/{uid} (its create rule).
    ...firstStampRequests(),
    // Deletes, follows, profile, presence, preferences, notifications: no stamp.
    {
      name: 'delete own answer',
      caller: member,
      writes: [{ op: 'delete', path: path('answers', A3) }],
    },
    {
      name: 'delete own unanswered question',
      caller: asker,
      writes: [{ op: 'delete', path: path('questions', Q4) }],
    },
    {
      name: 'delete own comment',
      caller: asker,
      writes: [{ op: 'delete', path: path('comments', C1) }],
    },
    { name: 'create the profile (a picture)', caller: newcomer, writes: newProfile(true) },
    { name: 'create the profile (no picture)', caller: newcomer, writes: newProfile(false) },
    { name: 'a new profile picture', caller: member, writes: newProfilePicture(MEMBER, quota) },
    {
      name: 'e-mail address follows the account',
      caller: member,
      writes: [
        { op: 'update', path: path('users', MEMBER), data: { EMail: `${MEMBER}@example.com` } },
      ],
    },
    {
      name: 'presence',
      caller: member,
      writes: [
        {
          op: 'set',
          path: path('presence', MEMBER),
          data: { ...newPresence('online', SERVER_TIME) },
        },
      ],
    },
    {
      name: 'e-mail preferences',
      caller: member,
      writes: [
        {
          op: 'set',
          path: path('emailPreferences', MEMBER),
          data: { Activity: true, Digest: false, UpdatedAt: SERVER_TIME },
        },
      ],
    },
    {
      name: 'follow a question',
      caller: member,
      writes: [
        {
          op: 'set',
          path: subcollection(MEMBER, COLLECTIONS.follows, Q1),
          data: { QuestionID: Q1, date: SERVER_TIME },
        },
      ],
    },
    {
      name: 'follow a tag',
      caller: member,
      writes: [
        {
          op: 'set',
          path: subcollection(MEMBER, COLLECTIONS.followedTags, 'physics'),
          data: { Tag: 'physics', date: SERVER_TIME },
        },
      ],
    },
    {
      name: 'save an ask draft (the longest text, 5 tags)',
      caller: member,
      writes: [
        {
          op: 'set',
          path: subcollection(MEMBER, COLLECTIONS.drafts, draftId('ask', CATEGORY_ID)),
          data: {
            Kind: 'ask',
            TargetID: CATEGORY_ID,
            Text: 'q'.repeat(DRAFT_TEXT_MAX_LENGTH.ask),
            Tags: ['a', 'b', 'c', 'd', 'e'],
            updatedAt: SERVER_TIME,
            expireAt: draftExpiry(NOW.getTime()),
          },
        },
      ],
    },
    {
      name: 'follow a category',
      caller: member,
      writes: [
        {
          op: 'set',
          path: subcollection(MEMBER, COLLECTIONS.followedCategories, CATEGORY_ID),
          data: { CatID: CATEGORY_ID, date: SERVER_TIME },
        },
      ],
    },
    {
      name: 'save a question',
      caller: member,
      writes: savePost(MEMBER, { kind: 'question', questionId: Q1, catId: CATEGORY_ID }),
    },
    {
      name: 'save an answer',
      caller: member,
      writes: savePost(MEMBER, {
        kind: 'answer',
        questionId: Q1,
        answerId: A1,
        catId: CATEGORY_ID,
      }),
    },
    {
      name: 'unsave a post',
      caller: member,
      writes: [{ op: 'delete', path: subcollection(MEMBER, COLLECTIONS.saves, A1) }],
    },
    {
      name: 'unfollow a question',
      caller: member,
      writes: [{ op: 'delete', path: subcollection(MEMBER, COLLECTIONS.follows, Q1) }],
    },
    {
      name: 'mark a notification read',
      caller: asker,
      writes: [{ op: 'update', path: notificationPath(ASKER, 'answer-0'), data: { Read: true } }],
    },
    {
      name: `mark all read (a batch of ${MARK_ALL_READ_BATCH})`,
      caller: asker,
      writes: Array.from({ length: MARK_ALL_READ_BATCH }, (_, i) => ({
        op: 'update' as const,
        path: notificationPath(ASKER, `answer-${i}`),
        data: { Read: true },
      })),
    },
  ];
}

/** One request per stamp kind from an account that has no RateLimits document yet. */
function firstStampRequests(): Request[] {
  const first = unverified(member);
  const requests: Array<[string, Write[]]> = [
    ['first category', createCategory(MEMBER, true)],
    ['first question', askQuestion(MEMBER, FIVE_TAGS, true, true)],
    ['first answer', answerQuestion(MEMBER, true)],
    ['first edit', edit(MEMBER, path('answers', A3), A3, { Answer: 'Edited once.' }, true)],
    ['first comment', comment(MEMBER, { kind: 'answer', id: A1 }, true)],
    ['first close vote', closeVote(MEMBER, Q1, DUPLICATE, true)],
    ['first flag', flag(MEMBER, { type: 'comment', id: C1 }, 'other', 'A phone number.', true)],
    ['first vote', castVote(MEMBER, { kind: 'answer', id: A1, questionId: Q1 }, -1, true)],
    ['first accept choice', accept(ASKER, Q1, A1, true)],
    [
      'first save',
      savePost(MEMBER, { kind: 'question', questionId: Q1, catId: CATEGORY_ID }, true),
    ],
  ];
  return requests.map(([name, writes]) => ({
    name: `${name} (RateLimits created, unverified)`,
    caller: name === 'first accept choice' ? unverified(asker) : first,
    writes,
    firstStamp: true,
  }));
}

const page = (limit = MAX_LIST_LIMIT) => ({ limit, offset: 0 });

export function readRequests(database: ReadonlyMap<string, Fields>): Request[] {
  const stored = (at: string): Fields => {
    const fields = database.get(at);
    if (!fields) throw new Error(`The fixture has no ${at}.`);
    return fields;
  };
  const admin: Caller = { uid: 'root', claims: { admin: true } };
  const moderator: Caller = { uid: 'mod', claims: { moderator: true } };
  return [
    { name: 'read a question', caller: null, read: { method: 'get', path: path('questions', Q1) } },
    {
      name: 'list questions',
      caller: null,
      read: {
        method: 'list',
        path: path('questions', Q1),
        sample: stored(path('questions', Q1)),
        query: page(),
      },
    },
    {
      name: 'read a category',
      caller: null,
      read: { method: 'get', path: path('categories', CATEGORY_ID) },
    },
    {
      name: 'list answers',
      caller: null,
      read: {
        method: 'list',
        path: path('answers', A1),
        sample: stored(path('answers', A1)),
        query: page(),
      },
    },
    {
      name: 'list comments',
      caller: null,
      read: {
        method: 'list',
        path: path('comments', C1),
        sample: stored(path('comments', C1)),
        query: page(),
      },
    },
    {
      name: 'read a profile',
      caller: null,
      read: { method: 'get', path: path('profiles', ASKER) },
    },
    {
      name: 'read the privilege settings',
      caller: null,
      read: { method: 'get', path: path('settings', PRIVILEGE_SETTINGS_ID) },
    },
    {
      name: 'read own user record',
      caller: member,
      read: { method: 'get', path: path('users', MEMBER) },
    },
    {
      name: 'read own rate stamps',
      caller: member,
      read: { method: 'get', path: path('rateLimits', MEMBER) },
    },
    {
      name: 'read own vote',
      caller: member,
      read: { method: 'get', path: path('votes', RECENT_VOTE) },
    },
    {
      name: 'list own votes',
      caller: member,
      read: {
        method: 'list',
        path: path('votes', RECENT_VOTE),
        sample: stored(path('votes', RECENT_VOTE)),
        query: page(),
      },
    },
    {
      name: 'read a notification',
      caller: asker,
      read: { method: 'get', path: notificationPath(ASKER, 'answer-0') },
    },
    {
      name: 'list notifications',
      caller: asker,
      read: {
        method: 'list',
        path: notificationPath(ASKER, 'answer-0'),
        sample: stored(notificationPath(ASKER, 'answer-0')),
        query: page(),
      },
    },
    {
      name: 'is a name taken',
      caller: null,
      read: { method: 'get', path: path('userNames', 'a1b2c3') },
    },
    {
      name: 'read own name claim',
      caller: newcomer,
      read: { method: 'get', path: path('nameClaims', NEWCOMER) },
    },
    {
      name: 'read own suspension (none)',
      caller: member,
      read: { method: 'get', path: path('suspended', MEMBER) },
    },
    {
      name: 'admin lists flags',
      caller: admin,
      read: {
        method: 'list',
        path: path('flags', flagId(A1, ANSWERER)),
        sample: {
          uid: ANSWERER,
          PostType: 'answer',
          PostID: A1,
          Reason: 'spam',
          Text: '',
          date: new Date(),
        },
        query: page(),
      },
    },
    {
      name: 'moderator reads the queue',
      caller: moderator,
      read: { method: 'get', path: path('moderationQueue', `answer_${A1}`) },
    },
  ];
}
