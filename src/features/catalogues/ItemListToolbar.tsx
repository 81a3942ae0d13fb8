import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS, type CatalogueSort, type CatalogueStatus, type ItemQuery } from '@/lib/catalogues/item-list';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';

const ALL = '__all__';
const NONE = '__none__';

interface Props {
  query: ItemQuery;
  categories: readonly string[];
  onChange: (query: ItemQuery) => void;
  searchLabel: string;
  /** The filter's label and its "all" option when it filters something else than the category (a kind). */
  filterLabels?: { label: string; all: string };
}

/** Search, category, status and sort above a catalogue list. */
export function ItemListToolbar({ query, categories, onChange, searchLabel, filterLabels }: Props) {
  const { t } = useTranslation();
  const categoryOptions = [
    { value: ALL, label: filterLabels?.all ?? t('catalogues.list.allCategories') },
    ...categories.map((c) => (c === '' ? { value: NONE, label: t('catalogues.list.uncategorised') } : { value: c, label: c })),
  ];
  const category = query.category === null ? ALL : query.category === '' ? NONE : query.category;
  return (
    <div className="catalogue-toolbar">
      <SearchBox label={searchLabel} placeholder={searchLabel} onSearch={(search) => onChange({ ...query, search })} className="catalogue-toolbar__search" />
      <Select
        label={filterLabels?.label ?? t('catalogues.list.category')}
        options={categoryOptions}
        value={category}
        onChange={(v) => onChange({ ...query, category: v === ALL ? null : v === NONE ? '' : v })}
      />
      <Select
        label={t('catalogues.list.status')}
        options={[
          { value: 'active', label: t('catalogues.list.active') },
          { value: 'archived', label: t('catalogues.list.archived') },
        ]}
        value={query.status}
        onChange={(v) => onChange({ ...query, status: v as CatalogueStatus })}
      />
      <Select
        label={t('catalogues.list.sort')}
        options={CATALOGUE_SORTS.map((s) => ({ value: s, label: t(`catalogues.list.sorts.${s}`) }))}
        value={query.sort}
        onChange={(v) => onChange({ ...query, sort: v as CatalogueSort })}
      />
    </div>
  );
}
