// The MCP server at /mcp (README "For programs") end to end: a question written as members write
// it (through the rules, the triggers adding names, HTML and counts), then read with the MCP
// SDK's own client over Streamable HTTP from the `ssr` function at the functions emulator's URL.
// Under the emulator every client shares the public API's one rate-limit bucket (the socket's
// peer), which public-api.emulator.test.ts floods: each request waits out a 429 it meets.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { docPath } from '@queryhub/model';
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

const MCP_URL = new URL(`${urlOf('functions')}/${PROJECT_ID}/us-central1/ssr/mcp`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch that waits out up to three 429s (Retry-After), as a polite MCP client would. */
const patientFetch: typeof fetch = async (input, init) => {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(input, init);
    if (response.status !== 429 || attempt === 3) return response;
    await response.arrayBuffer();
    await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
  }
};

let author: SignedInUser;
let answerer: SignedInUser;
let category: CategoryRef;
let question: QuestionRef;
let hidden: QuestionRef;
let answerId: string;
let client: Client;
const word = uniqueWord('mcp');
const answerText = 'Connect with the SDK client over Streamable HTTP, then call the tools.';

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

beforeAll(async () => {
  [author, answerer] = await Promise.all([
    createSignedInUser({ prefix: 'mcp-author' }),
    createSignedInUser({ prefix: 'mcp-answerer' }),
  ]);
  category = await postCategory(author.session, `MCP ${uniqueWord('c')}`);
  question = await postQuestion(author.session, category, `How do I read ${word} over MCP?`);
  hidden = await postQuestion(author.session, category, 'Buy cheap watches at my shop today');
  answerId = await postAnswer(answerer.session, question, answerText);
  await callAsAdmin('moderatePost', { action: 'hide', postType: 'question', postId: hidden.id });
  const rendered = (data: Record<string, unknown> | undefined) =>
    typeof data?.Html === 'string' && typeof data.UserName === 'string' && data.UserName !== '';
  await Promise.all([
    waitForDoc(
      adminDb().doc(docPath('questions', question.id)),
      (data) => rendered(data) && data?.AnswerCount === 1,
    ),
    waitForDoc(adminDb().doc(docPath('questions', hidden.id)), (data) => data?.Hidden === true),
    waitForDoc(adminDb().doc(docPath('answers', answerId)), rendered),
    waitForDoc(
      adminDb().doc(docPath('profiles', author.uid)),
      (data) => data?.UserName === author.displayName,
    ),
  ]);
  client = new Client({ name: 'queryhub-emulator-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(MCP_URL, { fetch: patientFetch }));
});

afterAll(async () => {
  await client?.close();
  await Promise.all([author, answerer].map((user) => user?.session.close()));
});

describe('the MCP server at /mcp', () => {
  it('lists its four read-only tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_question',
      'get_user',
      'list_tags',
      'search_questions',
    ]);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it('reads the question as JSON and as Markdown, never an e-mail address', async () => {
    const result = await call('get_question', { id: question.id });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      id: question.id,
      text: question.text,
      author: { uid: author.uid, name: author.displayName },
      category: { id: category.id, name: category.subject },
      answers: [
        expect.objectContaining({
          id: answerId,
          text: answerText,
          author: { uid: answerer.uid, name: answerer.displayName },
        }),
      ],
    });
    const markdown = text(result);
    expect(markdown).toContain(question.text);
    expect(markdown).toContain(answerText);
    expect(markdown).toContain('## Answers (1)');
    const all = JSON.stringify(result);
    expect(all).not.toContain(author.email);
    expect(all).not.toContain(answerer.email);
  });

  it('answers a hidden or missing question with a tool error', async () => {
    for (const id of [hidden.id, 'no-such-question-anywhere']) {
      const result = await call('get_question', { id });
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('No question a visitor may see');
      expect(JSON.stringify(result)).not.toContain('watches');
    }
  });

  it('reads a public profile, and a tool error for no such user', async () => {
    const user = await call('get_user', { uid: author.uid });
    expect(user.structuredContent).toMatchObject({ uid: author.uid, name: author.displayName });
    expect(JSON.stringify(user)).not.toContain(author.email);
    const nobody = await call('get_user', { uid: 'no-such-user-anywhere' });
    expect(nobody.isError).toBe(true);
  });

  it('finds the question through the search, and lists tags', async () => {
    const found = await pollUntil(
      () => call('search_questions', { query: word }),
      (result) =>
        ((result.structuredContent?.questions ?? []) as { id: string }[]).some(
          (hit) => hit.id === question.id,
        ),
      'the question in the search',
    );
    expect(found.isError).toBeFalsy();
    const tags = await call('list_tags', { limit: 5 });
    expect(tags.isError).toBeFalsy();
    expect(tags.structuredContent).toMatchObject({ items: expect.any(Array) });
  });

  it('serves POST only: GET answers 405', async () => {
    const response = await patientFetch(MCP_URL, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
