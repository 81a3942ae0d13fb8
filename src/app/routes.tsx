// The route table (spec §2.2): the one place that imports feature screens. Areas whose issue has
// not landed yet show their page frame and title.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { FullScreenLoader } from '@/ui/Spinner';
import { Redirect, Route, Switch } from '@/ui/routing';

const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const CustomersPage = lazy(() => import('@/features/customers/CustomersPage'));
const CustomerCreatePage = lazy(() => import('@/features/customers/CustomerCreatePage'));
const CustomerDetailsPage = lazy(() => import('@/features/customers/CustomerDetailsPage'));
const SyncIssuesPage = lazy(() => import('@/features/sync-issues/SyncIssuesPage'));

function AreaFrame({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <EmptyState title={t('pages.comingSoon')} />
    </PageFrame>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.notFound')}>
      <EmptyState title={t('pages.notFoundBody')} />
    </PageFrame>
  );
}

const REDIRECTS: [from: string, to: string][] = [
  ['/', links.dashboard()],
  ['/auth', links.dashboard()],
  ['/signup', links.dashboard()],
  ['/join', links.dashboard()],
  ['/appointments', links.appointmentsCalendar()],
  ['/checkout', links.checkoutCarts()],
  ['/catalogues', links.catalogue('services')],
  ['/transactions', links.transactionsOverview()],
  ['/reports', links.reportsAll()],
  ['/settings', links.settingsAll()],
];

const AREAS: [pattern: string, titleKey: string][] = [
  ['/marketing', 'nav.dashboard'],
  ['/attendance', 'nav.team'],
  ['/appointments/*', 'nav.appointments'],
  ['/checkout/*', 'nav.checkout'],
  ['/catalogues/*', 'nav.catalogues'],
  ['/team', 'nav.team'],
  ['/team/*', 'nav.team'],
  ['/transactions/*', 'nav.transactions'],
  ['/invoice', 'nav.invoice'],
  ['/invoice/*', 'nav.invoice'],
  ['/reports/*', 'nav.reports'],
  ['/helps', 'nav.helps'],
  ['/helps/*', 'nav.helps'],
  ['/settings/*', 'nav.settings'],
];

function page(Component: ComponentType) {
  return function RoutePage() {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <Component />
      </Suspense>
    );
  };
}

const Dashboard = page(DashboardPage);
const Customers = page(CustomersPage);
const CustomerCreate = page(CustomerCreatePage);
const CustomerDetails = page(CustomerDetailsPage);
const SyncIssues = page(SyncIssuesPage);

export function AppRoutes() {
  return (
    <Switch>
      {REDIRECTS.map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      <Route path="/dashboard" component={Dashboard} />
      <Route path="/customers" component={Customers} />
      <Route path="/customers/create" component={CustomerCreate} />
      <Route path="/customers/details/:id/*?" component={CustomerDetails} />
      <Route path="/sync-issues" component={SyncIssues} />
      {AREAS.map(([pattern, titleKey]) => (
        <Route key={pattern} path={pattern}>
          <AreaFrame titleKey={titleKey} />
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
