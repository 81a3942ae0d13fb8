// Applies the theme preference to the document and the browser chrome (#444444 dark, #F4F4F4
// light), follows the operating system for "system", and announces the theme to the rest of the app.
import { BROWSER_THEME_COLOUR, resolveTheme, type ThemePreference } from '@/lib/theme';
import { onStoreChange } from '@/lib/store';
import { preferences } from '@/data/preferences';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(pref: ThemePreference = preferences.theme): void {
  const theme = resolveTheme(pref, darkQuery().matches);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BROWSER_THEME_COLOUR[theme]);
  window.dispatchEvent(new CustomEvent('bookit:theme', { detail: theme }));
}

/** Applies now, and again when the preference or the operating system's scheme changes. */
export function watchTheme(): void {
  applyTheme();
  darkQuery().addEventListener('change', () => applyTheme());
  onStoreChange(preferences, () => applyTheme());
}
