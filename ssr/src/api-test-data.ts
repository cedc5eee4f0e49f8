// For the public API's unit tests: a fake data layer (ApiData) over fixed documents, read with
// the model's own parsers, holding what the API must never show (hidden posts and comments, a
// deleted account's posts) beside what it shows.
import {
  readProfileDoc,
  toAnswerView,
  toCommentView,
  toQuestionView,
  type AnswerView,
  type CommentView,
  type DocumentData,
  type QuestionView,
} from '@queryhub/model';
import type { SearchRequest } from '@queryhub/search/request';
import type { SearchResults } from '@queryhub/web/server';
import {
  handleApiRequest,
  type ApiData,
  type ApiDependencies,
  type PagePosition,
  type ReadPage,
} from './api-handler';
import type { PageRequest } from './api-params';
import { TokenBuckets } from './api-rate-limit';
import type { QuestionThreadRead } from './api-shape';
import type { ResponseLike } from './http-types';
import openapi from './openapi.json';

export const T0 = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
const stored = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });
const image = {
  large: 'https://img.test/l.webp',
  thumb: 'https://img.test/t.webp',
  width: 1600,
  height: 900,
};

function question(id: string, fields: DocumentData = {}): QuestionView {
  return toQuestionView(id, {
    Question: `What about ${id}?`,
    Category: 'Web Development',
    CatID: 'cat1',
    uid: 'alice',
    UserName: 'Alice',
    Score: 2,
    AnswerCount: 1,
    AcceptedAnswerID: '',
    Html: `<p>What about <em>${id}</em>?</p>`,
    Keywords: ['what', 'about'],
    date: T0,
    Tags: ['javascript'],
    ...fields,
  });
}

function answer(id: string, fields: DocumentData = {}): AnswerView {
  return toAnswerView(id, {
    Answer: `Answer ${id}`,
    Question: 'What about q1?',
    QuestionID: 'q1',
    CatID: 'cat1',
    uid: 'bob',
    UserName: 'Bob',
    Score: 1,
    Html: `<p>Answer ${id}</p>`,
    date: T0 + 1000,
    ...fields,
  });
}

function comment(id: string, postId: string, fields: DocumentData = {}): CommentView {
  return toCommentView(id, {
    PostID: postId,
    QuestionID: 'q1',
    uid: 'carol',
    UserName: 'Carol',
    Comment: `Comment ${id} on ${postId}`,
    Html: `Comment <em>${id}</em>`,
    date: T0 + 2000,
    ...fields,
  });
}

export const QUESTIONS: QuestionView[] = [
  question('q1', {
    AcceptedAnswerID: 'a2',
    ScreenShot: image,
    EditedAt: T0 + 5000,
    Closed: true,
    CloseReason: 'duplicate',
    DuplicateOf: 'q3',
    ClosedAt: stored(T0 + 6000),
  }),
  question('q2', { Hidden: true, Question: 'Hidden spam', Html: '<p>Hidden spam</p>' }),
  // A deleted account's question: anonymised, no uid.
  question('q3', { uid: '', UserName: 'Deleted user', Anonymised: true, Html: '' }),
];

export const THREAD: QuestionThreadRead = {
  question: QUESTIONS[0]!,
  answers: [
    answer('a1', { Score: 5 }),
    answer('a2', { Accepted: true, ScreenShot: image }),
    answer('a3', { Hidden: true, Answer: 'Hidden answer' }),
  ],
  comments: {
    q1: [comment('c1', 'q1'), comment('c2', 'q1', { Hidden: true, Comment: 'Hidden comment' })],
    a1: [comment('c3', 'a1', { uid: '', UserName: 'Deleted user', Html: '' })],
    a2: [],
  },
};

export const PROFILE = readProfileDoc({
  uid: 'alice',
  UserName: 'Alice',
  CreatedAt: stored(T0),
  NoOfQuestionAsked: 3,
  NoOfQuestionAnswered: 4,
  Reputation: 120,
  AcceptedCount: 1,
  Photo: image,
});

const LAST_TIME = { seconds: 1_735_787_045, nanos: 678_000_000 };

/** Where the fake's question list continues, for a sort tab. */
export function nextQuestions(sort: string): PagePosition {
  return { values: sort === 'top' ? [2, LAST_TIME] : [LAST_TIME], id: 'q3' };
}

export const SEARCH_RESULTS: SearchResults = {
  questions: [QUESTIONS[0]!, QUESTIONS[1]!],
  answers: [THREAD.answers[0]!, THREAD.answers[2]!],
  nextPage: 2,
  snippets: { 'question:q1': 'What about \u0002q1\u0003?' },
  corrected: null,
  degraded: false,
};

/** What the fake was asked, for the tests to check. */
export interface FakeCalls {
  questions: { scope: unknown; sort: string; page: PageRequest }[];
  search: SearchRequest[];
}

/** The fake data layer: every read answers from the documents above. */
export function fakeApiData(calls: FakeCalls = { questions: [], search: [] }): ApiData {
  const page = <T>(items: T[], next: PagePosition | null = null): ReadPage<T> => ({ items, next });
  return {
    questions: (scope, sort, request) => {
      calls.questions.push({ scope, sort, page: request });
      if (scope.kind === 'category' && scope.categoryId !== 'cat1') return Promise.resolve(null);
      return Promise.resolve(page(QUESTIONS, nextQuestions(sort)));
    },
    question: (id) =>
      Promise.resolve(
        id === 'q1'
          ? THREAD
          : id === 'q2'
            ? { question: QUESTIONS[1]!, answers: [], comments: {} }
            : null,
      ),
    categories: () =>
      Promise.resolve(
        page([{ id: 'cat1', subject: 'Web Development', dateMillis: T0 }], {
          values: [{ seconds: 1_735_787_045, nanos: 0 }],
          id: 'cat1',
        }),
      ),
    tags: () =>
      Promise.resolve(
        page([
          { tag: 'javascript', questionCount: 3 },
          { tag: 'gone', questionCount: 0 },
        ]),
      ),
    user: (uid) => Promise.resolve(uid === 'alice' ? PROFILE : null),
    search: (request) => {
      calls.search.push(request);
      return Promise.resolve(SEARCH_RESULTS);
    },
  };
}

export interface Answered {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** A response that records what the handler sends. */
export function recordingResponse(): { response: ResponseLike; answered: Answered } {
  const answered: Answered = { status: 0, headers: {}, body: '' };
  const response: ResponseLike = {
    status(code) {
      answered.status = code;
      return response;
    },
    set(field, value) {
      answered.headers[field.toLowerCase()] = value;
      return response;
    },
    send(body) {
      answered.body = body;
    },
  };
  return { response, answered };
}

export const TEST_ORIGIN = 'https://queryhub.test';

/** The handler's dependencies over the fake data, a fresh rate limit and a clock to move. */
export function testDependencies(
  changes: Partial<ApiDependencies> = {},
): ApiDependencies & { clock: { now: number } } {
  const clock = { now: T0 };
  return {
    data: fakeApiData(),
    limiter: new TokenBuckets(),
    openapi,
    origin: () => TEST_ORIGIN,
    clientKey: (request) => request.get('x-test-client') ?? '203.0.113.1',
    now: () => clock.now,
    clock,
    ...changes,
  };
}

/** One request through the handler, as Express would hand it over. */
export async function callApi(
  deps: ApiDependencies,
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answered> {
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const { response, answered } = recordingResponse();
  await handleApiRequest(
    deps,
    {
      method: options.method ?? 'GET',
      originalUrl: url,
      get: (name) => headers[name.toLowerCase()],
    },
    response,
  );
  return answered;
}
