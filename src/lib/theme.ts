// Theme preference (spec §1): light, dark or system; stored under `arabica-theme`.
export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'arabica-theme';
export const BROWSER_THEME_COLOUR: Record<Theme, string> = { light: '#F4F4F4', dark: '#444444' };

export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'dark' || raw === 'light' || raw === 'system' ? raw : 'system';
}

/** System follows the operating system's preference. */
export function resolveTheme(pref: ThemePreference, systemPrefersDark: boolean): Theme {
  if (pref === 'system') return systemPrefersDark ? 'dark' : 'light';
  return pref;
}
