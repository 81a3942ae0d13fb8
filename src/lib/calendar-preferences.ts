// Calendar preferences (spec §3): week start, time zone, 12- or 24-hour clock; stored under
// `bookit-calendar-preferences`.
export const CALENDAR_PREFERENCES_KEY = 'bookit-calendar-preferences';
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type TimeFormat = '12' | '24';

export interface CalendarPreferences {
  startsAt: WeekStart;
  timeZone: string;
  timeFormat: TimeFormat;
}

export const DEFAULT_CALENDAR_PREFERENCES: CalendarPreferences = {
  startsAt: 0,
  timeZone: DEFAULT_TIME_ZONE,
  timeFormat: '12',
};

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false; // Intl throws a RangeError for an unknown zone
  }
}

/** Reads the stored value; unknown or broken fields fall back to their defaults. */
export function parseCalendarPreferences(raw: string | null): CalendarPreferences {
  if (!raw) return DEFAULT_CALENDAR_PREFERENCES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn('Ignoring unreadable calendar preferences', error);
    return DEFAULT_CALENDAR_PREFERENCES;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_CALENDAR_PREFERENCES;
  const o = parsed as Record<string, unknown>;
  const startsAt = typeof o.startsAt === 'number' && Number.isInteger(o.startsAt) && o.startsAt >= 0 && o.startsAt <= 6 ? (o.startsAt as WeekStart) : 0;
  const timeZone = typeof o.timeZone === 'string' && isValidTimeZone(o.timeZone) ? o.timeZone : DEFAULT_TIME_ZONE;
  const timeFormat: TimeFormat = o.timeFormat === '24' || o.timeFormat === 24 ? '24' : '12';
  return { startsAt, timeZone, timeFormat };
}

export function detectedTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
