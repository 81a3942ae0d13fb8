import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { formatDate } from '@/lib/format-date';
import { normaliseLocale } from '@/lib/locale';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { localDayOf } from '@/lib/reports/local-day';
import { reportScope } from '@/lib/reports/scope';
import { lowStockProducts, todayBookings } from '@/lib/reports/today';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { useSession } from '@/data/queries/session';
import { useCustomerCount } from '@/data/queries/customers';
import { useCarts } from '@/data/queries/checkout';
import { useTodayAppointments } from '@/data/queries/appointments';
import { useServices, useProducts } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { useTill } from '@/data/queries/till';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { SalesTodayCard } from './SalesTiles';
import { StatCard } from './StatCard';
import './dashboard.css';

const SalesTrend = lazy(() => import('./SalesTrend'));

/** Today at a glance for the current branch; every tile links to its report or screen. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const view = useAccess();
  const current = useCurrentBranch();
  const timeZone = session?.business.timeZone ?? 'Asia/Kuala_Lumpur';
  const currency = session?.business.currency || DEFAULT_CURRENCY;
  const branchId = current?.branch?.branchId ?? session?.branches[0]?.branchId ?? null;
  const appointments = useTodayAppointments(branchId, timeZone);
  const services = useServices();
  const products = useProducts();
  const members = useMembers();
  const carts = useCarts();
  const customerCount = useCustomerCount();
  const till = useTill();
  const memberName = new Map((members ?? []).map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
  const serviceName = new Map((services ?? []).map((s) => [s.id, s.name]));
  const locale = normaliseLocale(i18n.language) ?? 'en';
  const today = localDayOf(new Date().toISOString(), timeZone);
  const bookings = appointments && todayBookings(appointments, new Date().toISOString());
  const low = products && lowStockProducts(products, branchId);
  const seesSales = view !== undefined && reportScope(view.access) !== 'none';
  const statusLine = bookings && Object.entries(bookings.byStatus).map(([status, n]) => `${t(`reports.statuses.${status}`)} ${n}`).join(' · ');
  return (
    <PageFrame title={t('dashboard.title')}>
      {session && <p className="dashboard-greeting">{t('dashboard.greeting', { name: session.user.userFirstName })}</p>}
      <div className="dashboard-stats">
        {seesSales && <SalesTodayCard branchId={branchId} today={today} currency={currency} />}
        <StatCard label={t('dashboard.todayAppointments')} value={appointments && appointments.filter((a) => a.kind !== 'Blocker').length} hint={statusLine || undefined} href={links.appointmentsSummary()} />
        <StatCard label={t('dashboard.noShows')} value={bookings?.noShows} href={links.appointmentsTable()} />
        <StatCard label={t('dashboard.waitingApproval')} value={bookings?.waiting} href={links.appointmentsTable()} />
        <StatCard label={t('dashboard.openCarts')} value={carts?.length} href={links.checkoutCarts()} />
        <StatCard
          label={t('dashboard.shift')}
          value={till === undefined ? undefined : till?.shift ? t('dashboard.shiftOpen') : t('dashboard.shiftClosed')}
          hint={till?.shift ? t('dashboard.shiftSince', { time: formatDate(till.shift.openedAt, 'time', { timeZone, locale }) }) : undefined}
          href={links.checkoutShift()}
        />
        <StatCard label={t('dashboard.customers')} value={customerCount} href={links.customers()} />
        <StatCard label={t('dashboard.lowStock')} value={low?.length} hint={low && low.length > 0 ? low.slice(0, 3).map((p) => p.name).join(', ') : undefined} href={links.reportsProductStock()} />
      </div>
      <div className="dashboard-columns">
        <section className="dashboard-panel" aria-labelledby="today-heading">
          <h2 id="today-heading">{t('dashboard.upcoming')}</h2>
          {bookings && bookings.next.length === 0 && <EmptyState icon="calendar" title={t('dashboard.noAppointments')} />}
          {bookings && bookings.next.length > 0 && (
            <ol className="dashboard-schedule">
              {bookings.next.map((a) => (
                <li key={a.id} className="dashboard-schedule__item" data-kind={a.kind}>
                  <time dateTime={a.startAt}>{formatDate(a.startAt, 'time', { timeZone, locale })}</time>
                  <span className="dashboard-schedule__what">
                    <span>{(a.serviceId && serviceName.get(a.serviceId)) || a.kind}</span>
                    <span className="dashboard-schedule__who">{t('dashboard.with', { name: (a.memberId && memberName.get(a.memberId)) || '' })}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        {seesSales && (
          <Suspense fallback={null}>
            <SalesTrend branchId={branchId} today={today} currency={currency} />
          </Suspense>
        )}
      </div>
    </PageFrame>
  );
}
