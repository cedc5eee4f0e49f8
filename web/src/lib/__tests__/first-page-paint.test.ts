import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshGate() {
  vi.resetModules();
  return import('../first-page-paint');
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('firstPagePainted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the page to render and then for the frame that paints it', async () => {
    const gate = await freshGate();
    const isPainted = settled(gate.firstPagePainted());
    await vi.advanceTimersByTimeAsync(100);
    expect(isPainted()).toBe(false);

    gate.noteFirstPageRendered();
    await Promise.resolve();
    expect(isPainted()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(isPainted()).toBe(true);
  });

  it('opens after 3 s even if no page ever says it rendered', async () => {
    const gate = await freshGate();
    const isPainted = settled(gate.firstPagePainted());
    await vi.advanceTimersByTimeAsync(2900);
    expect(isPainted()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isPainted()).toBe(true);
  });
});
