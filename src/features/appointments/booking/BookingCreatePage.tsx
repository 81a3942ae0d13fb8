import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKind } from '@/lib/api-types';
import { emptyForm, formCandidate, formRrule, formServices, type BookingForm } from '@/lib/appointments/booking-form';
import { fromLocal, toLocal } from '@/lib/appointments/series';
import { occurrenceStarts } from '@/lib/appointments/series-conflicts';
import { links } from '@/lib/links';
import { toE164 } from '@/lib/phone';
import { useStore } from '@/lib/store';
import { useOnline } from '@/lib/useOnline';
import { ValidationError, StorageFullError, type FieldErrors } from '@/data/errors';
import { localDay } from '@/data/local-day';
import { preferences } from '@/data/preferences';
import { createAppointment } from '@/data/mutations/appointments';
import { createCustomer } from '@/data/mutations/customers';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { useBranchTeam, useCalendarRange, useCalendarSettings, useRowsAround } from '@/data/queries/calendar';
import { useServices } from '@/data/queries/catalogue';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TimePicker } from '@/ui/TimePicker';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { toast } from '@/ui/toast';
import { ClashNotice } from './ClashNotice';
import { CustomerPicker } from './CustomerPicker';
import { RepeatFields } from './RepeatFields';
import { ServiceLines } from './ServiceLines';
import { useBookingCheck } from './useBookingCheck';
import './booking.css';

const KINDS: readonly BookingKind[] = ['Appointment', 'Blocker', 'Class'];
const WEEK_START = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function kindOf(value: string | null): BookingKind {
  return KINDS.find((k) => k === value) ?? 'Appointment';
}

/** The next quarter hour, local 'HH:mm'. */
function nextQuarter(now: Date, timeZone: string): string {
  const local = toLocal(new Date(Math.ceil(now.getTime() / 900_000) * 900_000), timeZone);
  return local.slice(11);
}

/** `/appointments/create?type=Appointment|Blocker|Class[&customerId=][&memberId=][&startAt=]` (spec §2.2). */
export default function BookingCreatePage() {
  const params = useSearchParams();
  const { timeZone } = useStore(preferences).calendar;
  // The URL seeds the form once; later URL changes do not reset what the user typed.
  const [initial] = useState(() => {
    const startAt = params.get('startAt');
    const valid = startAt !== null && !Number.isNaN(Date.parse(startAt));
    const local = valid ? toLocal(startAt, timeZone) : `${localDay(new Date(), timeZone).date}T${nextQuarter(new Date(), timeZone)}`;
    const form = emptyForm(kindOf(params.get('type')), local.slice(0, 10), local.slice(11), params.get('memberId'));
    return { ...form, customerId: params.get('customerId') };
  });
  return <BookingCreate initial={initial} />;
}

function BookingCreate({ initial }: { initial: BookingForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const { timeZone, timeFormat, startsAt } = useStore(preferences).calendar;
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const access = useAccess();
  const settings = useCalendarSettings(branchId);
  const team = useBranchTeam(branchId) ?? [];
  const services = useServices() ?? [];
  const [form, setForm] = useState<BookingForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const durations = useMemo(() => new Map(services.map((s) => [s.id, s.durationMinutes])), [services]);
  // The day before too: a booking from yesterday evening may run into this day.
  const dayStart = fromLocal(`${form.date}T00:00`, timeZone);
  const range = useCalendarRange(branchId, new Date(Date.parse(dayStart) - 86_400_000).toISOString(), new Date(Date.parse(dayStart) + 86_400_000).toISOString());
  // No clash check until the booking names its member: a service with its staff, or a blocker.
  const candidate = useMemo(() => {
    if (!branchId) return null;
    const c = formCandidate(form, branchId, timeZone, durations);
    return c.kind !== 'Blocker' && c.services.length === 0 ? null : c;
  }, [form, branchId, timeZone, durations]);
  // A series is checked at every occurrence, against the replica's rows around each one.
  const rrule = useMemo(() => formRrule(form), [form]);
  const starts = useMemo(() => (candidate ? occurrenceStarts(candidate, rrule, timeZone) : []), [candidate, rrule, timeZone]);
  const seriesRows = useRowsAround(branchId, starts.length > 1 ? starts : []);
  const rows = starts.length > 1 ? seriesRows : range?.rows;
  const check = useBookingCheck(candidate, rows, timeZone, settings.slotIntervalMinutes, 3, starts);
  const picks = useBookingCheck(candidate, rows, timeZone, settings.slotIntervalMinutes, 6, starts);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const canBranchWide = access?.access.isOrgAdmin === true || (access?.access.permissions.booking_all ?? 0) >= 2;

  const update = (patch: Partial<BookingForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setFormError(null);
  };
  const setKind = (kind: BookingKind) => update({ kind, lines: kind === 'Blocker' ? [] : form.lines.length > 0 ? form.lines.slice(0, kind === 'Class' ? 1 : undefined) : [{ serviceId: '', memberId: form.blockerMemberId }] });

  const save = async () => {
    if (!branchId || !candidate) return;
    if (check.clashes.length > 0 && !(form.allowDoubleBooking && settings.allowDoubleBooking)) {
      setFormError('appointments.conflict.title');
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      let customerId = form.kind === 'Appointment' ? form.customerId : null;
      if (form.kind === 'Appointment' && form.newCustomer) {
        const phone = form.newCustomer.phone.trim() === '' ? '' : (toE164(form.newCustomer.phone) ?? form.newCustomer.phone.trim());
        customerId = await createCustomer({ firstName: form.newCustomer.firstName, phone });
      }
      const lines = formServices(form, timeZone, durations);
      const id = await createAppointment({
        branchId,
        kind: form.kind,
        source: form.kind === 'Blocker' ? (form.blockerMemberId ? 'PersonalBlocker' : 'BranchBlocker') : 'AdminBooking',
        customerId,
        memberId: form.kind === 'Blocker' ? form.blockerMemberId || null : (lines[0]?.memberId ?? null),
        services: lines,
        startAt: candidate.startAt,
        endAt: candidate.endAt,
        notes: form.notes,
        capacity: form.kind === 'Class' ? form.capacity : null,
        allowDoubleBooking: form.allowDoubleBooking && check.clashes.length > 0,
        rrule,
      });
      toast.success(online ? t('appointments.booking.saved') : t('appointments.booking.savedOffline'));
      navigate(links.appointmentDetails(id), { replace: true });
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else if (error instanceof StorageFullError) setFormError('storage.fullTitle');
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const message = (field: string) => (errors[field] ? t(errors[field]) : null);
  const slotOptions = picks.suggestions.map((s) => {
    const start = toLocal(s, timeZone).slice(11);
    const end = candidate ? toLocal(new Date(Date.parse(s) + Date.parse(candidate.endAt) - Date.parse(candidate.startAt)).toISOString(), timeZone).slice(11) : start;
    return { id: s, startTime: start, endTime: end };
  });
  const memberOptions = team.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }));

  return (
    <PageFrame title={t(`appointments.booking.title${form.kind}`)}>
      <UnsavedChangesBanner isDirty={dirty} isSaving={saving} onSave={() => void save()} onDiscard={() => setForm(initial)} message={t('appointments.booking.unsaved')} />
      <form className="booking-form" onSubmit={onSubmit} noValidate aria-label={t(`appointments.booking.title${form.kind}`)}>
        {formError && <Banner tone="danger" title={t(formError)} />}
        {!online && <Banner tone="info" title={t('appointments.booking.offlineWarning')} />}
        <Select label={t('appointments.booking.type')} options={KINDS.map((k) => ({ value: k, label: t(`appointments.booking.kind.${k}`) }))} value={form.kind} onChange={(k) => setKind(kindOf(k))} />

        {form.kind === 'Appointment' && (
          <CustomerPicker value={{ customerId: form.customerId, newCustomer: form.newCustomer }} onChange={(c) => update(c)} errors={errors} />
        )}
        {form.kind === 'Blocker' ? (
          <fieldset className="booking-form__group">
            <legend>{t('appointments.booking.blockerFor')}</legend>
            <Select
              label={t('appointments.booking.blockerScope')}
              options={[
                { value: 'personal', label: t('appointments.booking.personal') },
                { value: 'branch', label: t('appointments.booking.branchWide'), isDisabled: !canBranchWide },
              ]}
              value={form.blockerMemberId === '' ? 'branch' : 'personal'}
              onChange={(v) => update({ blockerMemberId: v === 'branch' ? '' : (team[0]?.id ?? '') })}
            />
            {form.blockerMemberId !== '' && (
              <Select label={t('appointments.booking.staff')} options={memberOptions} value={form.blockerMemberId} onChange={(blockerMemberId) => update({ blockerMemberId })} errorMessage={message('memberId')} />
            )}
          </fieldset>
        ) : (
          <ServiceLines lines={form.lines} services={services} team={team} single={form.kind === 'Class'} onChange={(lines) => update({ lines })} errors={errors} />
        )}
        {form.kind === 'Class' && (
          <NumberField label={t('appointments.booking.capacity')} value={form.capacity} onChange={(capacity) => update({ capacity })} minValue={1} maxValue={500} integer errorMessage={message('capacity')} />
        )}

        <div className="booking-form__row">
          <DatePicker label={t('appointments.booking.date')} value={form.date} onChange={(date) => update({ date, until: form.until < date ? date : form.until })} weekStartsOn={WEEK_START[startsAt]} />
          {form.kind === 'Blocker' ? (
            <TimePicker label={t('appointments.booking.time')} start={form.start} end={form.end} onChange={(v) => update({ start: v.start, end: v.end ?? form.end })} format={timeFormat} minuteStep={settings.slotIntervalMinutes} />
          ) : (
            <TimePicker label={t('appointments.booking.start')} start={form.start} onChange={(v) => update({ start: v.start })} format={timeFormat} minuteStep={settings.slotIntervalMinutes} suggestions={slotOptions} />
          )}
        </div>
        {candidate && form.kind !== 'Blocker' && (
          <p className="booking-form__muted" aria-live="polite">
            {t('appointments.booking.duration', { count: Math.round((Date.parse(candidate.endAt) - Date.parse(candidate.startAt)) / 60_000) })}
          </p>
        )}
        {message('endAt') && <Banner tone="danger" title={message('endAt')} />}
        <ClashNotice
          clashes={check.clashes}
          suggestions={check.suggestions}
          timeZone={timeZone}
          timeFormat={timeFormat}
          onPick={(s) => update({ start: toLocal(s, timeZone).slice(11), date: toLocal(s, timeZone).slice(0, 10) })}
          mayDoubleBook={settings.allowDoubleBooking}
          allowDoubleBooking={form.allowDoubleBooking}
          onAllowChange={(allowDoubleBooking) => update({ allowDoubleBooking })}
          date={form.date}
        />

        <RepeatFields value={form} onChange={update} weekStart={startsAt} errors={errors} />
        <TextArea
          label={t(form.kind === 'Blocker' ? 'appointments.booking.reason' : 'appointments.booking.notes')}
          value={form.notes}
          onChange={(notes) => update({ notes })}
          errorMessage={message('notes')}
          isOptional={form.kind !== 'Blocker'}
        />
        <div className="booking-form__actions">
          <LinkButton href={links.appointmentsCalendar()} variant="secondary">
            {t('appointments.booking.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={saving}>
            {t('appointments.booking.save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
