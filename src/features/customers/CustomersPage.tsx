import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useCustomers } from '@/data/queries/customers';
import { useSyncStatus } from '@/data/queries/sync-status';
import { PageFrame } from '@/ui/PageFrame';
import { SearchBox } from '@/ui/SearchBox';
import { ResultsList } from '@/ui/ResultsList';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { CustomerListRow } from './CustomerListRow';
import './customers.css';

export default function CustomersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { rows, total, loading: searching } = useCustomers(search);
  // Before the first pull has landed, an empty replica means "not here yet", not "no customers".
  const { lastSyncedAt, online } = useSyncStatus();
  const loading = searching || (lastSyncedAt === null && online && total === 0);
  return (
    <PageFrame
      title={t('customers.title')}
      actions={
        <LinkButton href={links.customerCreate()} icon="plus">
          {t('customers.new')}
        </LinkButton>
      }
    >
      <div className="customers-toolbar">
        <SearchBox label={t('customers.search')} placeholder={t('customers.searchPlaceholder')} onSearch={setSearch} />
        {!loading && <p className="customers-count">{t('customers.count', { count: total })}</p>}
      </div>
      <ResultsList
        label={t('customers.title')}
        items={rows}
        isLoading={loading}
        getKey={(c) => c.id}
        renderItem={(c) => <CustomerListRow customer={c} />}
        empty={
          search ? undefined : (
            <EmptyState
              icon="users"
              title={t('customers.empty')}
              description={t('customers.emptyBody')}
              action={<LinkButton href={links.customerCreate()}>{t('customers.new')}</LinkButton>}
            />
          )
        }
      />
      {!loading && rows.length < total && <p className="customers-more">{t('customers.showingFirst', { shown: rows.length, total })}</p>}
    </PageFrame>
  );
}
