import { formatInTimeZone } from 'date-fns-tz';
import { useSession } from '@/data/queries/session';
import { DEFAULT_TIME_ZONE } from '@/lib/format-date';
import { DEFAULT_CURRENCY } from '@/lib/money';

/** Today in the business's time zone (`YYYY-MM-DD`), with its currency. */
export function useBusinessDay(): { today: string; timeZone: string; currency: string } {
  const session = useSession();
  const timeZone = session?.business.timeZone || DEFAULT_TIME_ZONE;
  return { today: formatInTimeZone(new Date(), timeZone, 'yyyy-MM-dd'), timeZone, currency: session?.business.currency || DEFAULT_CURRENCY };
}
