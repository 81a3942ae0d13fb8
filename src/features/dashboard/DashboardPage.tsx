import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { formatDate } from '@/lib/format-date';
import { normaliseLocale } from '@/lib/locale';
import { useSession } from '@/data/queries/session';
import { useCustomerCount } from '@/data/queries/customers';
import { useTodayAppointments } from '@/data/queries/appointments';
import { useServices, useProducts } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { StatCard } from './StatCard';
import './dashboard.css';

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const timeZone = session?.business.timeZone ?? 'Asia/Kuala_Lumpur';
  const branchId = session?.branches[0]?.branchId ?? null;
  const appointments = useTodayAppointments(branchId, timeZone);
  const customerCount = useCustomerCount();
  const services = useServices();
  const products = useProducts();
  const members = useMembers();
  const memberName = new Map((members ?? []).map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
  const serviceName = new Map((services ?? []).map((s) => [s.id, s.name]));
  const locale = normaliseLocale(i18n.language) ?? 'en';
  return (
    <PageFrame title={t('dashboard.title')}>
      {session && <p className="dashboard-greeting">{t('dashboard.greeting', { name: session.user.userFirstName })}</p>}
      <div className="dashboard-stats">
        <StatCard label={t('dashboard.todayAppointments')} value={appointments?.length} />
        <StatCard label={t('dashboard.customers')} value={customerCount} />
        <StatCard label={t('dashboard.services')} value={services?.length} />
        <StatCard label={t('dashboard.products')} value={products?.length} />
      </div>
      <section className="dashboard-panel" aria-labelledby="today-heading">
        <h2 id="today-heading">{t('dashboard.upcoming')}</h2>
        {appointments && appointments.length === 0 && <EmptyState icon="calendar" title={t('dashboard.noAppointments')} />}
        {appointments && appointments.length > 0 && (
          <ol className="dashboard-schedule">
            {appointments.map((a) => (
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
      <LinkButton href={links.customers()} variant="secondary" icon="users">
        {t('dashboard.viewCustomers')}
      </LinkButton>
    </PageFrame>
  );
}
