import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_QUIET_MS } from '@queryhub/model';
import { deleteDraft, loadDraft, saveDraft, type DraftContent } from '../api/drafts';
import { useComposerDraft } from '../hooks/use-composer-draft';

vi.mock('../api/drafts', () => ({
  loadDraft: vi.fn(),
  saveDraft: vi.fn(),
  deleteDraft: vi.fn(),
}));

const target = { uid: 'u1', kind: 'ask', targetId: 'cat1' } as const;
const EMPTY: DraftContent = { text: '', tags: [] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(saveDraft).mockResolvedValue();
  vi.mocked(deleteDraft).mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function render(stored: DraftContent | null, initial: DraftContent = EMPTY) {
  vi.mocked(loadDraft).mockResolvedValue(stored);
  const restore = vi.fn<(content: DraftContent) => void>();
  const hook = renderHook(
    ({ content }: { content: DraftContent }) => useComposerDraft(target, content, restore),
    { initialProps: { content: initial } },
  );
  return { ...hook, restore };
}

/** Lets the draft's load settle. */
async function loaded() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('useComposerDraft', () => {
  it('restores a stored draft into an empty composer, without writing it back', async () => {
    const stored = { text: 'Half a question', tags: ['go'] };
    const { result, rerender, restore } = render(stored);
    await loaded();
    expect(restore).toHaveBeenCalledExactlyOnceWith(stored);
    expect(result.current.hasDraft).toBe(true);
    rerender({ content: stored });
    await act(() => vi.runAllTimersAsync());
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('never overwrites what the member typed before the draft arrived', async () => {
    const typed = { text: 'Typed first', tags: [] };
    const { restore } = render({ text: 'Old draft', tags: [] }, typed);
    await loaded();
    expect(restore).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_QUIET_MS));
    expect(saveDraft).toHaveBeenCalledExactlyOnceWith(target, typed);
  });

  it('saves what is typed and then says Draft saved; a member without a draft sees nothing', async () => {
    const { result, rerender, restore } = render(null);
    await loaded();
    expect(restore).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'idle', hasDraft: false });
    rerender({ content: { text: 'New text', tags: ['rust'] } });
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_QUIET_MS));
    expect(saveDraft).toHaveBeenCalledExactlyOnceWith(target, { text: 'New text', tags: ['rust'] });
    expect(result.current).toMatchObject({ status: 'saved', hasDraft: true });
  });

  it('discards the draft, and a post deletes it and saves nothing more', async () => {
    const { result, rerender } = render(null);
    await loaded();
    rerender({ content: { text: 'Going', tags: [] } });
    act(() => result.current.discard());
    expect(deleteDraft).toHaveBeenCalledExactlyOnceWith(target);
    expect(result.current.hasDraft).toBe(false);
    await act(() => vi.runAllTimersAsync());
    expect(saveDraft).not.toHaveBeenCalled();

    rerender({ content: { text: 'Posted text', tags: [] } });
    act(() => result.current.posted());
    rerender({ content: { text: 'Posted text!', tags: [] } });
    await act(() => vi.runAllTimersAsync());
    expect(saveDraft).not.toHaveBeenCalled();
    expect(deleteDraft).toHaveBeenCalledTimes(2);
  });

  it('keeps the last seconds of typing when the composer closes', async () => {
    const { rerender, unmount } = render(null);
    await loaded();
    rerender({ content: { text: 'Leaving now', tags: [] } });
    unmount();
    expect(saveDraft).toHaveBeenCalledExactlyOnceWith(target, { text: 'Leaving now', tags: [] });
  });

  it('edits: restores over the post it opened with, and deletes a draft edited back to it', async () => {
    const post = { text: 'The posted answer', tags: [] };
    vi.mocked(loadDraft).mockResolvedValue({ text: 'The posted answer, improved', tags: [] });
    const restore = vi.fn<(content: DraftContent) => void>();
    const edit = { uid: 'u1', kind: 'edit-answer', targetId: 'a1' } as const;
    const { rerender } = renderHook(
      ({ content }: { content: DraftContent }) => useComposerDraft(edit, content, restore, post),
      { initialProps: { content: post } },
    );
    await loaded();
    expect(restore).toHaveBeenCalledExactlyOnceWith({
      text: 'The posted answer, improved',
      tags: [],
    });
    rerender({ content: { text: 'The posted answer, improved', tags: [] } });
    rerender({ content: post });
    await act(() => vi.runAllTimersAsync());
    expect(saveDraft).not.toHaveBeenCalled();
    expect(deleteDraft).toHaveBeenCalledExactlyOnceWith(edit);
  });
});
