// Applies the stored theme to the document and the browser chrome, and announces changes.
import { BROWSER_THEME_COLOUR, THEME_STORAGE_KEY, parseThemePreference, resolveTheme, type ThemePreference } from '@/lib/theme';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function currentThemePreference(): ThemePreference {
  return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
}

export function applyTheme(pref: ThemePreference = currentThemePreference()): void {
  const theme = resolveTheme(pref, darkQuery().matches);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BROWSER_THEME_COLOUR[theme]);
  window.dispatchEvent(new CustomEvent('bookit:theme', { detail: theme }));
}

export function setThemePreference(pref: ThemePreference): void {
  localStorage.setItem(THEME_STORAGE_KEY, pref);
  applyTheme(pref);
}

export function watchSystemTheme(): void {
  darkQuery().addEventListener('change', () => applyTheme());
}
