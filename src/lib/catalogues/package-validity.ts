import { addDays, addMonths, addWeeks, addYears, format, parseISO } from 'date-fns';
import type { PackageValidity, ValidityUnit } from '@/lib/schemas/package';

const ADD: Record<ValidityUnit, (day: Date, n: number) => Date> = { days: addDays, weeks: addWeeks, months: addMonths, years: addYears };

/**
 * The last local day ('yyyy-MM-dd') a package sold on `soldOn` can be used, or null when it never
 * expires. A period counts from the day of sale: 1 month from 31 Jan is 28 (or 29) Feb, and the
 * sessions are usable up to the day before that anniversary's end, i.e. through that day − 1.
 */
export function packageLastDay(validity: PackageValidity, soldOn: string): string | null {
  if (validity.kind === 'never') return null;
  if (validity.kind === 'custom') return validity.until;
  const end = ADD[validity.unit](parseISO(soldOn), validity.count);
  return format(addDays(end, -1), 'yyyy-MM-dd');
}

/** Whether a package sold on `soldOn` can still be used on `today` (both local days). */
export function isPackageUsable(validity: PackageValidity, soldOn: string, today: string): boolean {
  const last = packageLastDay(validity, soldOn);
  return today >= soldOn && (last === null || today <= last);
}
