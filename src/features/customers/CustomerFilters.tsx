import { useTranslation } from 'react-i18next';
import { CUSTOMER_SORTS, LAST_VISIT_RANGES, NO_FILTER, isNoFilter, type CustomerFilter } from '@/lib/customers/filter';
import { CUSTOMER_TAGS } from '@/lib/customers/tags';
import { useSession } from '@/data/queries/session';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Select } from '@/ui/Select';

const ANY = 'any';
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Tag, last visit, birthday month, branch, has a balance, and the order; with "clear filters". */
export function CustomerFilters({ value, onChange, locale }: { value: CustomerFilter; onChange: (next: CustomerFilter) => void; locale: string }) {
  const { t } = useTranslation();
  const branches = useSession()?.branches ?? [];
  const set = (patch: Partial<CustomerFilter>) => onChange({ ...value, ...patch });
  const monthName = (m: number) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m - 1, 1));
  return (
    <div className="customers-filters" role="group" aria-label={t('customers.filters.label')}>
      <Select
        label={t('customers.filters.tag')}
        options={[{ value: ANY, label: t('customers.filters.anyTag') }, ...CUSTOMER_TAGS.map((tag) => ({ value: tag, label: t(`customers.tags.${tag}`) }))]}
        value={value.tag ?? ANY}
        onChange={(v) => set({ tag: CUSTOMER_TAGS.find((tag) => tag === v) ?? null })}
      />
      <Select
        label={t('customers.filters.lastVisit')}
        options={LAST_VISIT_RANGES.map((r) => ({ value: r, label: t(`customers.filters.lastVisitRanges.${r}`) }))}
        value={value.lastVisit}
        onChange={(v) => set({ lastVisit: LAST_VISIT_RANGES.find((r) => r === v) ?? 'any' })}
      />
      <Select
        label={t('customers.filters.birthdayMonth')}
        options={[{ value: ANY, label: t('customers.filters.anyMonth') }, ...MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))]}
        value={value.birthdayMonth === null ? ANY : String(value.birthdayMonth)}
        onChange={(v) => set({ birthdayMonth: v === ANY ? null : Number(v) })}
      />
      {branches.length > 1 && (
        <Select
          label={t('customers.filters.branch')}
          options={[{ value: ANY, label: t('customers.filters.anyBranch') }, ...branches.map((b) => ({ value: b.branchId, label: b.name }))]}
          value={value.branchId ?? ANY}
          onChange={(v) => set({ branchId: v === ANY ? null : v })}
        />
      )}
      <Select
        label={t('customers.filters.sort')}
        options={CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`customers.filters.sorts.${s}`) }))}
        value={value.sort}
        onChange={(v) => set({ sort: CUSTOMER_SORTS.find((s) => s === v) ?? 'name' })}
      />
      <Checkbox isSelected={value.hasBalance} onChange={(on) => set({ hasBalance: on })}>
        {t('customers.filters.hasBalance')}
      </Checkbox>
      {!isNoFilter(value) && (
        <Button variant="ghost" onPress={() => onChange(NO_FILTER)}>
          {t('customers.filters.clear')}
        </Button>
      )}
    </div>
  );
}
