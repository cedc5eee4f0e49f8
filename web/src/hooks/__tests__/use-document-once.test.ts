import { toQuestionView } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import { readDocumentOnce } from '../use-document-once';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('readDocumentOnce', () => {
  it('reads the document once through the reader, and null when it is missing', async () => {
    const fake = fakeFirestore({ Questions: [{ id: 'q1', Question: 'Why?', CatID: 'c1' }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await readDocumentOnce('questions', 'q1', toQuestionView)(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'q1', question: 'Why?', catId: 'c1' }),
    );
    await readDocumentOnce('questions', 'nope', toQuestionView)(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith(null);
    expect(fake.sdk.onSnapshot).not.toHaveBeenCalled();
  });
});
