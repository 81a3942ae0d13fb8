import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AppointmentRow, BookingKind, BookingSource, BookingStatus } from '@/lib/api-types';
import { dayStartIso } from '@/lib/appointments/calendar-columns';
import { customerName, memberName } from '@/lib/appointments/names';
import { EMPTY_FILTER, filterRows, sortRows, type CsvRecord, type TableFilter, type TableSort } from '@/lib/appointments/table';
import { addDays } from '@/lib/appointments/time-axis';
import { makePresetRange, type DateRangeValue } from '@/lib/date-range';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { localDay } from '@/data/local-day';
import { preferences } from '@/data/preferences';
import { useCurrentBranch } from '@/data/queries/access';
import { useBranchTeam, useCalendarRange } from '@/data/queries/calendar';
import { useServices } from '@/data/queries/catalogue';
import { Button } from '@/ui/Button';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { EmptyState } from '@/ui/EmptyState';
import { MultiSelect } from '@/ui/MultiSelect';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { useNavigate } from '@/ui/routing';
import { downloadCsv } from './csv-export';
import './table.css';

const STATUSES: BookingStatus[] = ['CONFIRMED', 'CANCELLED', 'PENDING_BILLPLZ_PAYMENT', 'PENDING_CUSTOM_PAYMENT'];
const SOURCES: BookingSource[] = ['AdminBooking', 'CustomerBooking', 'PersonalBlocker', 'BranchBlocker'];
const KINDS: BookingKind[] = ['Appointment', 'Blocker', 'Class'];
const SORTS: TableSort[] = ['startAsc', 'startDesc', 'customer', 'member'];
const ROW_HEIGHT = 56;

/** Every booking of a period as a list (spec §2.2 /appointments/table): filters, sort, CSV export. */
export default function TablePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { timeZone, timeFormat } = useStore(preferences).calendar;
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const today = localDay(new Date(), timeZone).date;
  const [range, setRange] = useState<DateRangeValue>(() => makePresetRange('this_week', today));
  const [filter, setFilter] = useState<TableFilter>(EMPTY_FILTER);
  const [sort, setSort] = useState<TableSort>('startAsc');
  const team = useBranchTeam(branchId);
  const services = useServices();
  const data = useCalendarRange(branchId, dayStartIso(range.start, timeZone), dayStartIso(addDays(range.end, 1), timeZone));
  const prefs = { timeZone, timeFormat, locale: toAppLocale(i18n.language) };

  const named = useMemo(() => {
    const members = new Map((team ?? []).map((m) => [m.id, memberName(m)]));
    const customers = data?.customers;
    return {
      customer: (r: AppointmentRow) => (r.kind === 'Blocker' ? r.notes : customerName(r.customerId ? customers?.get(r.customerId) : undefined, t('privacy.erasedCustomer'))),
      member: (r: AppointmentRow) => (r.memberId ? (members.get(r.memberId) ?? '') : t('appointments.table.wholeBranch')),
    };
  }, [team, data, t]);
  const serviceNames = useMemo(() => {
    const byId = new Map((services ?? []).map((s) => [s.id, s.name]));
    return (r: AppointmentRow) =>
      (r.services.length > 0 ? r.services.map((s) => s.serviceId) : r.serviceId ? [r.serviceId] : []).map((id) => byId.get(id) ?? '').filter(Boolean).join(', ');
  }, [services]);
  const rows = useMemo(() => sortRows(filterRows(data?.rows ?? [], filter), sort, named), [data, filter, sort, named]);

  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  const exportCsv = () => {
    const records: CsvRecord[] = rows.map((r) => ({
      id: r.id,
      start: formatDate(r.startAt, 'dateTime', prefs),
      end: formatDate(r.endAt, 'dateTime', prefs),
      customer: named.customer(r),
      member: named.member(r),
      services: serviceNames(r),
      status: r.status,
      attendance: r.attendance ?? '',
      source: r.source,
      kind: r.kind,
      notes: r.notes,
    }));
    downloadCsv(records, `appointments-${range.start}-${range.end}.csv`);
  };

  const all = { value: 'all', label: t('appointments.table.all') };
  return (
    <PageFrame
      title={t('appointments.table.title')}
      actions={
        <Button variant="secondary" icon="file" onPress={exportCsv} isDisabled={rows.length === 0}>
          {t('appointments.table.exportCsv')}
        </Button>
      }
    >
      <div className="apt-table__filters">
        <DateRangePicker label={t('appointments.table.period')} value={range} onChange={setRange} today={today} />
        <MultiSelect
          label={t('appointments.calendar.staff')}
          options={(team ?? []).map((m) => ({ value: m.id, label: memberName(m) }))}
          value={filter.memberIds}
          onChange={(memberIds) => setFilter((f) => ({ ...f, memberIds }))}
          placeholder={t('appointments.calendar.allStaff')}
        />
        <Select
          label={t('appointments.table.status')}
          options={[all, ...STATUSES.map((s) => ({ value: s, label: t(`appointments.calendar.status.${s}`) }))]}
          value={filter.status}
          onChange={(v) => setFilter((f) => ({ ...f, status: STATUSES.find((s) => s === v) ?? 'all' }))}
        />
        <Select
          label={t('appointments.table.source')}
          options={[all, ...SOURCES.map((s) => ({ value: s, label: t(`appointments.table.sources.${s}`) }))]}
          value={filter.source}
          onChange={(v) => setFilter((f) => ({ ...f, source: SOURCES.find((s) => s === v) ?? 'all' }))}
        />
        <Select
          label={t('appointments.table.kind')}
          options={[all, ...KINDS.map((k) => ({ value: k, label: t(`appointments.table.kinds.${k}`) }))]}
          value={filter.kind}
          onChange={(v) => setFilter((f) => ({ ...f, kind: KINDS.find((k) => k === v) ?? 'all' }))}
        />
        <Select
          label={t('appointments.table.sort')}
          options={SORTS.map((s) => ({ value: s, label: t(`appointments.table.sorts.${s}`) }))}
          value={sort}
          onChange={(v) => setSort(SORTS.find((s) => s === v) ?? 'startAsc')}
        />
      </div>
      <p className="apt-table__count" aria-live="polite">
        {t('appointments.table.count', { count: rows.length })}
      </p>
      {data && rows.length === 0 ? (
        <EmptyState icon="table" title={t('appointments.table.empty')} />
      ) : (
        <div className="apt-table" role="table" aria-label={t('appointments.table.title')} aria-rowcount={rows.length + 1}>
          <div className="apt-table__row apt-table__head" role="row" aria-rowindex={1}>
            {(['when', 'customer', 'member', 'services', 'status', 'source'] as const).map((c) => (
              <span key={c} role="columnheader">
                {t(`appointments.table.columns.${c}`)}
              </span>
            ))}
          </div>
          <div ref={scrollRef} className="apt-table__scroll" role="rowgroup">
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const r = rows[item.index];
                if (!r) return null;
                return (
                  <div
                    key={r.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    tabIndex={0}
                    className="apt-table__row"
                    data-status={r.status}
                    style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                    onClick={() => navigate(links.appointmentDetailsOf(r))}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') navigate(links.appointmentDetailsOf(r));
                    }}
                  >
                    <span role="cell">{formatDate(r.startAt, 'weekdayTime', prefs)}</span>
                    <span role="cell">{named.customer(r) || t('appointments.calendar.walkIn')}</span>
                    <span role="cell">{named.member(r)}</span>
                    <span role="cell">{serviceNames(r)}</span>
                    <span role="cell">{r.attendance ? t(`appointments.attendance.${r.attendance}`) : t(`appointments.calendar.status.${r.status}`)}</span>
                    <span role="cell">{t(`appointments.table.sources.${r.source}`)}</span>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
