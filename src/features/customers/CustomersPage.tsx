import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useCustomerWindow } from '@/data/queries/customers';
import { useAwaitingFirstPull } from '@/data/queries/first-pull';
import { PageFrame } from '@/ui/PageFrame';
import { SearchBox } from '@/ui/SearchBox';
import { ResultsList } from '@/ui/ResultsList';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { Button } from '@/ui/Button';
import { NO_FILTER, isNoFilter, type CustomerFilter } from '@/lib/customers/filter';
import { useFilteredCustomers } from '@/data/queries/filtered-customers';
import { CustomerList } from './CustomerList';
import { CustomerFilters } from './CustomerFilters';
import './customers.css';

/** The window read from the replica is aligned to this many rows, so scrolling re-reads in steps. */
const WINDOW_STEP = 30;

interface RowWindow {
  start: number;
  end: number;
}

export default function CustomersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CustomerFilter>(NO_FILTER);
  const [rowWindow, setRowWindow] = useState<RowWindow>({ start: 0, end: 2 * WINDOW_STEP });
  const filtering = !isNoFilter(filter);
  const windowed = useCustomerWindow(search, rowWindow.start, rowWindow.end);
  const filtered = useFilteredCustomers(search, filter, filtering, rowWindow.start, rowWindow.end);
  const list = filtering ? filtered : windowed;
  // Before the first pull has landed, an empty replica means "not here yet", not "no customers".
  const awaitingFirstPull = useAwaitingFirstPull();
  const loading = list.loading || (awaitingFirstPull && list.total === 0);
  const total = list.total ?? 0;

  const onVisibleRange = useCallback((first: number, last: number) => {
    const start = Math.floor(first / WINDOW_STEP) * WINDOW_STEP;
    const end = (Math.floor(last / WINDOW_STEP) + 1) * WINDOW_STEP;
    setRowWindow((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  return (
    <PageFrame
      title={t('customers.title')}
      actions={
        <>
          <LinkButton href={links.customersBulkUpload()} variant="secondary" icon="upload">
            {t('customers.import.open')}
          </LinkButton>
          <LinkButton href={links.customerCreate()} icon="plus">
            {t('customers.new')}
          </LinkButton>
        </>
      }
    >
      <div className="customers-toolbar">
        <SearchBox label={t('customers.search')} placeholder={t('customers.searchPlaceholder')} onSearch={setSearch} />
        {!loading && <p className="customers-count">{t('customers.count', { count: total })}</p>}
      </div>
      <CustomerFilters value={filter} onChange={setFilter} locale={i18n.language} />
      {loading || total === 0 ? (
        <ResultsList
          label={t('customers.title')}
          items={[]}
          isLoading={loading}
          getKey={() => ''}
          renderItem={() => null}
          empty={
            filtering ? (
              <EmptyState
                icon="users"
                title={t('customers.filters.noMatch')}
                action={<Button variant="secondary" onPress={() => setFilter(NO_FILTER)}>{t('customers.filters.clear')}</Button>}
              />
            ) : search ? undefined : (
              <EmptyState
                icon="users"
                title={t('customers.empty')}
                description={t('customers.emptyBody')}
                action={<LinkButton href={links.customerCreate()}>{t('customers.new')}</LinkButton>}
              />
            )
          }
        />
      ) : (
        <CustomerList label={t('customers.title')} total={total} start={list.start} rows={list.rows} onVisibleRange={onVisibleRange} />
      )}
    </PageFrame>
  );
}
