// The public read API (/api/v1/, README "For programs") end to end: data written as members
// write it (through the rules, the triggers adding names, HTML and counts), then read over HTTP
// from the `ssr` function at the functions emulator's URL (test:emulators starts no Hosting).
// Under the emulator every client shares one rate-limit bucket (the socket's peer), so the flood
// runs last and every other request waits out a 429 it might meet.
import { API_LIMITS, COLLECTIONS, docPath, newComment } from '@queryhub/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  adminDb,
  callAsAdmin,
  createSignedInUser,
  pollUntil,
  postAnswer,
  postCategory,
  postQuestion,
  uniqueWord,
  urlOf,
  waitForDoc,
  type CategoryRef,
  type QuestionRef,
  type SignedInUser,
} from '@queryhub/testkit';

const API = `${urlOf('functions')}/${PROJECT_ID}/us-central1/ssr/api/v1`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET under /api/v1, waiting out up to three 429s (the flood of an earlier run). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${API}${path}`, { headers });
    if (response.status !== 429 || attempt === 3) return response;
    await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
  }
}

async function getJson<T>(path: string): Promise<{ status: number; body: T; text: string }> {
  const response = await get(path);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, text };
}

interface Author {
  uid: string | null;
  name: string | null;
}
interface Summary {
  id: string;
  url: string;
  text: string;
  author: Author;
  category: { id: string; name: string };
}
interface Page {
  items: Summary[];
  nextCursor: string | null;
}
interface Comment {
  id: string;
  text: string;
  html: string | null;
  author: Author;
}
interface Question extends Summary {
  html: string | null;
  answers: { id: string; text: string; html: string | null; author: Author; comments: Comment[] }[];
  comments: Comment[];
}
interface ApiErrorBody {
  error: { code: string; message: string };
}

let author: SignedInUser;
let answerer: SignedInUser;
let category: CategoryRef;
let first: QuestionRef;
let second: QuestionRef;
let hidden: QuestionRef;
let answerId: string;
let commentId: string;
const word = uniqueWord('api');

beforeAll(async () => {
  [author, answerer] = await Promise.all([
    createSignedInUser({ prefix: 'api-author' }),
    createSignedInUser({ prefix: 'api-answerer' }),
  ]);
  category = await postCategory(author.session, `API ${uniqueWord('c')}`);
  // Oldest first: the hidden question is the newest, at the head of the list.
  first = await postQuestion(author.session, category, `How does the ${word} list page?`);
  second = await postQuestion(author.session, category, 'Which fields does the API send?');
  hidden = await postQuestion(author.session, category, 'Buy cheap watches at my shop today');
  answerId = await postAnswer(answerer.session, first, 'It pages with opaque cursors, 20 a time.');
  const comment = adminDb().collection(COLLECTIONS.comments).doc();
  commentId = comment.id;
  await comment.set(
    newComment(
      {
        id: comment.id,
        text: 'Does the cursor survive a deleted question?',
        post: { kind: 'question', id: first.id, questionId: first.id },
        uid: answerer.uid,
      },
      new Date(),
    ),
  );
  await callAsAdmin('moderatePost', { action: 'hide', postType: 'question', postId: hidden.id });
  // The triggers' part: names, rendered HTML, the answer count, the public profile.
  const rendered = (data: Record<string, unknown> | undefined) =>
    typeof data?.Html === 'string' && typeof data.UserName === 'string' && data.UserName !== '';
  await Promise.all([
    waitForDoc(
      adminDb().doc(docPath('questions', first.id)),
      (data) => rendered(data) && data?.AnswerCount === 1,
    ),
    waitForDoc(adminDb().doc(docPath('questions', second.id)), rendered),
    waitForDoc(adminDb().doc(docPath('questions', hidden.id)), (data) => data?.Hidden === true),
    waitForDoc(adminDb().doc(docPath('answers', answerId)), rendered),
    waitForDoc(adminDb().doc(docPath('comments', commentId)), rendered),
    waitForDoc(
      adminDb().doc(docPath('profiles', author.uid)),
      (data) => data?.UserName === author.displayName,
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([author, answerer].map((user) => user?.session.close()));
});

describe('the public API at /api/v1/', () => {
  it("lists a category's visible questions, newest first, through every page", async () => {
    const all = await getJson<Page>(`/questions?category=${category.id}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.items[1]).toMatchObject({
      text: first.text,
      author: { uid: author.uid, name: author.displayName },
      category: { id: category.id, name: category.subject },
    });
    // One a page: the first page holds only the hidden question, so it shows none, yet goes on.
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 5; pages += 1) {
      const page: { status: number; body: Page } = await getJson<Page>(
        `/questions?category=${category.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      if (pages === 0) expect(page.body.items).toEqual([]);
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual([second.id, first.id]);
  });

  it('serves a question with its answers and comments, never an e-mail address', async () => {
    const { status, body, text } = await getJson<Question>(`/questions/${first.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: first.id, text: first.text, html: expect.any(String) });
    expect(body.answers).toEqual([
      expect.objectContaining({
        id: answerId,
        html: expect.stringContaining('opaque cursors'),
        author: { uid: answerer.uid, name: answerer.displayName },
        comments: [],
      }),
    ]);
    expect(body.comments).toEqual([
      expect.objectContaining({
        id: commentId,
        text: 'Does the cursor survive a deleted question?',
        author: { uid: answerer.uid, name: answerer.displayName },
      }),
    ]);
    expect(text).not.toContain(author.email);
    expect(text).not.toContain(answerer.email);
  });

  it('answers 404 for a hidden question, which no list shows either', async () => {
    const { status, body, text } = await getJson<ApiErrorBody>(`/questions/${hidden.id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
    expect(text).not.toContain('watches');
    const list = await getJson<Page>(`/questions?category=${category.id}&sort=active`);
    expect(list.body.items.map((item) => item.id)).not.toContain(hidden.id);
  });

  it('serves a public profile without the e-mail address, and 404 for no such user', async () => {
    const { status, body, text } = await getJson<{ uid: string; name: string }>(
      `/users/${author.uid}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ uid: author.uid, name: author.displayName });
    expect(text).not.toContain(author.email);
    expect((await get('/users/no-such-user-anywhere')).status).toBe(404);
  });

  it('finds the question through the search', async () => {
    const found = await pollUntil(
      () => getJson<{ questions: { id: string }[] }>(`/search?q=${word}`),
      (result) => result.body.questions.some((question) => question.id === first.id),
      'the question in the search',
    );
    expect(found.status).toBe(200);
  });

  it('refuses a forged or malformed cursor and parameters with 400 and a JSON error', async () => {
    const forged = Buffer.from(
      JSON.stringify({ l: 'questions.newest', k: [1], i: first.id }),
    ).toString('base64url');
    for (const query of [`cursor=${forged}`, 'cursor=not-a-cursor!', `cursor=${'A'.repeat(300)}`]) {
      const { status, body } = await getJson<ApiErrorBody>(
        `/questions?category=${category.id}&${query}`,
      );
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_cursor');
    }
    const limit = await getJson<ApiErrorBody>('/questions?limit=1000');
    expect(limit.status).toBe(400);
    expect(limit.body.error).toEqual({
      code: 'invalid_parameter',
      message: expect.stringContaining('limit'),
    });
  });

  it('answers 304 to If-None-Match with the ETag, and is open to every origin', async () => {
    const path = `/questions/${first.id}`;
    const conditional = await pollUntil(
      async () => {
        const fresh = await get(path);
        await fresh.arrayBuffer();
        expect(fresh.headers.get('access-control-allow-origin')).toBe('*');
        expect(fresh.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
        return get(path, { 'If-None-Match': fresh.headers.get('etag') ?? '' });
      },
      // A trigger may still change the question between the two reads: then read again.
      (response) => response.status === 304,
      'a 304',
    );
    expect(await conditional.text()).toBe('');
    const preflight = await fetch(`${API}/questions`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    // The functions emulator answers a preflight itself (firebase-tools turns on the SDK's
    // enableCors debug feature for every HTTPS function), before our handler: only the outcome is
    // checked here; what our handler answers in production is api-handler.test.ts's.
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(
      /^(\*|https:\/\/elsewhere\.example)$/,
    );
    const post = await fetch(`${API}/questions`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  // Last: it spends the one bucket every emulator client shares.
  it('answers 429 with Retry-After once a client floods it', async () => {
    let refused: Response | null = null;
    for (let n = 0; n < API_LIMITS.burst * 4 && !refused; n += 1) {
      const response = await fetch(`${API}/openapi.json`);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    expect(refused).not.toBeNull();
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(((await refused?.json()) as ApiErrorBody).error.code).toBe('rate_limited');
  });
});
