// The reader's theme: System (follow prefers-color-scheme), Light or Dark. The choice lives in
// localStorage; the boot script (web/boot-script.js) applies it to <html> before the first paint,
// and this module keeps <html> and the app in step when the reader changes it, in any tab.
import { THEME_STORAGE_KEY } from '@queryhub/web/boot-script';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

/** The stored choice; System when none is stored or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

const listeners = new Set<() => void>();

/** Stores the choice (System removes it), applies it and tells every subscriber. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's changes, and other tabs' through the storage event. */
export function subscribeThemeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(readThemeChoice());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
