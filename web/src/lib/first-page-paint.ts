// Firebase's SDK chunks (Firestore alone is about 160 KB gzip) compete with the first page for
// the network and the main thread. Loading them only once that page is on screen lets it paint
// first; the root layout says when, and a timer makes sure nothing waits forever.

const FALLBACK_MS = 3000;

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

if (typeof window !== 'undefined') setTimeout(() => markPainted(), FALLBACK_MS);

/** Resolves once the first page has been painted. */
export function firstPagePainted(): Promise<void> {
  return painted;
}

/** Call once the first page has rendered: resolves the gate after the browser paints it. */
export function noteFirstPageRendered(): void {
  requestAnimationFrame(() => setTimeout(() => markPainted(), 0));
}
