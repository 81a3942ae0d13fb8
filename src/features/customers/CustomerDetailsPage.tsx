import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { customerTag } from '@/lib/customers/tags';
import { customerDisplayName } from '@/lib/privacy/erased';
import { exportCsv, exportJson } from '@/lib/customers/export';
import { deleteCustomer } from '@/data/mutations/customers';
import { useCustomer } from '@/data/queries/customers';
import { useSession } from '@/data/queries/session';
import { useAccess } from '@/data/queries/access';
import { levelOf } from '@/lib/access';
import { useRowPending } from '@/data/queries/pending-row';
import { readCustomerExport } from '@/data/queries/customer-record';
import { toWireCustomer } from '@/data/local-rows';
import { PageFrame } from '@/ui/PageFrame';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { MenuButton } from '@/ui/MenuButton';
import { Modal } from '@/ui/Modal';
import { FullScreenLoader } from '@/ui/Spinner';
import { StatusPill } from '@/ui/StatusPill';
import { Tabs } from '@/ui/Tabs';
import { downloadText } from '@/ui/download';
import { toast } from '@/ui/toast';
import { useNavigate, usePathname, useRouteParams } from '@/ui/routing';
import { CustomerProfileForm } from './CustomerProfileForm';
import { CustomerAppointmentsTab } from './CustomerAppointmentsTab';
import { CustomerPurchasesTab } from './CustomerPurchasesTab';
import { CustomerCreditsTab, CustomerVouchersTab } from './CustomerCreditsTab';
import { CustomerPackagesTab } from './CustomerPackagesTab';
import { CustomerMergeDialog } from './CustomerMergeDialog';
import { CustomerPointsTab } from './CustomerPointsTab';
import './customers.css';

type TabId = 'profile' | 'appointments' | 'purchases' | 'credits' | 'vouchers' | 'packages' | 'points';

/** The tab a path opens: the redeemable sub-routes open theirs; the index page the profile. */
function tabOfPath(path: string): TabId | null {
  if (path.includes('/redeemable/credits')) return 'credits';
  if (path.includes('/redeemable/vouchers')) return 'vouchers';
  return null;
}

export default function CustomerDetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const path = usePathname();
  const { id = '' } = useRouteParams<{ id: string }>();
  const customer = useCustomer(id);
  const pending = useRowPending('customers', id);
  const session = useSession();
  const access = useAccess();
  const [localTab, setLocalTab] = useState<TabId>('profile');
  const [merging, setMerging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <LinkButton href={links.customers()} variant="secondary" icon="back">
      {t('customers.back')}
    </LinkButton>
  );
  if (customer === undefined) return <FullScreenLoader />;
  if (customer === null) {
    return (
      <PageFrame title={t('customers.detailsTitle')} actions={back}>
        <EmptyState icon="users" title={t('customers.notFound')} />
      </PageFrame>
    );
  }
  const name = customerDisplayName(customer, t);
  if (customer.mergedInto !== null) {
    return (
      <PageFrame title={name} actions={back}>
        <EmptyState
          icon="users"
          title={t('customers.merge.tombstone', { name })}
          action={<LinkButton href={links.customerDetails(customer.mergedInto)}>{t('customers.merge.openKept')}</LinkButton>}
        />
      </PageFrame>
    );
  }
  const locale = toAppLocale(i18n.language);
  const timeZone = session?.business.timeZone ?? 'Asia/Kuala_Lumpur';
  const currency = session?.business.currency ?? 'myr';
  const tab = tabOfPath(path) ?? localTab;
  const date = (iso: string | null) => (iso === null ? t('customers.record.never') : formatDate(iso, 'date', { locale, timeZone }));
  const tag = customerTag(customer, new Date());
  const customersLevel = access ? levelOf(access.access, 'customers') : 0;

  const selectTab = (next: string) => {
    if (next === 'credits') navigate(links.customerCredits(id));
    else if (next === 'vouchers') navigate(links.customerVouchers(id));
    else {
      setLocalTab(next === 'appointments' || next === 'purchases' || next === 'packages' || next === 'points' ? next : 'profile');
      if (tabOfPath(path) !== null) navigate(links.customerDetails(id));
    }
  };

  const onAction = async (action: string) => {
    if (action === 'merge') setMerging(true);
    else if (action === 'delete') setDeleting(true);
    else {
      const data = await readCustomerExport(toWireCustomer(customer));
      const file = `customer-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${data.exportedAt.slice(0, 10)}`;
      if (action === 'exportJson') downloadText(`${file}.json`, exportJson(data), 'application/json');
      else downloadText(`${file}.csv`, exportCsv(data), 'text/csv');
    }
  };

  const remove = async () => {
    await deleteCustomer(id);
    toast.success(customer.visitsCount > 0 ? t('customers.delete.archived') : t('customers.delete.deleted'));
    navigate(links.customers());
  };

  return (
    <PageFrame
      title={name}
      actions={
        <>
          {back}
          <MenuButton
            label={t('customers.record.actions')}
            items={[
              { id: 'exportJson', label: t('customers.record.exportJson'), icon: 'file' },
              { id: 'exportCsv', label: t('customers.record.exportCsv'), icon: 'file' },
              // Merge and delete need the customers Full level (the server's rule).
              ...(customersLevel >= 3
                ? [
                    { id: 'merge', label: t('customers.merge.action') },
                    { id: 'delete', label: t('customers.delete.action'), isDanger: true },
                  ]
                : []),
            ]}
            onAction={(a) => void onAction(a)}
          />
        </>
      }
    >
      <article className="customer-card">
        <div className="customer-card__head">
          <Avatar name={name} size="large" />
          <div>
            <h2 className="customer-card__name">{name}</h2>
            <p className="customer-card__since">{t('customers.since', { date: date(customer.createdAt) })}</p>
          </div>
          <StatusPill tone="info">{t(`customers.tags.${tag}`)}</StatusPill>
          <StatusPill tone={pending ? 'warning' : 'success'}>{pending ? t('customers.pendingSync') : t('customers.synced')}</StatusPill>
        </div>
        {customer.erasedAt ? <p className="customer-card__erased">{t('privacy.erasedNotice', { date: date(customer.erasedAt) })}</p> : null}
        <dl className="customer-card__fields customer-stats">
          <div><dt>{t('customers.record.visits')}</dt><dd>{customer.visitsCount}</dd></div>
          <div><dt>{t('customers.record.totalSpent')}</dt><dd>{formatMoney(customer.totalSpent, currency)}</dd></div>
          <div><dt>{t('customers.record.firstVisit')}</dt><dd>{date(customer.firstVisitAt)}</dd></div>
          <div><dt>{t('customers.record.lastVisit')}</dt><dd>{date(customer.lastVisitAt)}</dd></div>
          <div><dt>{t('customers.record.noShows')}</dt><dd>{customer.noShowCount}</dd></div>
        </dl>
      </article>
      <Tabs
        label={t('customers.record.tabs')}
        selectedKey={tab}
        onSelectionChange={selectTab}
        items={[
          { id: 'profile', label: t('customers.record.profile'), content: <CustomerProfileForm customer={toWireCustomer(customer)} locale={locale} timeZone={timeZone} /> },
          { id: 'appointments', label: t('customers.record.appointments'), content: <CustomerAppointmentsTab customerId={id} locale={locale} timeZone={timeZone} /> },
          { id: 'purchases', label: t('customers.record.purchases'), content: <CustomerPurchasesTab customerId={id} locale={locale} timeZone={timeZone} /> },
          { id: 'credits', label: t('customers.record.credits'), content: <CustomerCreditsTab customerId={id} currency={currency} creating={path.endsWith('/redeemable/credits/create')} creditId={/\/redeemable\/credits\/details\/([^/]+)/.exec(path)?.[1] ?? null} locale={locale} timeZone={timeZone} /> },
          { id: 'vouchers', label: t('customers.record.vouchers'), content: <CustomerVouchersTab customerId={id} /> },
          ...(access?.features.membership ? [{ id: 'packages', label: t('packages.record.tab'), content: <CustomerPackagesTab customerId={id} locale={locale} timeZone={timeZone} /> }] : []),
          ...(access?.features.rewardPts ? [{ id: 'points', label: t('customers.record.points'), content: <CustomerPointsTab customerId={id} locale={locale} timeZone={timeZone} /> }] : []),
        ]}
      />
      <CustomerMergeDialog customer={toWireCustomer(customer)} isOpen={merging} onOpenChange={setMerging} />
      <Modal
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t('customers.delete.title', { name })}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => setDeleting(false)}>{t('customers.cancel')}</Button>
            <Button variant="danger" onPress={() => void remove()}>{t('customers.delete.confirm')}</Button>
          </>
        }
      >
        <p>{customer.visitsCount > 0 ? t('customers.delete.explainArchive') : t('customers.delete.explain')}</p>
      </Modal>
    </PageFrame>
  );
}
