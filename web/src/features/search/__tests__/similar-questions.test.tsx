import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionView } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import {
  findRelatedQuestions,
  SIMILAR_DEBOUNCE_MS,
  similarityWords,
} from '../api/similar-questions';
import { SimilarQuestions } from '../components/similar-questions';

describe('similarityWords', () => {
  it('keeps the longest words of three letters or more, at most ten', () => {
    expect(similarityWords('How do I index a Firestore query?')).toEqual([
      'firestore',
      'index',
      'query',
      'how',
    ]);
    const many = Array.from({ length: 15 }, (_, i) => `word${i}`).join(' ');
    expect(similarityWords(many)).toHaveLength(10);
  });
});

describe('SimilarQuestions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('suggests up to five questions from the search route once typing pauses', async () => {
    const questions = Array.from({ length: 5 }, (_, i) =>
      toQuestionView(`q${i}`, { Question: `Firestore question ${i}`, CatID: 'c1', Score: i }),
    );
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ questions })));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<SimilarQuestions draft="Firestore index " />);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMILAR_DEBOUNCE_MS + 10);
    });
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveTextContent('Firestore question 0');
    expect(screen.getByRole('heading', { name: 'Similar questions' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/similar?title=Firestore%20index');
    vi.unstubAllGlobals();
  });

  it('suggests nothing for a draft without searchable words', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<SimilarQuestions draft="a b" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMILAR_DEBOUNCE_MS + 10);
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('suggests nothing for a malformed answer, as for a failed request', async () => {
    for (const response of [
      new Response('{}', { status: 500 }),
      new Response(JSON.stringify({ questions: [{ id: 'q1', question: 'No other fields' }] })),
      new Response(JSON.stringify({ results: [] })),
    ]) {
      const fetchMock = vi.fn().mockResolvedValue(response);
      vi.stubGlobal('fetch', fetchMock);
      const { unmount } = renderScreen(<SimilarQuestions draft="Firestore index " />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SIMILAR_DEBOUNCE_MS + 10);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Similar questions' })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('findRelatedQuestions', () => {
  it('reads the related questions, and refuses a malformed answer (the page then shows none)', async () => {
    const questions = [toQuestionView('q1', { Question: 'Related', CatID: 'c1' })];
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ questions }))));
    await expect(findRelatedQuestions('q0')).resolves.toEqual(questions);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ questions: [{ id: 7 }] }))),
    );
    await expect(findRelatedQuestions('q0')).rejects.toThrow(Error);
    vi.unstubAllGlobals();
  });
});
