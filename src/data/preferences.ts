// The user's device preferences (spec §3): theme (`arabica-theme`) and calendar preferences
// (`bookit-calendar-preferences`). Screens read them with useStore and change them here; the shell
// applies the theme to the document whenever it changes.
import { createStore, onStoreChange } from '@/lib/store';
import { CALENDAR_PREFERENCES_KEY, parseCalendarPreferences, type CalendarPreferences } from '@/lib/calendar-preferences';
import { THEME_STORAGE_KEY, parseThemePreference, type ThemePreference } from '@/lib/theme';

export const preferences = createStore<{ theme: ThemePreference; calendar: CalendarPreferences }>({
  theme: parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY)),
  calendar: parseCalendarPreferences(localStorage.getItem(CALENDAR_PREFERENCES_KEY)),
});

onStoreChange(preferences, () => {
  localStorage.setItem(THEME_STORAGE_KEY, preferences.theme);
  localStorage.setItem(CALENDAR_PREFERENCES_KEY, JSON.stringify(preferences.calendar));
});

export function setThemePreference(theme: ThemePreference): void {
  preferences.theme = theme;
}

export function setCalendarPreferences(patch: Partial<CalendarPreferences>): void {
  preferences.calendar = { ...preferences.calendar, ...patch };
}
