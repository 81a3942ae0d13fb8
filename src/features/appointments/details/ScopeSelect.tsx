import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '@/lib/schemas/appointment';
import { Select } from '@/ui/Select';

/** For a series occurrence: this one, this and the following, or all. */
export function ScopeSelect({ value, onChange }: { value: SeriesScope; onChange: (scope: SeriesScope) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('appointments.series.scope')}
      options={(['this', 'following', 'all'] as const).map((s) => ({ value: s, label: t(`appointments.series.scopes.${s}`) }))}
      value={value}
      onChange={(v) => onChange(v === 'following' || v === 'all' ? v : 'this')}
    />
  );
}
