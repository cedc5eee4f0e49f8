import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import { renderScreen } from '@/testing/render';
import { SIMILAR_DEBOUNCE_MS, similarityWords } from '../api/similar-questions';
import { SimilarQuestions } from '../components/similar-questions';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

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

  it('suggests up to five matching questions once typing pauses', async () => {
    const fake = fakeFirestore({
      Questions: Array.from({ length: 7 }, (_, i) => ({
        id: `q${i}`,
        Question: `Firestore question ${i}`,
        CatID: 'c1',
        Keywords: i === 6 ? ['firestore', 'index'] : ['firestore'],
        Score: i,
        date: i,
      })),
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    renderScreen(<SimilarQuestions draft="firestore index" />);
    expect(fake.sdk.getDocs).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMILAR_DEBOUNCE_MS + 10);
    });
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveTextContent('Firestore question 6');
    expect(screen.getByRole('heading', { name: 'Similar questions' })).toBeInTheDocument();
    expect(fake.sdk.getDocs).toHaveBeenCalledTimes(1);
  });

  it('suggests nothing for a draft without searchable words', async () => {
    renderScreen(<SimilarQuestions draft="a b" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMILAR_DEBOUNCE_MS + 10);
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(loadFirestore).not.toHaveBeenCalled();
  });
});
