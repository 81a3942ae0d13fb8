import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { formatPercent } from '@/lib/percent';
import { sortRows, type ReportCell, type ReportColumn, type ReportRow, type ReportTableData, type SortDirection } from '@/lib/reports/report-table';
import { EmptyState } from '@/ui/EmptyState';
import { Link } from '@/ui/routing';

/** Where a row's first cell leads: another screen, or a detail shown on this one. */
export type RowDrill = { href: string } | { onPress: () => void; pressed: boolean };

function show(value: ReportCell | undefined, column: ReportColumn, currency: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (column.kind === 'money') return formatMoney(value, currency);
  if (column.kind === 'percent') return formatPercent(value);
  return value.toLocaleString();
}

function FirstCell({ text, drill }: { text: string; drill: RowDrill | null }) {
  if (drill === null) return <>{text}</>;
  if ('href' in drill) return <Link href={drill.href}>{text}</Link>;
  return (
    <button type="button" className="report-table__drill" aria-pressed={drill.pressed} onClick={drill.onPress}>
      {text}
    </button>
  );
}

/** A report's table: every column sorts (press its heading; again to reverse); rows may drill down; `empty` says what no rows mean. */
export function ReportTable({ table, currency, drill, empty }: { table: ReportTableData; currency: string; drill?: (row: ReportRow) => RowDrill | null; empty?: { title: string; description: string } }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  if (table.rows.length === 0) return <EmptyState variant="table" title={empty?.title ?? t('reports.empty')} description={empty?.description ?? t('reports.emptyBody')} />;
  const rows = sort === null ? table.rows : sortRows(table.rows, sort.key, sort.direction);
  const press = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'descending' ? 'ascending' : s?.key === key ? 'descending' : key === table.columns[0]?.key ? 'ascending' : 'descending' }));
  return (
    <div className="report-table-wrap">
      <table className="report-table" aria-label={table.title}>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : 'none'} data-kind={c.kind}>
                <button type="button" onClick={() => press(c.key)}>
                  {c.label}
                  <span aria-hidden="true">{sort?.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${String(row[table.columns[0]?.key ?? ''])}-${i}`}>
              {table.columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row">
                    <FirstCell text={show(row[c.key], c, currency)} drill={drill?.(row) ?? null} />
                  </th>
                ) : (
                  <td key={c.key} data-kind={c.kind}>
                    {show(row[c.key], c, currency)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {table.totals !== undefined && (
          <tfoot>
            <tr>
              {table.columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row">
                    {show(table.totals?.[c.key], c, currency)}
                  </th>
                ) : (
                  <td key={c.key} data-kind={c.kind}>
                    {show(table.totals?.[c.key], c, currency)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
