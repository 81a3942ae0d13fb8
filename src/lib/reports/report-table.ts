import { toCsv } from '@/lib/csv';
import { fromMinorUnits } from '@/lib/money';

/**
 * A report's table as the screen shows it and the exports write it: typed columns (money in minor
 * units, counts, percentages, hours with decimals) and rows of raw values, so sorting and exports
 * never parse text.
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'hours';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

export type ReportCell = string | number;
export type ReportRow = Record<string, ReportCell>;

export interface ReportTableData {
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** A totals row under the rows (never sorted with them; exported last). */
  totals?: ReportRow;
}

export type SortDirection = 'ascending' | 'descending';

/** Rows sorted by a column (numbers numerically, text by the locale's collation), stable. */
export function sortRows(rows: readonly ReportRow[], key: string, direction: SortDirection): ReportRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = a.row[key] ?? '';
      const y = b.row[key] ?? '';
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * sign || a.i - b.i;
    })
    .map((x) => x.row);
}

/** A cell as an export writes it: money in major units (12.5 for RM 12.50), percentages as numbers. */
export function exportCell(value: ReportCell | undefined, kind: ColumnKind, currency: string): ReportCell {
  if (value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return fromMinorUnits(value, currency);
  return value;
}

/** The rows an export writes: the table's, then its totals row. */
const exportRows = (table: ReportTableData): readonly ReportRow[] => (table.totals === undefined ? table.rows : [...table.rows, table.totals]);

const cellsOf = (table: ReportTableData, currency: string): ReportCell[][] =>
  exportRows(table).map((row) => table.columns.map((c) => exportCell(row[c.key], c.kind, currency)));

/**
 * The table as CSV: its header, then its rows. With further tables (a report showing several),
 * each table is a section (its title, header and rows), a blank line between sections.
 */
export function reportCsv(table: ReportTableData, currency: string, extraTables: readonly ReportTableData[] = []): string {
  if (extraTables.length === 0) return toCsv({ fields: table.columns.map((c) => c.label), data: cellsOf(table, currency) });
  return [table, ...extraTables].map((t) => toCsv([[t.title], t.columns.map((c) => c.label), ...cellsOf(t, currency)])).join('\r\n\r\n');
}

const XLSX_FORMATS: Record<ColumnKind, string | undefined> = { text: undefined, money: '#,##0.00', count: '#,##0', percent: '0.00"%"', hours: '#,##0.00' };

/** A worksheet name from a table's title: at most 31 characters, none Excel refuses, unique in the book. */
function sheetName(title: string, taken: ReadonlySet<string>): string {
  const base = title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' ') || 'Report';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
  return name;
}

/** The table as an .xlsx workbook, one sheet per table; exceljs is loaded only when someone exports. */
export async function reportXlsx(table: ReportTableData, currency: string, extraTables: readonly ReportTableData[] = []): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const t of [table, ...extraTables]) {
    const name = sheetName(t.title, taken);
    taken.add(name.toLowerCase());
    const sheet = book.addWorksheet(name);
    sheet.columns = t.columns.map((c) => {
      const numFmt = XLSX_FORMATS[c.kind];
      return { header: c.label, key: c.key, width: Math.max(12, c.label.length + 2), ...(numFmt === undefined ? {} : { style: { numFmt } }) };
    });
    sheet.getRow(1).font = { bold: true };
    for (const row of exportRows(t)) {
      sheet.addRow(Object.fromEntries(t.columns.map((c) => [c.key, exportCell(row[c.key], c.kind, currency)])));
    }
  }
  return book.xlsx.writeBuffer();
}
