/**
 * Service worker registration (an external module: the CSP forbids inline scripts).
 * The worker is Workbox's generateSW output at /service-worker.js (see vite.config.ts).
 * A new version waits until the user accepts the update notice, so a page never reloads mid-form.
 */
export type ApplyUpdate = () => Promise<void>;

const listeners = new Set<(apply: ApplyUpdate) => void>();
let pendingUpdate: ApplyUpdate | null = null;

export function onServiceWorkerUpdate(listener: (apply: ApplyUpdate) => void): () => void {
  listeners.add(listener);
  if (pendingUpdate) listener(pendingUpdate);
  return () => listeners.delete(listener);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh() {
      pendingUpdate = () => updateSW(true);
      listeners.forEach((listener) => listener(pendingUpdate as ApplyUpdate));
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
