import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/percent';
import { BarChart } from '@/ui/charts/BarChart';
import { SkeletonRow } from '@/ui/Skeleton';
import { reportColor } from './report-colors';
import { ReportTable } from './ReportTable';
import type { StaffUtilisationData } from './useStaffUtilisation';

/** The booking report's staff utilisation: each member's rate as a bar, then the sortable table (undefined while loading). */
export function StaffUtilisation({ data, currency }: { data: StaffUtilisationData | undefined; currency: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="booking-utilisation">
      <h2 id="booking-utilisation" className="report-detail-title">
        {t('reports.utilisation.title')}
      </h2>
      {data === undefined ? (
        <SkeletonRow />
      ) : (
        <>
          {data.bars.length > 0 && (
            <BarChart
              label={t('reports.utilisation.chart')}
              formatValue={formatPercent}
              series={[{ title: t('reports.utilisation.rate'), color: reportColor(0), data: data.bars }]}
            />
          )}
          <ReportTable table={data.table} currency={currency} />
        </>
      )}
    </section>
  );
}
