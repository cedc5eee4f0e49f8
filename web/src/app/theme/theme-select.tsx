import { useSyncExternalStore, type ChangeEvent } from 'react';
import {
  readThemeChoice,
  saveThemeChoice,
  subscribeThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
} from './theme-choice';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * The header's Theme control. The server does not know the stored choice, so the page renders
 * System first and shows the stored one after hydration (the theme itself is already applied by
 * the boot script, which also applies and stores a choice made before hydration: it finds the
 * control by its name, THEME_SELECT_SELECTOR).
 */
export function ThemeSelect() {
  const choice = useSyncExternalStore(subscribeThemeChoice, readThemeChoice, () => 'system');
  return (
    <select
      className="theme-select"
      name="theme"
      aria-label="Theme"
      title="Theme"
      value={choice}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        saveThemeChoice(event.target.value as ThemeChoice)
      }
    >
      {THEME_CHOICES.map((value) => (
        <option key={value} value={value}>
          {LABELS[value]}
        </option>
      ))}
    </select>
  );
}
