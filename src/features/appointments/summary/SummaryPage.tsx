import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayStartIso } from '@/lib/appointments/calendar-columns';
import { customerName, memberName } from '@/lib/appointments/names';
import { summarise } from '@/lib/appointments/summary';
import { addDays } from '@/lib/appointments/time-axis';
import { workingMinutesOver } from '@/lib/appointments/utilisation';
import { makePresetRange, type DateRangeValue } from '@/lib/date-range';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { formatPercent, percentOf } from '@/lib/percent';
import { useStore } from '@/lib/store';
import { localDay } from '@/data/local-day';
import { preferences } from '@/data/preferences';
import { useCurrentBranch } from '@/data/queries/access';
import { useBranchTeam, useCalendarRange } from '@/data/queries/calendar';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { ProgressBar } from '@/ui/ProgressBar';
import { Link } from '@/ui/routing';
import './summary.css';

const NEXT_COUNT = 8;

/** Days from start to end inclusive, 'yyyy-MM-dd'. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The period at a glance (spec §2.2 /appointments/summary). */
export default function SummaryPage() {
  const { t, i18n } = useTranslation();
  const { timeZone, timeFormat } = useStore(preferences).calendar;
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const now = new Date();
  const today = localDay(now, timeZone).date;
  const [range, setRange] = useState<DateRangeValue>(() => makePresetRange('this_week', today));
  const team = useBranchTeam(branchId);
  const data = useCalendarRange(branchId, dayStartIso(range.start, timeZone), dayStartIso(addDays(range.end, 1), timeZone));
  const nowIso = now.toISOString().slice(0, 16);
  const summary = useMemo(() => {
    const days = daysOf(range.start, range.end);
    const members = (team ?? []).map((m) => ({
      id: m.id,
      workingMinutes: branchId === null ? 0 : workingMinutesOver(m, [branchId], days),
    }));
    return summarise({ rows: data?.rows ?? [], members, now: `${nowIso}:00.000Z`, nextCount: NEXT_COUNT });
  }, [data, team, range, branchId, nowIso]);
  const prefs = { timeZone, timeFormat, locale: toAppLocale(i18n.language) };
  const members = new Map((team ?? []).map((m) => [m.id, m]));
  const stats: [string, number][] = [
    ['bookings', summary.bookings],
    ['confirmed', summary.byStatus.CONFIRMED],
    ['pending', summary.byStatus.PENDING_BILLPLZ_PAYMENT + summary.byStatus.PENDING_CUSTOM_PAYMENT],
    ['attended', summary.attended],
    ['noShows', summary.noShows],
    ['cancellations', summary.cancellations],
  ];
  return (
    <PageFrame title={t('appointments.summary.title')}>
      <div className="apt-summary__period">
        <DateRangePicker label={t('appointments.table.period')} value={range} onChange={setRange} today={today} />
      </div>
      <dl className="apt-summary__stats">
        {stats.map(([key, value]) => (
          <div key={key} className="apt-summary__stat">
            <dt>{t(`appointments.summary.${key}`)}</dt>
            <dd>{data ? value : '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="apt-summary__panels">
        <section className="apt-summary__panel" aria-labelledby="apt-utilisation">
          <h2 id="apt-utilisation">{t('appointments.summary.utilisation')}</h2>
          <ul className="apt-summary__list">
            {summary.utilisation.map((u) => {
              const name = memberName(members.get(u.memberId));
              return (
                <li key={u.memberId} className="apt-summary__util">
                  <span className="apt-summary__util-head">
                    <span>{name}</span>
                    <span className="apt-summary__muted">{formatPercent(percentOf(u.bookedMinutes, u.workingMinutes))}</span>
                  </span>
                  <ProgressBar label={name} value={percentOf(u.bookedMinutes, u.workingMinutes)} />
                </li>
              );
            })}
          </ul>
        </section>
        <section className="apt-summary__panel" aria-labelledby="apt-next">
          <h2 id="apt-next">{t('appointments.summary.next')}</h2>
          {summary.next.length === 0 ? (
            <EmptyState icon="calendar" title={t('appointments.summary.noNext')} />
          ) : (
            <ol className="apt-summary__list">
              {summary.next.map((r) => (
                <li key={r.id} className="apt-summary__next">
                  <time dateTime={r.startAt}>{formatDate(r.startAt, 'weekdayTime', prefs)}</time>
                  <Link href={links.appointmentDetailsOf(r)}>
                    {customerName(r.customerId ? data?.customers.get(r.customerId) : undefined, t('privacy.erasedCustomer')) || t('appointments.calendar.walkIn')}
                  </Link>
                  <span className="apt-summary__muted">{memberName(r.memberId ? members.get(r.memberId) : undefined)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
