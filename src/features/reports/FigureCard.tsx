import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/percent';
import { changeBp } from '@/lib/reports/aggregate';

/** One headline figure with its change from the previous period. */
export function FigureCard({ label, value, now, before }: { label: string; value: string; now: number; before: number | null }) {
  const { t } = useTranslation();
  const bp = before === null ? null : changeBp(now, before);
  return (
    <div className="report-figure" role="group" aria-label={label}>
      <span className="report-figure__label">{label}</span>
      <strong className="report-figure__value">{value}</strong>
      {before !== null && (
        <span className="report-figure__change" data-trend={bp === null || bp === 0 ? 'flat' : bp > 0 ? 'up' : 'down'}>
          {bp === null ? t('reports.noPrevious') : t('reports.vsPrevious', { change: `${bp > 0 ? '+' : ''}${formatPercent(bp / 100)}` })}
        </span>
      )}
    </div>
  );
}
