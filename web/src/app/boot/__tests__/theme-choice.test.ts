import { BOOT_SCRIPT, THEME_SELECT_SELECTOR, THEME_STORAGE_KEY } from '@queryhub/web/boot-script';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseHeldEvents } from '../early-events';
import { readThemeChoice, saveThemeChoice, subscribeThemeChoice } from '../../theme/theme-choice';

describe('the theme choice', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
    releaseHeldEvents();
  });

  it('is System without a stored choice, and the boot script then sets nothing', () => {
    new Function(BOOT_SCRIPT)();
    expect(readThemeChoice()).toBe('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('is stored, applied to <html>, announced, and applied by the boot script on the next page', () => {
    const listener = vi.fn();
    const stop = subscribeThemeChoice(listener);
    saveThemeChoice('dark');
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
    new Function(BOOT_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('System removes the stored choice; a stored value that is no theme counts as System', () => {
    saveThemeChoice('light');
    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, '<script>');
    expect(readThemeChoice()).toBe('system');
    new Function(BOOT_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('chosen before the app is live, is applied and stored by the boot script at once', () => {
    document.body.innerHTML =
      '<select name="theme" aria-label="Theme"><option value="system">System</option>' +
      '<option value="light">Light</option><option value="dark">Dark</option></select>';
    const select = document.querySelector<HTMLSelectElement>(THEME_SELECT_SELECTOR)!;
    new Function(BOOT_SCRIPT)();
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    // The change is still held for the app to replay.
    expect(releaseHeldEvents()).toEqual([
      expect.objectContaining({ type: 'change', target: select, value: 'dark' }),
    ]);
    new Function(BOOT_SCRIPT)();
    select.value = 'system';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    document.body.innerHTML = '';
  });

  it('ignores a change of another select before the app is live', () => {
    document.body.innerHTML = '<select name="sort"><option value="dark">dark</option></select>';
    new Function(BOOT_SCRIPT)();
    document.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    document.body.innerHTML = '';
  });
});
