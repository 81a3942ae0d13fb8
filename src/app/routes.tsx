// The route table (spec §2.2): every route with its guard (the menu rules of spec §6), its error
// view and its screen, or its page frame and title until the area's screen lands.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { visibilityOf } from '@/lib/access';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import { Redirect, Route, Switch, usePathname } from '@/ui/routing';
import { RULES } from '@/lib/area-rules';
import { featureOffFor } from '@/lib/feature-gates';
import type { FeatureFlag } from '@/lib/features';
import { REDIRECTS, ROUTES, type AppRoute, type RedirectTarget } from './route-table';
import { SCREENS } from './screens';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';

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
      <EmptyState title={t('pages.notFoundBody')} action={<LinkButton href={links.dashboard()}>{t('nav.dashboard')}</LinkButton>} />
    </PageFrame>
  );
}

function Forbidden({ demo }: { demo: boolean }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.forbidden')}>
      <EmptyState
        icon="warning"
        title={demo ? t('shell.demoDisabled') : t('pages.forbiddenBody')}
        action={<LinkButton href={links.dashboard()}>{t('nav.dashboard')}</LinkButton>}
      />
    </PageFrame>
  );
}

/** A route whose feature flag is off for the business says so (rather than blaming the role). */
function FeatureOff({ flag }: { flag: FeatureFlag }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('features.offTitle')}>
      <EmptyState
        icon="warning"
        title={t('features.offBody', { feature: t(`features.names.${flag}`) })}
        action={<LinkButton href={links.dashboard()}>{t('nav.dashboard')}</LinkButton>}
      />
    </PageFrame>
  );
}

/** The same rules as the menu: a hidden item's route is closed too. */
function GuardedRoute({ route }: { route: AppRoute }) {
  const view = useAccess();
  const pathname = usePathname();
  if (!view) return <FullScreenLoader />;
  const rule = RULES[route.rule];
  const off = featureOffFor(rule, view.features);
  if (off !== null) return <FeatureOff flag={off} />;
  const visibility = visibilityOf(rule, view);
  if (visibility !== 'visible') return <Forbidden demo={visibility === 'disabled'} />;
  const screen = SCREENS[route.path];
  return (
    <RouteErrorBoundary key={pathname} path={pathname}>
      <Suspense fallback={<FullScreenLoader />}>{screen ? <screen.Component /> : <AreaFrame titleKey={route.titleKey} />}</Suspense>
    </RouteErrorBoundary>
  );
}

function BranchRedirect({ to }: { to: RedirectTarget }) {
  const branch = useCurrentBranch();
  if (typeof to === 'string') return <Redirect to={to} replace />;
  if (!branch) return <FullScreenLoader />;
  return <Redirect to={to(branch.branch?.branchId ?? null)} replace />;
}

const ALL_ROUTES: readonly AppRoute[] = [...ROUTES, { path: links.syncIssues(), titleKey: 'syncIssues.title', rule: 'all' }];

export function AppRoutes() {
  return (
    <Switch>
      {REDIRECTS.map(([from, to]) => (
        <Route key={from} path={from}>
          <BranchRedirect to={to} />
        </Route>
      ))}
      {ALL_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuardedRoute route={route} />
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
