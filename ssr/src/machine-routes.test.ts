import { toAnswerView, toQuestionView } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseLike } from './http-types';
import { serveMachineView } from './machine-routes';

// The Firestore readers are replaced: these tests cover what each view answers for what the
// readers find (the readers themselves run against the emulators in e2e/tests/machines.spec.ts).
const data = vi.hoisted(() => ({
  category: vi.fn(),
  thread: vi.fn(),
}));
vi.mock('./feed-data', () => ({
  loadNewestQuestions: vi.fn(() => Promise.resolve([])),
  loadCategoryFeed: data.category,
  loadTagFeed: vi.fn(() => Promise.resolve(null)),
  loadQuestionFeed: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('./markdown-view-data', () => ({ loadMarkdownThread: data.thread }));

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function recorder(): { response: ResponseLike; sent: Sent } {
  const sent: Sent = { status: 0, headers: {}, body: '' };
  const response: ResponseLike = {
    status(code) {
      sent.status = code;
      return response;
    },
    set(field, value) {
      sent.headers[field.toLowerCase()] = value;
      return response;
    },
    send(body) {
      sent.body = body;
    },
  };
  return { response, sent };
}

async function get(path: string): Promise<Sent & { handled: boolean }> {
  const { response, sent } = recorder();
  const handled = await serveMachineView(path, 'https://q.example', response);
  return { ...sent, handled };
}

const question = toQuestionView('q1', {
  Question: 'Why?',
  CatID: 'c1',
  Category: 'Web',
  UserName: 'Ann',
  date: 1000,
});

beforeEach(() => vi.clearAllMocks());

describe('serveMachineView', () => {
  it('leaves pages, the search API and other paths to the page renderer', async () => {
    for (const path of ['/', '/Questions/c1/q1/Why', '/Questions/c1/q1/notes.md', '/api/search']) {
      expect((await get(path)).handled, path).toBe(false);
    }
  });

  it('serves a feed as Atom with the pages’ shared cache', async () => {
    data.category.mockResolvedValue({ subject: 'Web', questions: [question] });
    const sent = await get('/feeds/categories/c1.atom');
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(sent.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(sent.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(data.category).toHaveBeenCalledWith('c1');
  });

  it('answers 404 for what is not there and 400, before any read, for what cannot be', async () => {
    data.category.mockResolvedValue(null);
    for (const path of [
      '/feeds/categories/gone.atom',
      '/feeds/tags/never-used.atom',
      '/feeds/questions/hidden.atom',
      '/feeds/nothing.atom',
    ]) {
      const sent = await get(path);
      expect(sent.status, path).toBe(404);
      expect(sent.headers['content-type'], path).toBe('text/plain; charset=utf-8');
    }
    data.category.mockClear();
    const malformed = await get('/feeds/categories/a%20b.atom');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['cache-control']).toBe('no-store');
    expect(malformed.body).toContain('not a category id');
    expect(data.category).not.toHaveBeenCalled();
  });

  it('serves a Markdown view as text/markdown, and 404 when the reader finds nothing visible', async () => {
    data.thread.mockResolvedValue({
      question,
      answers: [toAnswerView('a1', { Answer: 'Because.', QuestionID: 'q1', UserName: 'Bo' })],
    });
    const sent = await get('/Questions/c1/q1.md');
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(sent.body).toContain('\n\nWhy?\n\n');
    expect(sent.body).toContain('\n\nBecause.\n');
    expect(data.thread).toHaveBeenCalledWith('c1', 'q1');

    data.thread.mockResolvedValue(null);
    expect((await get('/Questions/c1/hidden.md')).status).toBe(404);
    expect((await get('/Questions/c1/%ZZ.md')).status).toBe(400);
  });
});
